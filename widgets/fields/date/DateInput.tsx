import { useState } from 'react';
import { useTranslation } from '../../kit/useTranslation.ts';
import type { FieldComponentProps } from '../defineField.ts';
import { DISPLAY_DATE_FORMAT, parseKioskDate } from '../dates.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';
import { DatePickers, NO_DATE, type DateParts } from './DatePickers.tsx';

/**
 * Date (code 1): a text input accepting the formats of §5 (M/D/YYYY, DD/MM/YYYY, MM/DD/YYYY, ISO),
 * rewritten as DD/MM/YYYY when the visitor leaves it, plus day / month / year pickers for those
 * who prefer tapping. The pickers write DD/MM/YYYY into the same draft. The on-screen keyboard
 * gives digits and the slash (keyboard type `date`).
 */
export function DateInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { value, onChange, inputId } = props;
  const parsed = parseKioskDate(value[0] ?? '');
  const [partial, setPartial] = useState<DateParts>(NO_DATE);
  const shown: DateParts = parsed ? { day: parsed.format('DD'), month: parsed.format('MM'), year: parsed.format('YYYY') } : partial;

  const pick = (next: DateParts) => {
    setPartial(next);
    if (next.day && next.month && next.year) onChange([`${next.day}/${next.month}/${next.year}`]);
  };
  const normalise = () => {
    if (parsed && value[0] !== parsed.format(DISPLAY_DATE_FORMAT)) onChange([parsed.format(DISPLAY_DATE_FORMAT)]);
  };

  return (
    <div className="kiosk-question">
      <SingleLineInput field={props} keyboard="date" placeholder={t('registration:datePlaceholder')} onBlur={normalise} />
      <DatePickers idPrefix={inputId} parts={shown} onPick={pick} />
    </div>
  );
}
