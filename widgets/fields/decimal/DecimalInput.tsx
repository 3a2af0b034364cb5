import type { FieldComponentProps } from '../defineField.ts';
import { type LineOptions, SingleLineInput } from '../SingleLineInput.tsx';

/** Its line (the Questionary draws it itself, SingleLineInput.tsx `LineOptions`). */
export const decimalLine: LineOptions = { keyboard: 'decimal' };

/** Decimal (code 6): Dutch or US style (§5); a decimal keypad where the device has one. */
export function DecimalInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} {...decimalLine} />;
}
