import { z } from 'zod';

/**
 * Reading zod schemas the way the checker needs: walking a `var` path through one (context
 * paths, event payloads) and telling which kinds of JSON value one holds or accepts (prop types).
 * zod 4 keeps a schema's definition in `_zod.def`; only the fields used here are typed.
 */

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
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
}

export const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/**
 * Where a walk through a schema ended: at the schema the path names (`null` when the path goes on
 * past what a schema can tell: `unknown`, a transform), or where it stopped, at `depth` (index of
 * the part), with the keys known there and, for a leaf, what it is.
 */
export type Walk =
  | { readonly ok: true; readonly schema: z.ZodType | null }
  | { readonly ok: false; readonly depth: number; readonly known: readonly string[]; readonly kind?: string };

const UNKNOWN: Walk = { ok: true, schema: null };

/** Articles for leaf kinds in messages: "a text", "a number", ... */
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
 * `preprocess`) are looked through; past a `transform` or `unknown` anything goes. A union
 * holds a path when one of its options does (the path's schema is then the union of theirs).
 */
export function walk(schema: z.ZodType, parts: readonly string[], depth = 0): Walk {
  if (depth >= parts.length) return { ok: true, schema };
  const def = defOf(schema);
  const part = parts[depth] as string;
  switch (def.type) {
    case 'any':
    case 'unknown':
    case 'transform':
    case 'custom':
      return UNKNOWN;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return def.innerType ? walk(def.innerType, parts, depth) : UNKNOWN;
    case 'lazy':
      return def.getter ? walk(def.getter(), parts, depth) : UNKNOWN;
    case 'pipe': {
      // preprocess(fn, schema) is pipe(transform, schema); schema.transform(fn) is pipe(schema, transform):
      // the path is checked on the schema side, and what a transform gives there is unknown
      const out = def.out as z.ZodType;
      if (defOf(out).type !== 'transform') return walk(out, parts, depth);
      const inner = walk(def.in as z.ZodType, parts, depth);
      return inner.ok ? UNKNOWN : inner;
    }
    case 'object': {
      const shape = def.shape ?? {};
      if (Object.hasOwn(shape, part)) return walk(shape[part] as z.ZodType, parts, depth + 1);
      if (def.catchall && defOf(def.catchall).type !== 'never') return walk(def.catchall, parts, depth + 1);
      return { ok: false, depth, known: Object.keys(shape) };
    }
    case 'record':
      return def.valueType ? walk(def.valueType, parts, depth + 1) : UNKNOWN;
    case 'array':
      if (/^\d+$/.test(part)) return def.element ? walk(def.element, parts, depth + 1) : UNKNOWN;
      // json-logic reads a list's `length`
      if (part === 'length' && depth === parts.length - 1) return { ok: true, schema: NUMBER };
      return { ok: false, depth, known: [], kind: 'a list' };
    case 'tuple': {
      if (!/^\d+$/.test(part)) return { ok: false, depth, known: [], kind: 'a list' };
      const item = def.items?.[Number(part)] ?? def.rest;
      return item ? walk(item, parts, depth + 1) : { ok: false, depth, known: [], kind: `a list of ${def.items?.length ?? 0}` };
    }
    case 'union': {
      const results = (def.options ?? []).map((option) => walk(option, parts, depth));
      const held = results.filter((r): r is Extract<Walk, { ok: true }> => r.ok);
      if (held.length === 0) return deepest(results);
      if (held.some((r) => r.schema === null)) return UNKNOWN;
      return { ok: true, schema: held.length === 1 ? (held[0]?.schema ?? null) : unionOf(held.map((r) => r.schema as z.ZodType)) };
    }
    case 'intersection': {
      const results = [def.left, def.right].filter((s): s is z.ZodType => !!s).map((side) => walk(side, parts, depth));
      return results.find((r) => r.ok) ?? deepest(results);
    }
    default:
      // json-logic reads a text's `length` too
      if (def.type === 'string' && part === 'length' && depth === parts.length - 1) return { ok: true, schema: NUMBER };
      return { ok: false, depth, known: [], kind: KIND_NAMES[def.type] ?? `a ${def.type}` };
  }
}

/** Of failed walks, the one that got furthest, with the keys known there by any of them. */
export function deepest(results: readonly Walk[]): Walk {
  let best: Walk | undefined;
  for (const r of results) {
    if (r.ok) return r;
    if (!best || (!best.ok && r.depth > best.depth)) best = r;
  }
  if (!best || best.ok) return UNKNOWN;
  const depth = best.depth;
  const known = new Set<string>();
  for (const r of results)
    if (!r.ok && r.depth === depth)
      r.known.forEach((k) => {
        known.add(k);
      });
  return { ...best, known: [...known] };
}

const NUMBER = z.number();

/** A union of schemas (one schema stays itself). */
export function unionOf(options: readonly z.ZodType[]): z.ZodType {
  return options.length === 1 ? (options[0] as z.ZodType) : z.union(options as [z.ZodType, ...z.ZodType[]]);
}

/** The kinds of JSON value a schema describes. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'array' | 'object';

/** What kinds of value a schema holds (`output`: a value in the context) or accepts (`input`: a prop); `any` when it cannot tell. */
export function kindsOf(schema: z.ZodType, io: 'input' | 'output'): Set<ValueKind> | 'any' {
  const def = defOf(schema);
  const join = (schemas: readonly z.ZodType[]): Set<ValueKind> | 'any' => {
    const all = new Set<ValueKind>();
    for (const s of schemas) {
      const kinds = kindsOf(s, io);
      if (kinds === 'any') return 'any';
      kinds.forEach((k) => {
        all.add(k);
      });
    }
    return all;
  };
  const plus = (inner: z.ZodType | undefined, extra: ValueKind): Set<ValueKind> | 'any' => {
    const kinds = inner ? kindsOf(inner, io) : 'any';
    return kinds === 'any' ? 'any' : new Set([...kinds, extra]);
  };
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return new Set(['string']);
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return new Set(['number']);
    case 'boolean':
      return new Set(['boolean']);
    case 'null':
      return new Set(['null']);
    case 'undefined':
    case 'void':
      return new Set(['undefined']);
    case 'never':
      return new Set();
    case 'date':
    case 'object':
    case 'record':
    case 'map':
      return new Set(['object']);
    case 'array':
    case 'tuple':
    case 'set':
      return new Set(['array']);
    case 'literal':
    case 'enum': {
      const values = def.values ?? Object.values(def.entries ?? {});
      return new Set(values.map((v) => (v === null ? 'null' : v === undefined ? 'undefined' : (typeof v as ValueKind))));
    }
    case 'optional':
      return plus(def.innerType, 'undefined');
    case 'nullable':
      return plus(def.innerType, 'null');
    case 'default':
    case 'prefault':
      // a missing input takes the default
      return io === 'input' ? plus(def.innerType, 'undefined') : def.innerType ? kindsOf(def.innerType, io) : 'any';
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? kindsOf(def.innerType, io) : 'any';
    case 'catch':
      // any input is caught
      return io === 'input' ? 'any' : def.innerType ? kindsOf(def.innerType, io) : 'any';
    case 'lazy':
      return def.getter ? kindsOf(def.getter(), io) : 'any';
    case 'pipe': {
      const side = (io === 'input' ? def.in : def.out) as z.ZodType;
      return defOf(side).type === 'transform' ? 'any' : kindsOf(side, io);
    }
    case 'union':
      return join(def.options ?? []);
    case 'intersection': {
      const left = def.left ? kindsOf(def.left, io) : 'any';
      const right = def.right ? kindsOf(def.right, io) : 'any';
      if (left === 'any') return right;
      if (right === 'any') return left;
      return new Set([...left].filter((k) => right.has(k)));
    }
    default:
      return 'any';
  }
}
