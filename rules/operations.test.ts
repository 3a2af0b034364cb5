import { describe, expect, it } from 'vitest';
import { clockOffset, get, hasFlag, isBlank, length, object, values } from './operations.ts';

describe('custom json-logic operations', () => {
  it("clockOffset is how far the server's clock is ahead of the kiosk's; 0 while the server's time is unknown", () => {
    const at = Date.parse('2026-11-22T09:00:00Z');
    expect(clockOffset('2026-11-22T09:00:05Z', at)).toBe(5_000);
    expect(clockOffset('2026-11-22T08:59:00Z', at)).toBe(-60_000);
    expect([clockOffset(null, at), clockOffset('not a time', at), clockOffset('2026-11-22T09:00:05Z', null)]).toEqual([0, 0, 0]);
  });
  it('hasFlag tests bit flags (transaction types, weighing modes)', () => {
    expect(hasFlag(1 | 4, 4)).toBe(true);
    expect(hasFlag(2, 1)).toBe(false);
    expect(hasFlag(5, 0)).toBe(false);
    expect(hasFlag(null, 1)).toBe(false);
    expect(hasFlag('5', '1')).toBe(true);
  });
  it('isBlank treats null, blank strings, empty arrays and objects as blank', () => {
    for (const v of [null, undefined, '', '  ', [], {}]) expect(isBlank(v)).toBe(true);
    for (const v of [0, false, 'a', [0], { a: 1 }]) expect(isBlank(v)).toBe(false);
  });
  it('length, object, get and values', () => {
    expect(length([1, 2])).toBe(2);
    expect(length('abc')).toBe(3);
    expect(length(null)).toBe(0);
    expect(object('a', 1, 'b', 2)).toEqual({ a: 1, b: 2 });
    expect(get({ q1: 'x' }, 'q1')).toBe('x');
    expect(get(null, 'q1')).toBeNull();
    expect(values({ a: 1, b: 2 })).toEqual([1, 2]);
  });
});
