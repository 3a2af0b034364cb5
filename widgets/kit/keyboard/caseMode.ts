import type { KeyboardCase, KeyboardType } from './types.ts';

/**
 * Whether the next letter typed on the on-screen keyboard is a capital (core spec §5 "Keyboard"):
 * lower never, upper always, capital at the start and after a space, sentence at the start and
 * after a period (spaces after the period allowed).
 *
 * @example
 * isShiftedFor('capital', 'jan '); // true
 * isShiftedFor('sentence', 'Done. '); // true
 * isShiftedFor('sentence', 'Done, '); // false
 */
export function isShiftedFor(mode: KeyboardCase, textBeforeCaret: string): boolean {
  switch (mode) {
    case 'upper':
      return true;
    case 'capital':
      return textBeforeCaret === '' || /\s$/u.test(textBeforeCaret);
    case 'sentence':
      return textBeforeCaret.trim() === '' || /\.\s*$/u.test(textBeforeCaret);
    default:
      return false;
  }
}

const NUMERIC: readonly KeyboardType[] = ['numeric', 'decimal'];

/**
 * The keyboard type of a page with several inputs (core spec §5 "Mixed fields give text, or
 * decimal if all numeric"); one input keeps its own type; inputs wanting none are left out.
 *
 * @example
 * keyboardTypeForInputs(['numeric', 'decimal']); // 'decimal'
 * keyboardTypeForInputs(['numeric', 'text']); // 'text'
 * keyboardTypeForInputs(['phone']); // 'phone'
 */
export function keyboardTypeForInputs(types: readonly KeyboardType[]): KeyboardType {
  const wanted = types.filter((type) => type !== 'none');
  const [first] = wanted;
  if (first === undefined) return 'none';
  if (wanted.every((type) => type === first)) return first;
  return wanted.every((type) => NUMERIC.includes(type)) ? 'decimal' : 'text';
}
