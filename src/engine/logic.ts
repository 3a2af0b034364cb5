import jsonLogic from 'json-logic-js';

/**
 * json-logic as flows use it (https://jsonlogic.com), with one extension: an object with any
 * number of keys but one is a record whose values are evaluated (`{"page": {"var": "event.screen"},
 * "at": {"var": "event.at"}}`), so a flow builds a record without the `object` operation. An
 * object of exactly one key is an operation, as in json-logic.
 */

/** Operators json-logic-js implements itself (data access, logic, arrays, strings, numbers). */
export const BUILT_IN_OPERATORS = new Set([
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!!',
  '!',
  '%',
  'log',
  'in',
  'cat',
  'substr',
  '+',
  '*',
  '-',
  '/',
  'min',
  'max',
  'merge',
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  'filter',
  'map',
  'reduce',
  'all',
  'none',
  'some',
]);

const ITEM_SCOPED = new Set(['filter', 'map', 'reduce', 'all', 'none', 'some']);

/** A custom json-logic operation: a pure function of its evaluated arguments. */
export type Operation = (...args: never[]) => unknown;

/** The custom operations registered so far (json-logic-js keeps one table per page). */
const custom = new Map<string, Operation>();

/**
 * Registers custom operations with json-logic-js. They arrive through the registry (the project's
 * are `rules/operations.ts`); the engine knows none by name. Registering a name again replaces it.
 */
export function registerOperations(operations: Readonly<Record<string, Operation>>): void {
  for (const [name, fn] of Object.entries(operations)) {
    if (custom.get(name) === fn) continue;
    jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
    custom.set(name, fn);
  }
}

/** All operator names a flow may use (built-in, custom, `rule` for named rules and `const` for named constants; the compiler replaces both). */
export function knownOperators(operations: Readonly<Record<string, Operation>> = {}): Set<string> {
  return new Set([...BUILT_IN_OPERATORS, ...custom.keys(), ...Object.keys(operations), 'rule', 'const']);
}

/** True when `value` is a json-logic operation (an object with exactly one key). */
export function isOperation(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1;
}

/** True when `value` is a record to evaluate value by value (an object of any number of keys but one). */
export function isRecordTemplate(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length !== 1;
}

const baseApply = jsonLogic.apply.bind(jsonLogic);
let installed = false;

/**
 * Teaches json-logic-js records and stable arrays: its operations evaluate their arguments
 * through `jsonLogic.apply`, so a record inside an operation (`{"merge": [..., [{"action": ...}]]}`)
 * is evaluated too. A record or array of literals stays the same object, so props built from it
 * keep their identity from step to step.
 */
function install(): void {
  if (installed) return;
  installed = true;
  jsonLogic.apply = (logic: unknown, data: unknown): never => {
    if (logic === null || typeof logic !== 'object') return logic as never;
    if (Array.isArray(logic)) {
      let changed = false;
      const items = logic.map((item) => {
        const value = jsonLogic.apply(item as jsonLogic.RulesLogic, data) as unknown;
        if (value !== item) changed = true;
        return value;
      });
      return (changed ? items : logic) as never;
    }
    if (isRecordTemplate(logic)) {
      let changed = false;
      const record: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(logic)) {
        const value = jsonLogic.apply(item as jsonLogic.RulesLogic, data) as unknown;
        if (value !== item) changed = true;
        record[key] = value;
      }
      return (changed ? record : logic) as never;
    }
    return baseApply(logic as jsonLogic.RulesLogic, data) as never;
  };
}

/** Evaluates json-logic over data. Literals evaluate to themselves; a record's values are evaluated. */
export function evaluate(logic: unknown, data: unknown): unknown {
  if (logic === null || typeof logic !== 'object') return logic;
  install();
  return jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
}

/**
 * The `var` paths a logic expression reads (for traces and the checker). Dynamic paths (a `var`
 * whose argument is itself logic) are skipped.
 */
export function varsOf(logic: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) varsOf(item, into);
  } else if (isRecordTemplate(logic)) {
    for (const item of Object.values(logic)) varsOf(item, into);
  } else if (isOperation(logic)) {
    const [op, arg] = Object.entries(logic)[0] as [string, unknown];
    if (op === 'var') {
      const path = Array.isArray(arg) ? arg[0] : arg;
      if (typeof path === 'string' && path !== '') into.add(path);
      else if (typeof path === 'number') into.add(String(path));
      else varsOf(path, into);
    } else if (ITEM_SCOPED.has(op) && Array.isArray(arg)) {
      // the predicate of filter/map/... reads the item, not the context
      varsOf(arg[0], into);
      if (op === 'reduce') varsOf(arg[2], into);
    } else {
      varsOf(arg, into);
    }
  }
  return into;
}

/** Reads a dotted path of plain data (the same semantics as json-logic `var`). */
export function readPath(data: unknown, path: string): unknown {
  return readParts(data, path.split('.'));
}

/** `readPath` of a path already split at its dots; null where `var` gives null. */
export function readParts(data: unknown, parts: readonly string[]): unknown {
  const value = readVar(data, parts);
  return value === undefined ? null : value;
}

/**
 * The value at a path as json-logic `var` walks it (strings have a `length`, ...); undefined
 * where `var` falls back to its default. The one walker of var paths over data.
 */
export function readVar(data: unknown, parts: readonly string[]): unknown {
  let current: unknown = data;
  for (const part of parts) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A `var` path of an expression and its parts. */
export interface VarPath {
  readonly path: string;
  readonly parts: readonly string[];
}

// Keyed by the logic object: compiled programs are never mutated, so an analysis stays true.
const varPathsMemo = new WeakMap<object, readonly VarPath[]>();

/** `varsOf` split at the dots, computed once per logic object (the trace reads them on every guard). */
export function varPathsOf(logic: unknown): readonly VarPath[] {
  if (logic === null || typeof logic !== 'object') return [];
  let paths = varPathsMemo.get(logic);
  if (!paths) {
    paths = [...varsOf(logic)].map((path) => ({ path, parts: path.split('.') }));
    varPathsMemo.set(logic, paths);
  }
  return paths;
}

/** Operations whose value is a pure function of their arguments (not `var`, `missing`, `log`...). */
const isPureOperator = (op: string) =>
  (BUILT_IN_OPERATORS.has(op) && op !== 'var' && op !== 'missing' && op !== 'missing_some' && op !== 'log') || custom.has(op);
const dependenciesMemo = new WeakMap<object, readonly (readonly string[])[] | null>();

/**
 * What the value of an expression depends on, so that a value already computed can be reused:
 * the `var` paths it reads (split at the dots), or null when the expression alone cannot tell
 * (a `var` of the whole data or of a computed path, `missing`, `log` which prints, an unknown
 * operation). The same values at those paths (see `readVar`) give the same result.
 * Computed once per logic object (compiled programs are never mutated).
 */
export function dependenciesOf(logic: unknown): readonly (readonly string[])[] | null {
  if (logic === null || typeof logic !== 'object') return [];
  const known = dependenciesMemo.get(logic);
  if (known !== undefined) return known;
  const found = new Map<string, readonly string[]>();
  const ok = collectDependencies(logic, found);
  const result = ok ? [...found.values()] : null;
  dependenciesMemo.set(logic, result);
  return result;
}

function collectDependencies(logic: unknown, into: Map<string, readonly string[]>): boolean {
  if (logic === null || typeof logic !== 'object') return true;
  if (Array.isArray(logic)) return logic.every((item) => collectDependencies(item, into));
  if (isRecordTemplate(logic)) return Object.values(logic).every((item) => collectDependencies(item, into));
  const [op, arg] = Object.entries(logic)[0] as [string, unknown];
  const values = Array.isArray(arg) ? arg : [arg];
  if (op === 'var') {
    const path = values[0];
    if (!(typeof path === 'string' || typeof path === 'number' || typeof path === 'boolean') || path === '') return false;
    into.set(String(path), String(path).split('.'));
    return values.slice(1).every((value) => collectDependencies(value, into));
  }
  if (!isPureOperator(op)) return false;
  if (ITEM_SCOPED.has(op)) {
    // the predicate reads the items of the first argument, not the data
    return collectDependencies(values[0], into) && (op !== 'reduce' || collectDependencies(values[2], into));
  }
  return values.every((value) => collectDependencies(value, into));
}
