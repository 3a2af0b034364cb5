import type { FieldComponentProps } from '../defineField.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';

/** Integer (code 5): digits only (§5); a numeric keypad where the device has one. */
export function IntegerInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} keyboard="numeric" />;
}
