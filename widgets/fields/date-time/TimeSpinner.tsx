import { useTranslation } from 'react-i18next';
import { Icon } from '../../kit/icons.tsx';
import { stepHour, stepMinute, twoDigits } from './timeSpinner.ts';

function Spinner({ part, value, onStep, label }: { part: 'hour' | 'minute'; value: number; onStep: (direction: 1 | -1) => void; label: string }) {
  const { t } = useTranslation(['registration']);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons and a value, not a form fieldset
    <div className="kiosk-spinner-part" role="group" aria-label={label}>
      <span className="kiosk-spinner-part__label" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className="kiosk-icon-button"
        data-action={`${part}-up`}
        aria-label={t('registration:later', { part: label })}
        onClick={() => onStep(1)}
      >
        <Icon name="next" className="kiosk-icon kiosk-icon--up" />
      </button>
      <output className="kiosk-spinner-part__value" aria-live="polite" data-part={part}>
        {twoDigits(value)}
      </output>
      <button
        type="button"
        className="kiosk-icon-button"
        data-action={`${part}-down`}
        aria-label={t('registration:earlier', { part: label })}
        onClick={() => onStep(-1)}
      >
        <Icon name="next" className="kiosk-icon kiosk-icon--down" />
      </button>
    </div>
  );
}

/**
 * The time spinner of core spec §5: hours 0-23 and minutes in steps of 5, each with large up and
 * down buttons that wrap (`data-action` `hour-up`, `hour-down`, `minute-up`, `minute-down`).
 */
export function TimeSpinner({ hour, minute, onChange }: { hour: number; minute: number; onChange: (hour: number, minute: number) => void }) {
  const { t } = useTranslation(['registration']);
  return (
    <div className="kiosk-time-spinner">
      <Spinner part="hour" value={hour} label={t('registration:hours')} onStep={(direction) => onChange(stepHour(hour, direction), minute)} />
      <span className="kiosk-time-spinner__colon" aria-hidden="true">
        :
      </span>
      <Spinner part="minute" value={minute} label={t('registration:minutes')} onStep={(direction) => onChange(hour, stepMinute(minute, direction))} />
    </div>
  );
}
