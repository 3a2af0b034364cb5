import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrueText } from '../../../src/kiosk/questionary/model.ts';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria, fieldIds } from '../fieldAria.ts';
import { keyboardHints } from '../keyboardHints.ts';

/**
 * CheckboxTextField (code 14): a big tick box (its label is the question's confirmation label,
 * else "Yes") and the text that goes with it, which opens once ticked and takes the focus.
 * Draft `[ticked, text]`; the text is kept while unticked so a second tap brings it back.
 */
export function CheckboxTextInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, onSubmit, inputId, settings } = props;
  const textRef = useRef<HTMLInputElement>(null);
  const ids = fieldIds(inputId);
  const ticked = isTrueText(value[0]);
  const text = value[1] ?? '';
  const prefix = node.metadata.prefixToShow;
  return (
    <div className="kiosk-question">
      <label className="kiosk-checkbox" htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          data-action="answer"
          checked={ticked}
          onChange={(event) => {
            onChange([event.target.checked ? 'true' : 'false', text]);
            if (event.target.checked) queueMicrotask(() => textRef.current?.focus());
          }}
          {...fieldAria(props)}
          aria-labelledby={`${ids.label} ${inputId}-text`}
        />
        <span id={`${inputId}-text`}>{node.metadata.confirmationLabel || t('registration:yes')}</span>
      </label>
      <div className="kiosk-input-row">
        {prefix && <span className="kiosk-input-prefix">{prefix}</span>}
        <input
          ref={textRef}
          id={`${inputId}-value`}
          className="kiosk-input"
          type="text"
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          disabled={!ticked}
          placeholder={ticked ? '' : t('registration:tickToFillIn')}
          data-action="text"
          value={text}
          onChange={(event) => onChange(['true', event.target.value])}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit();
            }
          }}
          {...keyboardHints('text', node, settings)}
          aria-labelledby={`${ids.label} ${inputId}-text`}
        />
      </div>
    </div>
  );
}
