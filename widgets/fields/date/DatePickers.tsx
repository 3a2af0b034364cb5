import dayjs from 'dayjs';
import { useLayoutEffect, useMemo, useRef } from 'react';
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
  const thisYear = dayjs().year();
  const years = useMemo(() => Array.from({ length: 111 }, (_, i) => String(thisYear + 10 - i)), [thisYear]);
  if (!painted) return <div className="kiosk-date-picker kiosk-date-picker--later" />;
  const select = (part: keyof DateParts, values: readonly string[], labelKey: string) => (
    <PickerSelect
      id={`${idPrefix}-${part}`}
      label={t(labelKey)}
      action={`date-${part}`}
      values={values}
      value={parts[part]}
      onChange={(value) => onPick({ ...parts, [part]: value })}
    />
  );
  return (
    <div className="kiosk-date-picker">
      {select('day', DAYS, 'registration:day')}
      {select('month', MONTHS, 'registration:month')}
      {select('year', years, 'registration:year')}
    </div>
  );
}

/**
 * One picker: a select whose first option is its label ('' = not chosen), then `values`. The
 * value options are fixed numbers of ours, put in by hand after the select is drawn: Preact
 * neither creates nor compares nor takes apart 154 elements of its own, which it did in the step
 * that leaves a date question (issue 11, docs/performance.md).
 */
function PickerSelect({
  id,
  label,
  action,
  values,
  value,
  onChange,
}: {
  id: string;
  label: string;
  action: string;
  values: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const select = ref.current;
    if (!select) return;
    // after the label option Preact draws; new values (a new year) replace the old ones
    while (select.options.length > 1) select.options[1]?.remove();
    select.append(...values.map((option) => new Option(option, option)));
  }, [values]);
  // Preact set the value before the options were in: set it once they are
  // biome-ignore lint/correctness/useExhaustiveDependencies: new options (values) need the value set again
  useLayoutEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value, values]);
  return (
    <select ref={ref} id={id} className="kiosk-select" aria-label={label} data-action={action} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{label}</option>
    </select>
  );
}
