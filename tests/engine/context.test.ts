import { describe, expect, it } from 'vitest';
import { setIn, unsetIn } from '../../src/engine/context.ts';

describe('setIn / unsetIn', () => {
  it('copies only the objects along the path and never changes its input', () => {
    const data = { a: { b: 1, c: { d: 2 } }, e: [1] };
    const frozen = JSON.stringify(data);
    const next = setIn(data, 'a.b', 5);
    expect(next).toEqual({ a: { b: 5, c: { d: 2 } }, e: [1] });
    expect(next.e).toBe(data.e);
    expect((next.a as typeof data.a).c).toBe(data.a.c);
    expect(JSON.stringify(data)).toBe(frozen);
    expect(Object.keys(setIn(data, 'a.x.y', 1).a as object)).toEqual(['b', 'c', 'x']);
  });

  it('replaces what is not a plain object on the way (primitives, arrays)', () => {
    expect(setIn({ a: 3 }, 'a.b', 1)).toEqual({ a: { b: 1 } });
    expect(setIn({ a: [1, 2] }, 'a.1', 'x')).toEqual({ a: { 1: 'x' } });
    expect(setIn({ a: null }, 'a.b.c', true)).toEqual({ a: { b: { c: true } } });
  });

  it('keeps `__proto__` an own key, as data (it never sets a prototype)', () => {
    const next = setIn({}, 'a.__proto__', { polluted: true });
    const a = next.a as Record<string, unknown>;
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(Object.keys(a)).toEqual(['__proto__']);
    expect((a as { polluted?: boolean }).polluted).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('unsets a path, or returns the same object when there is nothing to remove', () => {
    const data = { a: { b: 1, c: 2 } };
    expect(unsetIn(data, 'a.b')).toEqual({ a: { c: 2 } });
    expect(unsetIn(data, 'a.zz')).toBe(data);
    expect(unsetIn(data, 'a')).toEqual({});
    expect(data).toEqual({ a: { b: 1, c: 2 } });
  });
});
