import type { FieldComponentProps } from '../defineField.ts';
import { type LineOptions, SingleLineInput } from '../SingleLineInput.tsx';

/** Its line (the Questionary draws it itself, SingleLineInput.tsx `LineOptions`). */
export const integerLine: LineOptions = { keyboard: 'numeric' };

/** Integer (code 5): digits only (§5); a numeric keypad where the device has one. */
export function IntegerInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} {...integerLine} />;
}
