import type { FieldComponentProps } from '../defineField.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';

/** TextField (code 3): one line of text. */
export function TextField(props: FieldComponentProps) {
  return <SingleLineInput field={props} keyboard="text" />;
}
