import { useState } from 'react';
import { useTranslation } from '../../kit/useTranslation.ts';
import type { FieldComponentProps } from '../defineField.ts';
import { DISPLAY_DATE_FORMAT, parseKioskDate } from '../dates.ts';
import { type LineOptions, SingleLineInput } from '../SingleLineInput.tsx';
import { DatePickers, NO_DATE, type DateParts } from './DatePickers.tsx';

/** A date typed in one of the formats of §5, written DD/MM/YYYY once the visitor leaves the line; anything else as it is. */
const tidyDate = (text: string): string => parseKioskDate(text)?.format(DISPLAY_DATE_FORMAT) ?? text;

/**
 * The date's line (core spec §5 date formats): the date keyboard (digits and the slash), the
 * format as its placeholder, the date rewritten DD/MM/YYYY when the visitor leaves it. The
 * Questionary draws it as it draws the simple fields' lines, with the pickers under it
 * (`underLine`), so the input and its focus stay from a line question to a date and back.
 */
export const dateLine: LineOptions = { keyboard: 'date', placeholderKey: 'registration:datePlaceholder', tidy: tidyDate };

/**
 * Date (code 1): a text input accepting the formats of §5 (M/D/YYYY, DD/MM/YYYY, MM/DD/YYYY, ISO),
 * rewritten as DD/MM/YYYY when the visitor leaves it, plus day / month / year pickers for those
 * who prefer tapping. The pickers write DD/MM/YYYY into the same draft. The on-screen keyboard
 * gives digits and the slash (keyboard type `date`). In a questionary the line and the pickers
 * are drawn apart (`dateLine`, {@link DateLinePickers}); this is the same, drawn as one widget.
 */
export function DateInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  return (
    <div className="kiosk-question">
      <SingleLineInput field={props} {...dateLine} placeholder={t(dateLine.placeholderKey ?? '')} />
      <DateLinePickers {...props} />
    </div>
  );
}

/**
 * The day, month and year pickers under the date's line, showing the draft's date. What they
 * hold before the date is whole belongs to the question it was picked on (node id): the line and
 * the pickers stay from one date question to the next, and the next question's pickers start
 * from its own draft; a question shown again finds what was picked on it.
 */
export function DateLinePickers(props: FieldComponentProps) {
  const { node, value, onChange, inputId } = props;
  const parsed = parseKioskDate(value[0] ?? '');
  const [partialFor, setPartialFor] = useState<{ readonly node: string; readonly parts: DateParts } | null>(null);
  const partial = partialFor?.node === node.id ? partialFor.parts : NO_DATE;
  const shown: DateParts = parsed ? { day: parsed.format('DD'), month: parsed.format('MM'), year: parsed.format('YYYY') } : partial;
  const pick = (next: DateParts) => {
    setPartialFor({ node: node.id, parts: next });
    if (next.day && next.month && next.year) onChange([`${next.day}/${next.month}/${next.year}`]);
  };
  return <DatePickers idPrefix={inputId} parts={shown} onPick={pick} />;
}
