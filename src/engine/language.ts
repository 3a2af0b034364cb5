import { jsonPath } from './path.ts';

/**
 * What flow language 3 no longer has (docs/decisions/0036), found in the documents as written,
 * before their schema is checked, each with what replaces it: the compiler reports these and
 * leaves out the schema's own complaints about the same places (which would only say "not a
 * known effect"). Pure: reads JSON, returns findings.
 */

/** A finding of this module: where (the document's JSON path), what and how to write it now. */
export interface Refusal {
  readonly path: readonly PropertyKey[];
  /** A number compared in json-logic may be a count: said, not refused. */
  readonly warning?: boolean;
  readonly code: string;
  readonly message: string;
  readonly hint: string;
}

/** The named constants of the rules documents (group → name → value), to name a number's replacement. */
export type ConstantNames = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The constants of the rules documents as written (`"constants"` of each), before they are checked. */
export function constantNames(rules: readonly unknown[]): ConstantNames {
  const out: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const document of rules)
    if (isRecord(document) && isRecord(document.constants))
      for (const [group, values] of Object.entries(document.constants)) if (isRecord(values)) out[group] = values;
  return out;
}

/** `{"const": "Group.Name"}` for the constants whose value is `value`: of `group` only when given, at most three. */
function namesOf(value: number, names: ConstantNames, group?: string): string[] {
  const groups = group === undefined ? Object.entries(names) : Object.entries(names).filter(([name]) => name === group);
  return groups.flatMap(([g, values]) => Object.entries(values).flatMap(([name, v]) => (v === value ? [`{"const": "${g}.${name}"}`] : []))).slice(0, 3);
}

/** The deepest a value of a flow nests (see `valueDepth`). */
export const MAX_VALUE_DEPTH = 6;

/** The old numeric log levels and their names. */
const LEVEL_NAMES = ['debug', 'info', 'warning', 'error'] as const;

/** Keys whose value is one value (json-logic or data): their nesting is measured. */
const VALUE_KEYS = new Set(['if', 'to', 'with', 'log', 'value', 'redirect', 'translations', 'until', 'every', 'everyAfterError', 'limit', 'after', 'ms']);
/** Keys whose value is a record of values (each measured on its own). */
const VALUE_RECORDS = new Set(['props', 'args', 'context']);
/** Keys whose value is a list of effects. */
const EFFECT_LISTS = new Set(['do', 'enter', 'exit']);
const EQUALITY = new Set(['==', '!=', '===', '!==']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How deep a value nests: 0 for a text, number, boolean or null; an object or array is one more
 * than the deepest of its members. `{"var": "a"}` is 1, `{"!": {"var": "a"}}` 2,
 * `{"==": [{"var": "a"}, 1]}` 3.
 */
export function valueDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, valueDepth(item));
  return deepest + 1;
}

/** The path of a `var` operand (`{"var": "a.b"}`, `{"var": ["a.b", 0]}`), or undefined. */
function varPath(value: unknown): string | undefined {
  if (!isRecord(value) || Object.keys(value).length !== 1 || !('var' in value)) return undefined;
  const arg = Array.isArray(value.var) ? value.var[0] : value.var;
  return typeof arg === 'string' ? arg : undefined;
}

/** Findings in json-logic: numbers compared with what the context holds (numeric codes). */
function logicRefusals(logic: unknown, path: readonly PropertyKey[], out: Refusal[], names: ConstantNames): void {
  if (Array.isArray(logic)) {
    logic.forEach((item, i) => {
      logicRefusals(item, [...path, i], out, names);
    });
    return;
  }
  if (!isRecord(logic)) return;
  const keys = Object.keys(logic);
  if (keys.length === 1 && EQUALITY.has(keys[0] as string) && Array.isArray(logic[keys[0] as string])) {
    const [a, b] = logic[keys[0] as string] as unknown[];
    const number = typeof a === 'number' ? a : typeof b === 'number' ? b : undefined;
    const read = varPath(a) ?? varPath(b);
    // a count or a position is a number, not a code: `numberOf…`, `…Count`, `index`, `…Index`
    const count = read !== undefined && /(^|\.)numberOf\w*$|Count$|(^|\.)index$|Index$/.test(read);
    if (number !== undefined && read !== undefined && !count) {
      // an HTTP status is named in HttpStatus; another number may be of any group
      const named = namesOf(number, names, /(^|\.)status$/.test(read) && names.HttpStatus ? 'HttpStatus' : undefined);
      out.push({
        path,
        warning: true,
        code: 'numeric-code',
        message: `${read} is compared with the number ${number}: a numeric code`,
        hint: named.length
          ? `write its name instead of ${number}: ${named.join(' or ')} (rules/names.rules.json)`
          : `name it in rules/names.rules.json "constants" and write {"const": "Group.Name"}`,
      });
    }
  }
  for (const [key, value] of Object.entries(logic)) logicRefusals(value, [...path, key], out, names);
}

/** Findings in one effect of a list. */
function effectRefusals(effect: unknown, path: readonly PropertyKey[], out: Refusal[], names: ConstantNames): void {
  if (!isRecord(effect)) return;
  if ('send' in effect) {
    out.push({
      path,
      code: 'no-send',
      message: `a flow no longer sends itself events ("send": "${String(effect.send)}")`,
      hint: 'wait with the screen\'s "after" (it gets the event "after"), wait for a pause in an event with "debounce", ask a load again with its "retry", or write the effects in the entry that would have sent it',
    });
  }
  if ('log' in effect && typeof effect.level === 'number') {
    const name = LEVEL_NAMES[effect.level] ?? 'warning';
    out.push({ path: [...path, 'level'], code: 'numeric-level', message: `log level ${effect.level} is a number`, hint: `write "level": "${name}"` });
  }
  if (isRecord(effect.retry) && Array.isArray(effect.retry.status)) {
    effect.retry.status.forEach((status, i) => {
      if (typeof status !== 'number') return;
      const [named] = namesOf(status, names, 'HttpStatus');
      out.push({
        path: [...path, 'retry', 'status', i],
        code: 'numeric-code',
        message: `HTTP status ${status} is a number`,
        hint: named
          ? `write its name: ${named} (rules/names.rules.json "HttpStatus")`
          : `name it in rules/names.rules.json "constants" "HttpStatus" and write {"const": "HttpStatus.Name"}`,
      });
    });
  }
  if (typeof effect.set === 'string' && isRecord(effect.to)) {
    const [op] = Object.keys(effect.to);
    const args = op === '+' || op === '-' ? effect.to[op] : undefined;
    if (Array.isArray(args) && args.some((arg) => varPath(arg) === effect.set)) {
      const step = args.find((arg) => typeof arg === 'number');
      const by = typeof step === 'number' ? (op === '-' ? -step : step) : op === '-' ? -1 : 1;
      const count = by === 1 ? `{"count": "${effect.set}"}` : `{"count": "${effect.set}", "by": ${by}}`;
      out.push({
        path: [...path, 'to'],
        code: 'arithmetic-counter',
        message: `"${effect.set}" is counted with json-logic arithmetic`,
        hint: `write ${count}; an attempt number of a load asked again is its "retry": {"count": "${effect.set}", ...}`,
      });
    }
  }
}

/**
 * The refusals of flow language 3 in one flow or part document: `@stay`, `send`, numeric log
 * levels and codes, arithmetic counters, and values nested deeper than `MAX_VALUE_DEPTH`. `names`
 * (the rules' constants) lets a numeric code's hint name its constant.
 */
export function flowRefusals(document: unknown, names: ConstantNames = {}): Refusal[] {
  const out: Refusal[] = [];
  /** One value: its numeric codes and its depth. */
  const measure = (where: readonly PropertyKey[], value: unknown): void => {
    logicRefusals(value, where, out, names);
    const depth = valueDepth(value);
    if (depth > MAX_VALUE_DEPTH)
      out.push({
        path: where,
        code: 'too-deep',
        message: `this value nests ${depth} levels deep; a flow's values nest at most ${MAX_VALUE_DEPTH}`,
        hint: 'name a part of it: a named rule in rules/*.rules.json ({"rule": "name"}), or a context value set before',
      });
  };
  const walk = (node: unknown, path: readonly PropertyKey[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, [...path, i]);
      });
      return;
    }
    if (!isRecord(node)) return;
    if (node.goto === '@stay')
      out.push({
        path: [...path, 'goto'],
        code: 'no-stay',
        message: '"@stay" is gone: an entry without "goto" stays on the screen',
        hint: 'remove "goto": "@stay"; the first entry that holds is taken, and no entry after it runs',
      });
    // a part's use: each argument is a value, or a list of effects (an "effects" parameter)
    const use = typeof node.part === 'string' && isRecord(node.with) ? node.with : undefined;
    for (const [name, arg] of Object.entries(use ?? {})) {
      const at = [...path, 'with', name];
      if (Array.isArray(arg) && arg.length > 0 && arg.every(isRecord)) {
        arg.forEach((effect, i) => {
          effectRefusals(effect, [...at, i], out, names);
        });
        walk(arg, at);
      } else measure(at, arg);
    }
    for (const [key, value] of Object.entries(node)) {
      const at = [...path, key];
      if (use && key === 'with') continue;
      if (EFFECT_LISTS.has(key) && Array.isArray(value))
        value.forEach((effect, i) => {
          effectRefusals(effect, [...at, i], out, names);
        });
      const measured = VALUE_KEYS.has(key)
        ? [[at, value] as const]
        : VALUE_RECORDS.has(key) && isRecord(value)
          ? Object.entries(value).map(([k, v]) => [[...at, k], v] as const)
          : [];
      for (const [where, measuredValue] of measured) measure(where, measuredValue);
      if (!VALUE_KEYS.has(key) && !VALUE_RECORDS.has(key)) walk(value, at);
    }
  };
  walk(document, []);
  return out;
}

/** The refusals of flow language 3 in a rules document: numeric codes in its logic. */
export function rulesRefusals(document: unknown, names: ConstantNames = {}): Refusal[] {
  const out: Refusal[] = [];
  if (!isRecord(document) || !isRecord(document.rules)) return out;
  for (const [name, rule] of Object.entries(document.rules)) if (isRecord(rule)) logicRefusals(rule.logic, ['rules', name, 'logic'], out, names);
  return out;
}

/**
 * True when a schema finding at `path` is about a place an error of this module already names (the
 * same place, or one inside or around it). A finding of unknown keys (`keys`) is left out only when
 * a refusal is about one of those keys, or about the object itself: a refusal deep in a document
 * does not hide a misspelt key around it. Warnings hide nothing.
 */
export function refusedAlready(refusals: readonly Refusal[], path: readonly PropertyKey[], keys?: readonly string[]): boolean {
  const text = jsonPath(path);
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return refusals.some((r) => {
    if (r.warning) return false;
    const refused = jsonPath(r.path);
    if (keys) return refused === text || keys.some((key) => within(refused, jsonPath([...path, key])));
    return within(refused, text) || within(text, refused);
  });
}
