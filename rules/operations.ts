/**
 * The project's custom json-logic operations (DESIGN.md "Rules"). Pure functions over plain
 * values; registered once by the engine (`src/engine/logic.ts`), never at import time.
 */

/** True when every bit of `flag` is set in `value` (transaction types, weighing modes, §3). */
export function hasFlag(value: unknown, flag: unknown): boolean {
  const v = Number(value);
  const f = Number(flag);
  if (!Number.isInteger(v) || !Number.isInteger(f) || f === 0) return false;
  return (v & f) === f;
}

/** True for null, undefined, a blank string, an empty array or an empty object. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Length of an array or string; 0 for anything else. */
export function length(value: unknown): number {
  if (Array.isArray(value) || typeof value === 'string') return value.length;
  return 0;
}

/** Builds an object from alternating keys and values: `{"object": ["a", 1, "b", 2]}`. */
export function object(...pairs: unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let i = 0; i + 1 < pairs.length; i += 2) result[String(pairs[i])] = pairs[i + 1];
  return result;
}

/** Reads `key` of an object or index of an array: `{"get": [{"var": "answers"}, "q1"]}`. */
export function get(container: unknown, key: unknown): unknown {
  if (container === null || typeof container !== 'object') return null;
  const value = (container as Record<string, unknown>)[String(key)];
  return value === undefined ? null : value;
}

/** Values of an object as an array (e.g. the answers map). */
export function values(container: unknown): unknown[] {
  if (container === null || typeof container !== 'object') return [];
  return Object.values(container as Record<string, unknown>);
}

/**
 * How far the server's clock is ahead of the kiosk's (ms): the server's time (ISO 8601, core spec §7
 * GET /selfservicekiosks/time) minus the kiosk's at the moment it arrived; 0 while the server's is unknown.
 *
 * @example
 * clockOffset('2026-11-22T09:00:05Z', Date.parse('2026-11-22T09:00:00Z')) // 5000
 */
export function clockOffset(serverTime: unknown, at: unknown): number {
  const server = typeof serverTime === 'string' ? Date.parse(serverTime) : Number.NaN;
  return Number.isFinite(server) && typeof at === 'number' && Number.isFinite(at) ? server - at : 0;
}

/** The custom operations by json-logic name. */
export const customOperations = {
  hasFlag,
  isBlank,
  length,
  object,
  get,
  values,
  clockOffset,
} as const satisfies Record<string, (...args: never[]) => unknown>;
