import type { FieldComponentProps } from '../defineField.ts';
import { type LineOptions, SingleLineInput } from '../SingleLineInput.tsx';

/** Its line (the Questionary draws it itself, SingleLineInput.tsx `LineOptions`). */
export const emailLine: LineOptions = { type: 'email', keyboard: 'text' };

/** EmailAddress (code 9). */
export function EmailAddressInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} {...emailLine} />;
}
