import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickers, NO_DATE, type DateParts } from '../date/DatePickers.tsx';
import type { FieldComponentProps } from '../defineField.ts';
import { DISPLAY_DATE_TIME_FORMAT, parseKioskDateTime } from '../dates.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';
import { TimeSpinner } from './TimeSpinner.tsx';
import { twoDigits } from './timeSpinner.ts';

/**
 * DateTime (code 8): a text input accepting the date formats of §5 with hh:mm, rewritten as
 * DD/MM/YYYY HH:mm when the visitor leaves it; day / month / year pickers and the time spinner
 * (hours 0-23, minutes in steps of 5, wrapping) for those who prefer tapping. The pickers and the
 * spinner write DD/MM/YYYY HH:mm into the same draft once a whole date is chosen.
 */
export function DateTimeInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { value, onChange, inputId } = props;
  const parsed = parseKioskDateTime(value[0] ?? '');
  const [partial, setPartial] = useState<{ date: DateParts; hour: number; minute: number }>({ date: NO_DATE, hour: 0, minute: 0 });
  const shown = parsed
    ? { date: { day: parsed.format('DD'), month: parsed.format('MM'), year: parsed.format('YYYY') }, hour: parsed.hour(), minute: parsed.minute() }
    : partial;

  const update = (next: { date: DateParts; hour: number; minute: number }) => {
    setPartial(next);
    const { day, month, year } = next.date;
    if (day && month && year) onChange([`${day}/${month}/${year} ${twoDigits(next.hour)}:${twoDigits(next.minute)}`]);
  };
  const normalise = () => {
    if (parsed && value[0] !== parsed.format(DISPLAY_DATE_TIME_FORMAT)) onChange([parsed.format(DISPLAY_DATE_TIME_FORMAT)]);
  };

  return (
    <div className="kiosk-question">
      <SingleLineInput field={props} keyboard="none" placeholder={t('registration:dateTimePlaceholder')} onBlur={normalise} />
      <div className="kiosk-date-time">
        <DatePickers idPrefix={inputId} parts={shown.date} onPick={(date) => update({ ...shown, date })} />
        <TimeSpinner hour={shown.hour} minute={shown.minute} onChange={(hour, minute) => update({ ...shown, hour, minute })} />
      </div>
    </div>
  );
}
