import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria, fieldIds } from '../fieldAria.ts';
import { keyboardHints } from '../keyboardHints.ts';
import { focusOnMount } from '../../kit/focusOnMount.ts';

/** Rows a visitor may add (a kiosk page has room for this many without scrolling far). */
export const MAX_ROWS = 8;

/**
 * MultiValue (code 12, core spec §2 "add or remove rows"): one text input per value, an add
 * button and a remove button per row. The draft keeps every row, blank ones too, so nothing
 * typed jumps around; the validator drops blank rows and checks each value (§5). The first row
 * is `data-action="answer"`, the next ones `answer:1`, `answer:2`, ...
 */
export function MultiValueInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, onSubmit, inputId, settings } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const rows = value.length > 0 ? value : [''];
  const prefix = node.metadata.prefixToShow;

  const focusRow = (index: number) =>
    queueMicrotask(() => listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus({ preventScroll: false }));
  const setRow = (index: number, text: string) => onChange(rows.map((row, i) => (i === index ? text : row)));
  const addRow = () => {
    onChange([...rows, '']);
    focusRow(rows.length);
  };
  const removeRow = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
    focusRow(Math.max(0, index - 1));
  };

  return (
    <div className="kiosk-question">
      <ol className="kiosk-rows" ref={listRef}>
        {rows.map((row, index) => (
          // rows have no identity of their own but their place; removing re-keys the ones below
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="kiosk-row">
            <span id={`${inputId}-row-${index}`} className="kiosk-sr-only">
              {t('registration:rowLabel', { index: index + 1 })}
            </span>
            <div className="kiosk-input-row">
              {prefix && <span className="kiosk-input-prefix">{prefix}</span>}
              <input
                id={index === 0 ? inputId : `${inputId}-${index}`}
                className="kiosk-input"
                type="text"
                dir="auto"
                autoComplete="off"
                spellCheck={false}
                ref={index === 0 ? focusOnMount : undefined}
                data-action={index === 0 ? 'answer' : `answer:${index}`}
                value={row}
                onChange={(event) => setRow(index, event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onSubmit();
                  }
                }}
                {...keyboardHints('text', node, settings)}
                {...fieldAria(props)}
                aria-labelledby={`${fieldIds(inputId).label} ${inputId}-row-${index}`}
              />
            </div>
            {rows.length > 1 && (
              <button
                type="button"
                className="kiosk-icon-button kiosk-row__remove"
                data-action={`remove-row:${index}`}
                aria-label={t('registration:removeRow', { index: index + 1 })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => removeRow(index)}
              >
                <svg className="kiosk-icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
                  <path d="M6 12h12" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ol>
      {rows.length < MAX_ROWS && (
        <button
          type="button"
          className="kiosk-button kiosk-button--secondary kiosk-add-row"
          data-action="add-row"
          onMouseDown={(event) => event.preventDefault()}
          onClick={addRow}
        >
          <svg className="kiosk-icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
            <path d="M12 6v12M6 12h12" />
          </svg>
          {t('registration:addRow')}
        </button>
      )}
    </div>
  );
}
