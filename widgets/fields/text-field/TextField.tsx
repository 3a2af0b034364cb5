import type { FieldComponentProps } from '../defineField.ts';
import { type LineOptions, SingleLineInput } from '../SingleLineInput.tsx';

/** Its line (the Questionary draws it itself, SingleLineInput.tsx `LineOptions`). */
export const textLine: LineOptions = { keyboard: 'text' };

/** TextField (code 3): one line of text. */
export function TextField(props: FieldComponentProps) {
  return <SingleLineInput field={props} {...textLine} />;
}
