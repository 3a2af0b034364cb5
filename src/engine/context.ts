/** Plain-data helpers for the flow context: immutable updates at dotted paths. */

export type Context = Record<string, unknown>;

/** Returns a copy of `data` with `value` at `path`; only the objects along the path are copied. */
export function setIn(data: Context, path: string, value: unknown): Context {
  return setAt(data, path.split('.'), 0, value);
}

function setAt(node: unknown, parts: readonly string[], i: number, value: unknown): Context {
  const key = parts[i] as string;
  const base = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Context) : undefined;
  const copy: Context = { ...base };
  const next = i === parts.length - 1 ? value : setAt(base?.[key], parts, i + 1, value);
  // an assignment after the spread is about twice as fast as a computed key in the literal;
  // `__proto__` must stay an own key, as in the literal, not set the prototype
  if (key === '__proto__') Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  else copy[key] = next;
  return copy;
}

/** Returns a copy of `data` without the value at `path`. */
export function unsetIn(data: Context, path: string): Context {
  const parts = path.split('.');
  const last = parts.pop() as string;
  const parent = parts.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Context)[key] : undefined), data);
  if (!parent || typeof parent !== 'object' || !(last in (parent as Context))) return data;
  const { [last]: _removed, ...rest } = parent as Context;
  return parts.length === 0 ? rest : setIn(data, parts.join('.'), rest);
}
