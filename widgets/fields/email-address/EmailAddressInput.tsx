import type { FieldComponentProps } from '../defineField.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';

/** EmailAddress (code 9). */
export function EmailAddressInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} type="email" keyboard="text" />;
}
