/**
 * The time spinner of core spec §5 / §9: hours 0-23, minutes 0-55 in steps of 5, both wrapping
 * at their limits (23 → 0, 55 → 0 and back). Minutes that are no multiple of 5 (typed ones) step
 * to the next or previous multiple.
 */

export const MINUTE_STEP = 5;

/**
 * @example
 * stepHour(23, 1); // 0
 * stepHour(0, -1); // 23
 */
export function stepHour(hour: number, direction: 1 | -1): number {
  const current = Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 0;
  return (current + direction + 24) % 24;
}

/**
 * @example
 * stepMinute(55, 1); // 0
 * stepMinute(0, -1); // 55
 * stepMinute(32, 1); // 35
 * stepMinute(32, -1); // 30
 */
export function stepMinute(minute: number, direction: 1 | -1): number {
  const current = Number.isInteger(minute) && minute >= 0 && minute <= 59 ? minute : 0;
  const next = direction === 1 ? Math.floor(current / MINUTE_STEP) * MINUTE_STEP + MINUTE_STEP : Math.ceil(current / MINUTE_STEP) * MINUTE_STEP - MINUTE_STEP;
  return (next + 60) % 60;
}

/** Two digits: 7 → '07'. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
