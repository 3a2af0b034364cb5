import { useCallback, useEffect, useRef } from 'react';
import { focusOnMount } from '../../kit/focusOnMount.ts';

const isTextEntry = (element: Element | null) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * The input a barcode or badge scanner types into (core spec §2 "E-ticket scan: a hidden text
 * input", "Badge screen has a hidden password-type input re-focused on blur"). Invisible but
 * focusable and fillable, it keeps the focus: when lost (a tap elsewhere), it takes it back,
 * unless the visitor moved into another input. Scanners end with Enter; the pause after the scan
 * decides, not the key. Out of the tab order: Tab never lands on what cannot be seen.
 *
 * @example
 * <HiddenScanInput action="badge" type="password" label={t('checkout:badgeLabel')} value={code} onChange={setCode} />
 */
export function HiddenScanInput({
  action,
  type,
  label,
  value,
  onChange,
  disabled = false,
}: {
  action: string;
  type: 'text' | 'password';
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // the scanner types into the focused input
  const attach = useCallback((input: HTMLInputElement | null) => {
    ref.current = input;
    focusOnMount(input);
  }, []);

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (input.isConnected && !isTextEntry(input.ownerDocument.activeElement)) input.focus({ preventScroll: true });
      }, 0);
    };
    input.addEventListener('blur', keepFocus);
    return () => {
      clearTimeout(timer);
      input.removeEventListener('blur', keepFocus);
    };
  }, []);

  return (
    <input
      ref={attach}
      className="kiosk-scan__input"
      type={type}
      aria-label={label}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      inputMode="none"
      // the scanner types into it, a visitor never does: out of the tab order
      tabIndex={-1}
      data-action={action}
      readOnly={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
