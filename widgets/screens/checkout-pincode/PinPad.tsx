import { useTranslation } from 'react-i18next';
import { Icon } from '../../kit/icons.tsx';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The numeric on-screen keyboard of the pincode screen (core spec §2): digits, delete and enter
 * (a check mark, named by `enterLabel`, as on payment terminals: it fits every language).
 * Keys never take the focus, so a physical keyboard keeps typing into the input as well.
 */
export function PinPad({
  onDigit,
  onDelete,
  onEnter,
  canDelete,
  canEnter,
  enterLabel,
}: {
  onDigit: (digit: string) => void;
  onDelete: () => void;
  onEnter: () => void;
  canDelete: boolean;
  canEnter: boolean;
  enterLabel: string;
}) {
  const { t } = useTranslation(['checkout']);
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of keys, not a form fieldset
    <div className="kiosk-pinpad" role="group" aria-label={t('checkout:keypad')}>
      {DIGITS.map((digit) => (
        <button key={digit} type="button" className="kiosk-pinpad__key" data-action={`key:${digit}`} onMouseDown={keep} onClick={() => onDigit(digit)}>
          {digit}
        </button>
      ))}
      <button
        type="button"
        className="kiosk-pinpad__key kiosk-pinpad__key--function"
        data-action="key:delete"
        aria-label={t('checkout:keyDelete')}
        onMouseDown={keep}
        onClick={onDelete}
        disabled={!canDelete}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="kiosk-icon">
          <path d="M9 6h11v12H9l-6-6z M12 9l5 6M17 9l-5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
        </svg>
      </button>
      <button type="button" className="kiosk-pinpad__key" data-action="key:0" onMouseDown={keep} onClick={() => onDigit('0')}>
        0
      </button>
      <button
        type="button"
        className="kiosk-pinpad__key kiosk-pinpad__key--enter"
        data-action="submit"
        aria-label={enterLabel}
        title={enterLabel}
        onMouseDown={keep}
        onClick={onEnter}
        disabled={!canEnter}
      >
        <Icon name="check" />
      </button>
    </div>
  );
}
