import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { DISPLAY_DATE_FORMAT, parseKioskDate } from '../dates.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';
import { DatePickers, NO_DATE, type DateParts } from './DatePickers.tsx';

/**
 * Date (code 1): a text input accepting the formats of §5 (M/D/YYYY, DD/MM/YYYY, MM/DD/YYYY, ISO),
 * rewritten as DD/MM/YYYY when the visitor leaves it, plus day / month / year pickers for those
 * who prefer tapping. The pickers write DD/MM/YYYY into the same draft. The on-screen keyboard
 * gives digits and the slash (keyboard type `date`).
 *
 * What the pickers hold before the date is whole belongs to the question it was picked on: from
 * one date question to the next the Questionary keeps this widget's elements (`keepsElements`),
 * and the next question's pickers start from its own draft.
 */
export function DateInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const parsed = parseKioskDate(value[0] ?? '');
  const [partialFor, setPartialFor] = useState<{ readonly node: string; readonly parts: DateParts } | null>(null);
  const partial = partialFor?.node === node.id ? partialFor.parts : NO_DATE;
  const shown: DateParts = parsed ? { day: parsed.format('DD'), month: parsed.format('MM'), year: parsed.format('YYYY') } : partial;

  const pick = (next: DateParts) => {
    setPartialFor({ node: node.id, parts: next });
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
