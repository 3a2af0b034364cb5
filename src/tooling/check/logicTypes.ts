import { z } from 'zod';
import { isOperation, isRecordTemplate } from '../../engine/logic.ts';
import { defOf, kindsOf, unionOf, type ValueKind, walk } from './zodWalk.ts';

/** What an expression may read: the context's types, named rules and constants, and the event when it sees one. */
export interface TypeEnv {
  /** The schema of the value at a context path; null when unknown. */
  readonly typeOf: (path: string) => z.ZodType | null;
  /** Named rules as written (`rules/*.rules.json`), for `{"rule": name}`. */
  readonly rules?: Readonly<Record<string, unknown>>;
  /** Named constants: group → name → value, for `{"const": "Group.Name"}`. */
  readonly constants?: Readonly<Record<string, Readonly<Record<string, number | string>>>>;
  /**
   * The event the expression sees: its payload schema, null when unknown, undefined when it sees
   * none (then `event.*` is null).
   */
  readonly event?: z.ZodType | null;
}

const BOOLEAN_OPS = new Set(['==', '===', '!=', '!==', '>', '>=', '<', '<=', '!', '!!', 'in', 'all', 'none', 'some']);
const NUMBER_OPS = new Set(['+', '-', '*', '/', '%', 'min', 'max', 'length']);
const STRING_OPS = new Set(['cat', 'substr']);
const ARRAY_OPS = new Set(['merge', 'map', 'missing', 'missing_some']);

/** A union of known types; unknown (null) when any is. */
function union(types: readonly (z.ZodType | null)[]): z.ZodType | null {
  if (types.some((t) => t === null)) return null;
  return types.length === 0 ? z.never() : unionOf(types as z.ZodType[]);
}

const isBooleanOnly = (type: z.ZodType | null): boolean => {
  if (!type) return false;
  const kinds = kindsOf(type, 'output');
  return kinds !== 'any' && [...kinds].every((k) => k === 'boolean');
};

/**
 * The type of the value a json-logic expression gives, as a zod schema, where it can be known
 * (issue 10 item 2): `var` → the schema at that context path (or in the event's payload);
 * comparisons, `!`, `!!`, `in`, `some`/`all`/`none` → boolean; `and`/`or` of booleans → boolean,
 * else the union of their operands; `cat`, `substr` → text; `+ - * / %`, `min`, `max`, `length` →
 * number; `if`/`?:` → the union of its branches (null without an else); `filter` → a list of the
 * input's items; `merge`, `map` → a list; a literal → its value; a record template → an object
 * of its values' types; `rule` → its logic's type; `const` → its value. Anything else: null
 * (unknown), and the checker then says nothing.
 *
 * @example
 * inferLogicType({ var: 'kiosk.timeouts.endScreen' }, env); // the context schema's number
 * inferLogicType({ if: [{ var: 'x' }, 'a', 'b'] }, env);     // z.union([z.literal('a'), z.literal('b')])
 */
export function inferLogicType(logic: unknown, env: TypeEnv, rulesSeen: readonly string[] = []): z.ZodType | null {
  const infer = (value: unknown) => inferLogicType(value, env, rulesSeen);
  if (logic === null) return z.null();
  if (typeof logic === 'string' || typeof logic === 'number' || typeof logic === 'boolean') return z.literal(logic);
  if (Array.isArray(logic)) {
    const items = logic.map(infer);
    return z.array(items.length === 0 ? z.unknown() : (union(items) ?? z.unknown()));
  }
  if (typeof logic !== 'object') return null;
  if (isRecordTemplate(logic)) return z.object(Object.fromEntries(Object.entries(logic).map(([key, value]) => [key, infer(value) ?? z.unknown()])));
  if (!isOperation(logic)) return null;
  const [op, arg] = Object.entries(logic)[0] as [string, unknown];
  const args = Array.isArray(arg) ? arg : [arg];
  if (op === 'var') return varType(args, env, infer);
  if (BOOLEAN_OPS.has(op)) return z.boolean();
  if (NUMBER_OPS.has(op)) return z.number();
  if (STRING_OPS.has(op)) return z.string();
  if (op === 'and' || op === 'or') {
    const types = args.map(infer);
    return types.every(isBooleanOnly) ? z.boolean() : union(types);
  }
  if (op === 'if' || op === '?:') {
    // [condition, value, condition, value, ..., else]: the values, and the else when the count is odd
    const branches: unknown[] = [];
    for (let i = 1; i < args.length; i += 2) branches.push(args[i]);
    const types = branches.map(infer);
    // without an else (an even count) the last condition failing gives null
    types.push(args.length % 2 === 1 ? infer(args.at(-1)) : z.null());
    return union(types);
  }
  if (op === 'filter') {
    const input = infer(args[0]);
    const items = input ? walk(input, ['0']) : null;
    return z.array(items?.ok && items.schema ? items.schema : z.unknown());
  }
  if (ARRAY_OPS.has(op)) return z.array(z.unknown());
  if (op === 'rule') {
    const name = String(arg);
    if (rulesSeen.includes(name) || !env.rules || !Object.hasOwn(env.rules, name)) return null;
    return inferLogicType(env.rules[name], env, [...rulesSeen, name]);
  }
  if (op === 'const') {
    const [group, key] = String(arg).split('.', 2) as [string, string | undefined];
    const value = key === undefined ? undefined : env.constants?.[group]?.[key];
    return value === undefined ? null : z.literal(value);
  }
  if (op === 'log') return infer(args[0]);
  return null;
}

function varType(args: readonly unknown[], env: TypeEnv, infer: (value: unknown) => z.ZodType | null): z.ZodType | null {
  const [path, fallback] = args;
  if (typeof path !== 'string' && typeof path !== 'number') return null;
  const text = String(path);
  if (text === '') return null;
  let type: z.ZodType | null;
  const parts = text.split('.');
  if (parts[0] === 'event') {
    if (env.event === undefined) return args.length > 1 ? infer(fallback) : z.null();
    if (env.event === null) return null;
    const found = walk(env.event, parts.slice(1));
    type = found.ok ? found.schema : null;
  } else type = env.typeOf(text);
  // a missing value reads as the default
  return args.length > 1 && type ? union([type, infer(fallback)]) : type;
}

/** Literal values a schema stands for (a literal, an enum, a union of them); null when not a finite set. */
function literalValues(schema: z.ZodType): readonly unknown[] | null {
  const def = defOf(schema);
  if (def.type === 'null') return [null];
  if (def.type === 'literal') return def.values ?? null;
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'union') {
    const all: unknown[] = [];
    for (const option of def.options ?? []) {
      const values = literalValues(option);
      if (!values) return null;
      all.push(...values);
    }
    return all;
  }
  return null;
}

const KIND_WORDS: Readonly<Record<ValueKind, string>> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
  undefined: 'nothing',
  array: 'a list',
  object: 'an object',
};

/** The kinds in words: "a text or a number". */
function kindWords(kinds: Iterable<ValueKind>): string {
  const words = [...kinds].map((k) => KIND_WORDS[k]);
  return words.length === 0 ? 'nothing' : words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Why a prop cannot take a value: where in the value (`[]` the whole value), what the prop takes and what the expression gives. */
export interface Misfit {
  readonly where: readonly string[];
  readonly takes: string;
  readonly gives: string;
}

const meaningful = (kinds: ReadonlySet<ValueKind>) => new Set([...kinds].filter((k) => k !== 'null' && k !== 'undefined'));

/**
 * Whether a prop's schema can take what an expression gives (`given`, from `inferLogicType`).
 * A missing value (null) is never held against an expression: `var` of data not there yet is
 * null, and props fall back. Reported: no kind of value the expression gives is one the prop
 * takes (a number for a text), a literal the prop refuses ("sucess" for a variant), and the same
 * inside lists and objects whose items the expression's type knows.
 *
 * @example
 * misfit(z.string().nullish(), z.number()); // { where: [], takes: 'a text', gives: 'a number' }
 */
export function misfit(prop: z.ZodType, given: z.ZodType, where: readonly string[] = []): Misfit | null {
  const takes = kindsOf(prop, 'input');
  const gives = kindsOf(given, 'output');
  if (takes === 'any' || gives === 'any') return null;
  const wanted = meaningful(gives);
  if (wanted.size === 0) return null;
  if (![...wanted].some((k) => takes.has(k))) return { where, takes: kindWords(meaningful(takes)), gives: kindWords(wanted) };
  const literals = literalValues(given);
  if (literals) {
    const refused = literals.filter((value) => value !== null && !prop.safeParse(value).success);
    if (refused.length > 0) return { where, takes: describeAccepted(prop), gives: refused.map((v) => JSON.stringify(v)).join(', ') };
    return null;
  }
  const givenDef = defOf(given);
  if (givenDef.type === 'array' && givenDef.element && wanted.size === 1) {
    const item = walk(prop, ['0']);
    if (item.ok && item.schema) return misfit(item.schema, givenDef.element, [...where, '[]']);
  }
  if (givenDef.type === 'object' && givenDef.shape && wanted.size === 1) {
    for (const [key, value] of Object.entries(givenDef.shape)) {
      const field = walk(prop, [key]);
      if (!field.ok || !field.schema) continue;
      const inner = misfit(field.schema, value, [...where, key]);
      if (inner) return inner;
    }
  }
  return null;
}

/** What a prop takes, in words: its fixed values when it has them, else its kinds. */
function describeAccepted(prop: z.ZodType): string {
  const kinds = kindsOf(prop, 'input');
  const values = literalValues(unwrap(prop));
  if (values) return `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  return kinds === 'any' ? 'anything' : kindWords(meaningful(kinds));
}

/** The schema inside optional, nullable, default and the schema side of a pipe. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') return unwrap(def.in);
  return schema;
}
