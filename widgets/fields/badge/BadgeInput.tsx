import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../kit/icons.tsx';
import { focusOnMount } from '../../kit/focusOnMount.ts';
import { useScheduler } from '../../kit/scheduler.tsx';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria } from '../fieldAria.ts';
import { LocationArrow } from '../LocationArrow.tsx';

/** §9: the questionary's badge scan is checked 500 ms after the scanner stops typing. */
export const BADGE_DEBOUNCE_MS = 500;

const isTyping = (element: Element | null) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** Shows only the end of a badge code: it identifies the visitor to the site. */
function masked(code: string): string {
  return code.length <= 4 ? code : `•••• ${code.slice(-4)}`;
}

/**
 * Badge (code 11): a badge scanner types into a hidden password-type input that keeps the focus
 * (taken back when lost, unless the visitor moved to another input). 500 ms after the scanner
 * stops typing (§9) a valid scan moves on by itself; an empty one is ignored (§5). An arrow
 * points at the scanner (kiosk configuration `badgeScannerLocation`); a clear button starts over.
 */
export function BadgeInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { value, onChange, onSubmit, validation, inputId, settings } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  // the badge scanner types into the focused input
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    focusOnMount(input);
  }, []);
  const code = (value[0] ?? '').trim();
  const scheduler = useScheduler();
  const [scans, setScans] = useState(0);
  const latest = useRef({ onSubmit, isValid: validation.isValid, code });
  latest.current = { onSubmit, isValid: validation.isValid, code };

  useEffect(() => {
    if (scans === 0) return;
    const timer = scheduler.setTimeout(() => {
      const { isValid, code: scanned, onSubmit: submit } = latest.current;
      if (isValid && scanned !== '') submit();
    }, BADGE_DEBOUNCE_MS);
    return () => scheduler.clearTimeout(timer);
  }, [scans, scheduler]);

  useEffect(() => {
    let mounted = true;
    const input = inputRef.current;
    const keepFocus = () =>
      setTimeout(() => {
        if (mounted && !isTyping(document.activeElement)) input?.focus({ preventScroll: true });
      }, 0);
    input?.addEventListener('blur', keepFocus);
    return () => {
      mounted = false;
      input?.removeEventListener('blur', keepFocus);
    };
  }, []);

  return (
    <div className="kiosk-badge">
      <input
        ref={attachInput}
        id={inputId}
        className="kiosk-badge__input"
        type="password"
        // the scanner types into it, a visitor never does: out of the tab order
        tabIndex={-1}
        autoComplete="off"
        inputMode="none"
        data-action="answer"
        value={value[0] ?? ''}
        onChange={(event) => {
          onChange([event.target.value]);
          setScans((count) => count + 1);
        }}
        onKeyDown={(event) => {
          // scanners end with Enter: the pause after the scan decides, not the key
          if (event.key === 'Enter') event.preventDefault();
        }}
        {...fieldAria(props)}
      />
      {code === '' ? (
        <div className="kiosk-badge__scan" role="status">
          <span className="kiosk-badge__pulse" aria-hidden="true">
            <LocationArrow location={settings.scannerLocation} />
          </span>
          <p className="kiosk-text">{t('registration:badgeInstruction')}</p>
        </div>
      ) : (
        <div className="kiosk-badge__done" role="status">
          <span className="kiosk-badge__check" aria-hidden="true">
            <Icon name="check" />
          </span>
          <p className="kiosk-text">
            {t('registration:badgeScanned')} <span className="kiosk-badge__code">{masked(code)}</span>
          </p>
          <button
            type="button"
            className="kiosk-button kiosk-button--secondary"
            data-action="clear"
            onClick={() => {
              onChange(['']);
              inputRef.current?.focus({ preventScroll: true });
            }}
          >
            {t('registration:badgeClear')}
          </button>
        </div>
      )}
    </div>
  );
}
