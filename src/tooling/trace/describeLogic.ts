import { isOperation } from '../../engine/logic.ts';

const INFIX = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', 'in']);

/**
 * A short, readable form of a json-logic condition for graphs, traces and reports:
 * `{"==": [{"var": "approval.status"}, 3]}` reads `approval.status == 3`; a named rule or a named
 * constant reads as its name. Longer than `max` characters, it is cut with an ellipsis.
 *
 * @example
 * describeLogic({ '==': [{ rule: 'nextStep' }, 'register'] }) // 'nextStep == "register"'
 */
export function describeLogic(logic: unknown, max = 80, ruleNames?: RuleNames): string {
  const text = show(logic, false, ruleNames);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Maps a named rule's inlined logic back to its name (`Program.ruleNames`). */
export type RuleNames = Pick<WeakMap<object, string>, 'get'>;

function show(logic: unknown, nested: boolean, names?: RuleNames): string {
  const named = logic !== null && typeof logic === 'object' ? names?.get(logic) : undefined;
  if (named) return named;
  const sub = (value: unknown, inner: boolean) => show(value, inner, names);
  if (Array.isArray(logic)) return `[${logic.map((item) => sub(item, false)).join(', ')}]`;
  if (!isOperation(logic)) {
    if (logic !== null && typeof logic === 'object') return JSON.stringify(logic);
    return JSON.stringify(logic) ?? 'undefined';
  }
  const [op, arg] = Object.entries(logic)[0] as [string, unknown];
  const args = Array.isArray(arg) ? arg : [arg];
  if (op === 'var') return typeof args[0] === 'string' || typeof args[0] === 'number' ? String(args[0]) || 'data' : `var(${sub(args[0], false)})`;
  if (op === 'rule' || op === 'const') return String(arg);
  if (op === '!' || op === '!!') return `${op}${sub(args[0], true)}`;
  if (INFIX.has(op) && args.length === 2) {
    const text = `${sub(args[0], true)} ${op} ${sub(args[1], true)}`;
    return nested ? `(${text})` : text;
  }
  if ((op === 'and' || op === 'or') && args.length > 0) {
    const text = args.map((a) => sub(a, true)).join(op === 'and' ? ' && ' : ' || ');
    return nested ? `(${text})` : text;
  }
  return `${op}(${args.map((a) => sub(a, false)).join(', ')})`;
}
