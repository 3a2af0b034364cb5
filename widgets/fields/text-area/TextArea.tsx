import { focusWhenDrawn } from '../../kit/focusWhenDrawn.ts';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria } from '../fieldAria.ts';
import { keyboardHints } from '../keyboardHints.ts';

/** TextArea (code 4): several lines; Enter makes a new line, so only the Next button submits. */
export function TextArea(props: FieldComponentProps) {
  const { node, value, onChange, inputId, settings } = props;
  return (
    <textarea
      id={inputId}
      className="kiosk-input"
      rows={5}
      // free text: its direction follows what is typed
      dir="auto"
      autoComplete="off"
      // one question per page: the kiosk keyboard types into the focused input
      ref={focusWhenDrawn}
      data-action="answer"
      value={value[0] ?? ''}
      onChange={(event) => onChange([event.target.value])}
      {...keyboardHints('text', node, settings)}
      {...fieldAria(props)}
    />
  );
}
