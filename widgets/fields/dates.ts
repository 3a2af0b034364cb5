import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How a date is shown to the visitor (core spec §5). */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
/** How a date answer is submitted (core spec §5). */
export const SUBMIT_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/**
 * Typed formats of §5, tried in this order with strict parsing: two-digit day first because the
 * kiosk displays DD/MM/YYYY, so '05/06/2024' is 5 June; '05/13/2024' only fits MM/DD/YYYY and
 * '5/13/2024' only M/D/YYYY.
 */
const SLASH_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'M/D/YYYY'] as const;

/** ISO date with an optional time and zone; the zone is ignored so the calendar day never shifts. */
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses a date typed in one of the formats of §5 (M/D/YYYY, DD/MM/YYYY, MM/DD/YYYY, ISO) to the
 * start of that day, or undefined when the text is no real date (31/02/2024 is not).
 *
 * @example
 * parseKioskDate('13/05/2024')?.format('YYYY-MM-DD'); // '2024-05-13'
 * parseKioskDate('2024-05-13T10:00:00Z')?.format('YYYY-MM-DD'); // '2024-05-13'
 */
export function parseKioskDate(text: string): Dayjs | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const iso = ISO_DATE.exec(trimmed);
  if (iso) {
    const day = dayjs(iso[1], 'YYYY-MM-DD', true);
    return day.isValid() ? day.startOf('day') : undefined;
  }
  for (const format of SLASH_FORMATS) {
    const day = dayjs(trimmed, format, true);
    if (day.isValid()) return day.startOf('day');
  }
  return undefined;
}

/**
 * A date answer as the visitor sees it (DD/MM/YYYY), or the text unchanged when it is no date.
 *
 * @example
 * toDisplayDate('2024-05-13T00:00:00'); // '13/05/2024'
 */
export function toDisplayDate(text: string): string {
  return parseKioskDate(text)?.format(DISPLAY_DATE_FORMAT) ?? text;
}
