import type { FieldComponentProps } from '../defineField.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';

/** Decimal (code 6): Dutch or US style (§5); a decimal keypad where the device has one. */
export function DecimalInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} keyboard="decimal" />;
}
