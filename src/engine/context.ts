/** Plain-data helpers for the flow context: immutable updates at dotted paths. */

export type Context = Record<string, unknown>;

/** Returns a copy of `data` with `value` at `path`; only the objects along the path are copied. */
export function setIn(data: Context, path: string, value: unknown): Context {
  const parts = path.split('.');
  const copy = (node: unknown, i: number): unknown => {
    const key = parts[i] as string;
    const base = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Context) : {};
    const next = i === parts.length - 1 ? value : copy(base[key], i + 1);
    return { ...base, [key]: next };
  };
  return copy(data, 0) as Context;
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
