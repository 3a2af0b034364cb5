import type { z } from 'zod';
import { suggest } from '../../engine/suggest.ts';

/** A context path a flow writes (`set`, `merge`, a call's or poll's `into`, initial `context`). */
export interface ContextTarget {
  readonly path: string;
  /** What is written there, when known (a call's answer schema); otherwise anything. */
  readonly schema?: z.ZodType;
}

/** The verdict on one read path: fine, or what is wrong with a hint. */
export type PathVerdict = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly hint: string };

/** Where a walk through a schema stopped: at `depth` (index of the part), with the keys known there. */
type Walk = { readonly ok: true } | { readonly ok: false; readonly depth: number; readonly known: readonly string[]; readonly kind?: string };

const OK: Walk = { ok: true };

interface ZodDef {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Articles for leaf kinds in messages: "a string", "a number", ... */
const KIND_NAMES: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  int: 'a number',
  bigint: 'a number',
  boolean: 'a boolean',
  literal: 'a fixed value',
  enum: 'one of fixed values',
  null: 'null',
  date: 'a date',
  undefined: 'nothing',
  never: 'nothing',
};

/**
 * Walks `parts` (from `depth`) through a zod schema the way json-logic `var` walks data: object
 * keys, record keys, array and tuple indexes. Wrappers (optional, nullable, default, pipes of
 * `preprocess`) are looked through; past a `transform` or `unknown` anything goes.
 */
function walk(schema: z.ZodType, parts: readonly string[], depth: number): Walk {
  if (depth >= parts.length) return OK;
  const def = defOf(schema);
  const part = parts[depth] as string;
  switch (def.type) {
    case 'any':
    case 'unknown':
    case 'transform':
    case 'custom':
      return OK;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return def.innerType ? walk(def.innerType, parts, depth) : OK;
    case 'lazy':
      return def.getter ? walk(def.getter(), parts, depth) : OK;
    case 'pipe': {
      // preprocess(fn, schema) is pipe(transform, schema); schema.transform(fn) is pipe(schema, transform)
      const out = def.out as z.ZodType;
      return walk(defOf(out).type === 'transform' ? (def.in as z.ZodType) : out, parts, depth);
    }
    case 'object': {
      const shape = def.shape ?? {};
      if (Object.hasOwn(shape, part)) return walk(shape[part] as z.ZodType, parts, depth + 1);
      if (def.catchall && defOf(def.catchall).type !== 'never') return walk(def.catchall, parts, depth + 1);
      return { ok: false, depth, known: Object.keys(shape) };
    }
    case 'record':
      return def.valueType ? walk(def.valueType, parts, depth + 1) : OK;
    case 'array':
      if (/^\d+$/.test(part)) return def.element ? walk(def.element, parts, depth + 1) : OK;
      return { ok: false, depth, known: [], kind: 'a list' };
    case 'tuple': {
      if (!/^\d+$/.test(part)) return { ok: false, depth, known: [], kind: 'a list' };
      const item = def.items?.[Number(part)] ?? def.rest;
      return item ? walk(item, parts, depth + 1) : { ok: false, depth, known: [], kind: `a list of ${def.items?.length ?? 0}` };
    }
    case 'union': {
      const results = (def.options ?? []).map((option) => walk(option, parts, depth));
      return results.find((r) => r.ok) ?? deepest(results);
    }
    case 'intersection': {
      const results = [def.left, def.right].filter((s): s is z.ZodType => !!s).map((side) => walk(side, parts, depth));
      return results.find((r) => r.ok) ?? deepest(results);
    }
    default:
      return { ok: false, depth, known: [], kind: KIND_NAMES[def.type] ?? `a ${def.type}` };
  }
}

function deepest(results: readonly Walk[]): Walk {
  let best: Walk | undefined;
  const known = new Set<string>();
  for (const r of results) {
    if (r.ok) return r;
    if (!best || (!best.ok && r.depth > best.depth)) best = r;
  }
  if (!best || best.ok) return OK;
  for (const r of results) if (!r.ok && r.depth === best.depth) r.known.forEach((k) => known.add(k));
  return { ...best, known: [...known] };
}

/**
 * Checks the context paths a flow reads against the flow context schema and the paths the flows
 * write themselves (DESIGN.md "Context": "the checker can reject a `var` that names nothing").
 * A path is fine when the schema has it, when it lies under a written path (checked against the
 * call's answer schema when the writer is a call), or when it leads to a written path.
 *
 * @example
 * const paths = createContextPaths(FlowContext, [{ path: 'registration.startedOn' }]);
 * paths.check('kiosk.timeouts.endScreen'); // { ok: true }
 * paths.check('kiosk.timeout');            // { ok: false, message: '... has no "timeout"', hint: 'did you mean "timeouts"? ...' }
 */
export function createContextPaths(schema: z.ZodType, targets: readonly ContextTarget[]): { check(path: string): PathVerdict } {
  const written = targets.map((t) => ({ parts: t.path.split('.'), schema: t.schema }));
  const isPrefix = (prefix: readonly string[], of: readonly string[]) => prefix.length <= of.length && prefix.every((p, i) => p === of[i]);

  return {
    check(path) {
      const parts = path.split('.');
      const results: Walk[] = [walk(schema, parts, 0)];
      if (results[0]?.ok) return { ok: true };
      for (const target of written) {
        if (isPrefix(parts, target.parts)) return { ok: true };
        if (!isPrefix(target.parts, parts)) continue;
        if (!target.schema) return { ok: true };
        const result = walk(target.schema, parts, target.parts.length);
        if (result.ok) return { ok: true };
        results.push(result);
      }
      const failure = deepest(results) as Extract<Walk, { ok: false }>;
      // keys written by flows at the failing level count as known too
      const parent = parts.slice(0, failure.depth);
      const known = new Set(failure.known);
      for (const target of written) if (target.parts.length > failure.depth && isPrefix(parent, target.parts)) known.add(target.parts[failure.depth] as string);
      return describe(path, parts, failure.depth, [...known], failure.kind);
    },
  };
}

function describe(path: string, parts: readonly string[], depth: number, known: readonly string[], kind?: string): PathVerdict {
  const missing = parts[depth] as string;
  const parent = parts.slice(0, depth).join('.');
  const close = suggest(missing, known);
  const didYouMean = close ? `did you mean "${[...parts.slice(0, depth), close].join('.')}"? ` : '';
  const knownList = known.length > 0 ? `known here: ${[...known].sort().join(', ')}` : '';
  if (depth === 0) {
    return {
      ok: false,
      message: `"${path}" names nothing in the flow context`,
      hint: `${didYouMean}declare "${missing}" in the flow context schema, or write it with set, merge or a call's into`,
    };
  }
  if (kind === 'a list') {
    return { ok: false, message: `"${path}" reads "${missing}" of "${parent}", which is a list`, hint: `read an item by its index, e.g. "${parent}.0"` };
  }
  if (kind) {
    return { ok: false, message: `"${path}" reads "${missing}" of "${parent}", which is ${kind}`, hint: `read "${parent}" itself` };
  }
  return { ok: false, message: `"${path}" names nothing in the flow context: "${parent}" has no "${missing}"`, hint: `${didYouMean}${knownList}`.trim() };
}
