import dayjs from 'dayjs';
import { useTranslation } from '../../kit/useTranslation.ts';
import { usePainted } from '../../kit/afterNextPaint.ts';

/** A date as the three pickers hold it: two-digit day and month, four-digit year; '' = not chosen. */
export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export const NO_DATE: DateParts = { day: '', month: '', year: '' };

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => pad(i + 1));

/**
 * Day, month and year pickers for visitors who prefer tapping to typing (Date and DateTime).
 * Years run from ten years ahead to a hundred back. `data-action` `date-day`, `date-month`,
 * `date-year`. The pickers are drawn once the question's first frame is painted, out of the step
 * (decision record 0009: three selects cost Chromium a few ms to create); their room is kept
 * meanwhile, so nothing moves when they come.
 */
export function DatePickers({ idPrefix, parts, onPick }: { idPrefix: string; parts: DateParts; onPick: (parts: DateParts) => void }) {
  const { t } = useTranslation(['registration']);
  const painted = usePainted();
  if (!painted) return <div className="kiosk-date-picker kiosk-date-picker--later" />;
  const thisYear = dayjs().year();
  const years = Array.from({ length: 111 }, (_, i) => String(thisYear + 10 - i));
  const select = (part: keyof DateParts, all: readonly string[], labelKey: string) => (
    <select
      id={`${idPrefix}-${part}`}
      className="kiosk-select"
      aria-label={t(labelKey)}
      data-action={`date-${part}`}
      value={parts[part]}
      onChange={(event) => onPick({ ...parts, [part]: event.target.value })}
    >
      <option value="">{t(labelKey)}</option>
      {all.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
  return (
    <div className="kiosk-date-picker">
      {select('day', DAYS, 'registration:day')}
      {select('month', MONTHS, 'registration:month')}
      {select('year', years, 'registration:year')}
    </div>
  );
}
