import jsonLogic from 'json-logic-js';
import { customOperations } from '../../rules/operations.ts';

/** Operators json-logic-js implements itself (data access, logic, arrays, strings, numbers). */
export const BUILT_IN_OPERATORS = new Set([
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'log', 'in', 'cat', 'substr',
  '+', '*', '-', '/', 'min', 'max', 'merge', 'var', 'missing', 'missing_some',
  'if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some',
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
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  return current === undefined ? null : current;
}
