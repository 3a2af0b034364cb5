import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { DISPLAY_DATE_FORMAT, parseKioskDate } from '../dates.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';

type Parts = { day: string; month: string; year: string };

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => pad(i + 1));

/**
 * Date (code 1): a text input accepting the formats of §5 (M/D/YYYY, DD/MM/YYYY, MM/DD/YYYY, ISO),
 * rewritten as DD/MM/YYYY when the visitor leaves it, plus day / month / year pickers for those
 * who prefer tapping. The pickers write DD/MM/YYYY into the same draft.
 */
export function DateInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { value, onChange, inputId } = props;
  const parsed = parseKioskDate(value[0] ?? '');
  const [partial, setPartial] = useState<Parts>({ day: '', month: '', year: '' });
  const shown: Parts = parsed ? { day: parsed.format('DD'), month: parsed.format('MM'), year: parsed.format('YYYY') } : partial;
  const thisYear = dayjs().year();
  const years = Array.from({ length: 111 }, (_, i) => String(thisYear + 10 - i));

  const pick = (part: keyof Parts, picked: string) => {
    const next = { ...shown, [part]: picked };
    setPartial(next);
    if (next.day && next.month && next.year) onChange([`${next.day}/${next.month}/${next.year}`]);
  };
  const normalise = () => {
    if (parsed && value[0] !== parsed.format(DISPLAY_DATE_FORMAT)) onChange([parsed.format(DISPLAY_DATE_FORMAT)]);
  };
  const select = (part: keyof Parts, options: readonly string[], labelKey: string) => (
    <select
      id={`${inputId}-${part}`}
      className="kiosk-select"
      aria-label={t(labelKey)}
      data-action={`date-${part}`}
      value={shown[part]}
      onChange={(event) => pick(part, event.target.value)}
    >
      <option value="">{t(labelKey)}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );

  return (
    <div className="kiosk-question">
      <SingleLineInput field={props} placeholder={t('registration:datePlaceholder')} onBlur={normalise} />
      <div className="kiosk-date-picker">
        {select('day', DAYS, 'registration:day')}
        {select('month', MONTHS, 'registration:month')}
        {select('year', years, 'registration:year')}
      </div>
    </div>
  );
}
