import { isOperation } from '../../engine/logic.ts';

/** One context path a json-logic expression reads, with where in the document it is read. */
export interface LogicRead {
  /** The dotted path, e.g. `questionary.index`. */
  readonly path: string;
  /** Document path of the `var` (or `missing`) operation, below the expression's own path. */
  readonly at: readonly PropertyKey[];
}

/** Operations whose second argument (and `reduce`'s accumulator logic) reads the item, not the context. */
const ITEM_SCOPED = new Set(['filter', 'map', 'reduce', 'all', 'none', 'some']);

/**
 * The context paths a json-logic expression reads, each with its document path, the way
 * `varsOf` (src/engine/logic.ts) sees them: inside `filter`/`map`/`some`/`all`/`none`/`reduce` the
 * second argument reads the item, so it is skipped; a dynamic `var` (its argument is logic) is
 * skipped but the logic inside it is read; `{"rule": name}` is skipped (rules are checked where
 * they are defined). `missing` and `missing_some` name paths too.
 *
 * @example
 * logicReads({ '==': [{ var: 'approval.status' }, 3] }, ['if'])
 * // [{ path: 'approval.status', at: ['if', '==', 0, 'var'] }]
 */
export function logicReads(logic: unknown, at: readonly PropertyKey[] = []): LogicRead[] {
  const reads: LogicRead[] = [];
  const visit = (node: unknown, path: readonly PropertyKey[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        visit(item, [...path, i]);
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (!isOperation(node)) {
      // a literal object: its values may hold logic
      for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
      return;
    }
    const [op, arg] = Object.entries(node)[0] as [string, unknown];
    const here = [...path, op];
    if (op === 'rule') return;
    if (op === 'var') {
      const target = Array.isArray(arg) ? arg[0] : arg;
      const targetAt = Array.isArray(arg) ? [...here, 0] : here;
      if (typeof target === 'string' && target !== '') reads.push({ path: target, at: targetAt });
      else if (typeof target === 'number') reads.push({ path: String(target), at: targetAt });
      else visit(target, targetAt);
      if (Array.isArray(arg) && arg.length > 1) visit(arg[1], [...here, 1]);
      return;
    }
    if (op === 'missing' || op === 'missing_some') {
      const names = op === 'missing_some' && Array.isArray(arg) ? arg[1] : arg;
      const namesAt = op === 'missing_some' ? [...here, 1] : here;
      const list = Array.isArray(names) ? names : [names];
      list.forEach((name, i) => {
        const nameAt = Array.isArray(names) ? [...namesAt, i] : namesAt;
        if (typeof name === 'string' && name !== '') reads.push({ path: name, at: nameAt });
        else visit(name, nameAt);
      });
      return;
    }
    if (ITEM_SCOPED.has(op) && Array.isArray(arg)) {
      visit(arg[0], [...here, 0]);
      if (op === 'reduce') visit(arg[2], [...here, 2]);
      return;
    }
    visit(arg, here);
  };
  visit(logic, at);
  return reads;
}
