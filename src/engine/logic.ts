import jsonLogic from 'json-logic-js';
import { customOperations } from '../../rules/operations.ts';

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

let registered = false;

/** Registers the custom operations of `rules/operations.ts` with json-logic-js (idempotent). */
export function registerOperations(): void {
  if (registered) return;
  for (const [name, fn] of Object.entries(customOperations)) {
    jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
  }
  registered = true;
}

/** All operator names a flow may use (built-in, custom, and `rule` for named rules). */
export function knownOperators(): Set<string> {
  return new Set([...BUILT_IN_OPERATORS, ...Object.keys(customOperations), 'rule']);
}

/** Evaluates json-logic over data. Literals evaluate to themselves. */
export function evaluate(logic: unknown, data: unknown): unknown {
  registerOperations();
  return jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
}

/** True when `value` is a json-logic operation (an object with exactly one known-operator key). */
export function isOperation(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1;
}

/**
 * The `var` paths a logic expression reads (for traces and the checker). Dynamic paths (a `var`
 * whose argument is itself logic) are skipped.
 */
export function varsOf(logic: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) varsOf(item, into);
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

/** `readPath` of a path already split at its dots. */
export function readParts(data: unknown, parts: readonly string[]): unknown {
  let current: unknown = data;
  for (const part of parts) {
    if (current === null || current === undefined || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  return current === undefined ? null : current;
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
const PURE_OPERATORS = new Set([
  ...[...BUILT_IN_OPERATORS].filter((op) => op !== 'var' && op !== 'missing' && op !== 'missing_some' && op !== 'log'),
  ...Object.keys(customOperations),
]);
const dependenciesMemo = new WeakMap<object, readonly (readonly string[])[] | null>();

/**
 * What the value of an expression depends on, so that a value already computed can be reused:
 * the `var` paths it reads (split at the dots), or null when the expression alone cannot tell
 * (a `var` of the whole data or of a computed path, `missing`, `log` which prints, an unknown
 * operation). The same values at those paths (see `readVar`) give the same json-logic result.
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
  if (Array.isArray(logic)) return logic.every((item) => collectDependencies(item, into));
  // json-logic-js returns any other object (several keys, or none) as it is, unevaluated
  if (!isOperation(logic)) return true;
  const [op, arg] = Object.entries(logic)[0] as [string, unknown];
  const values = Array.isArray(arg) ? arg : [arg];
  if (op === 'var') {
    const path = values[0];
    if (!(typeof path === 'string' || typeof path === 'number' || typeof path === 'boolean') || path === '') return false;
    into.set(String(path), String(path).split('.'));
    return values.slice(1).every((value) => collectDependencies(value, into));
  }
  if (!PURE_OPERATORS.has(op)) return false;
  if (ITEM_SCOPED.has(op)) {
    // the predicate reads the items of the first argument, not the data
    return collectDependencies(values[0], into) && (op !== 'reduce' || collectDependencies(values[2], into));
  }
  return values.every((value) => collectDependencies(value, into));
}

/**
 * The value at a path as json-logic `var` walks it (strings have a `length`, ...); undefined
 * where `var` falls back to its default. For comparing what an expression read, not for display.
 */
export function readVar(data: unknown, parts: readonly string[]): unknown {
  let current: unknown = data;
  for (const part of parts) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
