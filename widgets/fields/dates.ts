import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How a date is shown to the visitor (core spec §5). */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
/** How a date-time is shown to the visitor (core spec §5: the date display with hh:mm). */
export const DISPLAY_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
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

/** ISO date-time: the wall-clock time as written; seconds optional, a zone ignored like for dates. */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** The hh:mm part after a slash date: two-digit or one-digit hours. */
const TIME_FORMATS = ['HH:mm', 'H:mm'] as const;

/**
 * Parses a date-time typed in the formats of §5 ("date-time the same with hh:mm"): a slash date
 * of `parseKioskDate` followed by hh:mm, or ISO with a time. Returns undefined for anything else,
 * including a date without a time and impossible times (24:00, 12:60).
 *
 * @example
 * parseKioskDateTime('13/05/2024 14:30')?.format('YYYY-MM-DDTHH:mm:ss'); // '2024-05-13T14:30:00'
 * parseKioskDateTime('5/13/2024 9:05')?.format('HH:mm'); // '09:05'
 */
export function parseKioskDateTime(text: string): Dayjs | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return undefined;
  const iso = ISO_DATE_TIME.exec(trimmed);
  if (iso) {
    const moment = dayjs(`${iso[1]} ${iso[2]}:${iso[3] ?? '00'}`, 'YYYY-MM-DD HH:mm:ss', true);
    return moment.isValid() ? moment : undefined;
  }
  for (const dateFormat of SLASH_FORMATS) {
    for (const timeFormat of TIME_FORMATS) {
      const moment = dayjs(trimmed, `${dateFormat} ${timeFormat}`, true);
      if (moment.isValid()) return moment;
    }
  }
  return undefined;
}

/**
 * A date-time answer as the visitor sees it (DD/MM/YYYY HH:mm), or the text unchanged.
 *
 * @example
 * toDisplayDateTime('2024-05-13T14:30:00'); // '13/05/2024 14:30'
 */
export function toDisplayDateTime(text: string): string {
  return parseKioskDateTime(text)?.format(DISPLAY_DATE_TIME_FORMAT) ?? text;
}
