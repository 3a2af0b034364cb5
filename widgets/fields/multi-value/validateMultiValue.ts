import {
  blankResult,
  neverThrows,
  passesRange,
  textLength,
  texts,
  valid,
  validationMessageKeys,
  withPrefix,
  type Validator,
  invalidLength,
} from '../answerRules.ts';

/** The rows a visitor filled in, trimmed, blank rows left out. */
export function filledRows(value: readonly string[]): string[] {
  return texts(value)
    .map((row) => row.trim())
    .filter((row) => row !== '');
}

/**
 * MultiValue: rows of text; blank rows are dropped; a required one needs a row; §5 "multi-value
 * checks each value" (the length range applies to every row); the prefix goes on every value.
 */
export const validateMultiValue: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const rows = filledRows(value);
  if (!rows.every((row) => passesRange(node, textLength(row)))) return invalidLength(node);
  return valid(rows.map((row) => withPrefix(node.metadata.prefixToShow, row)));
});
