import { blankResult, firstText, neverThrows, valid, validationMessageKeys, type Validator } from '../answerRules.ts';

/** Badge: what the scanner typed, trimmed; a required one asks to scan (§5; empty scans are ignored). */
export const validateBadge: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.scanBadge);
  if (blank) return blank;
  return valid([firstText(value)]);
});
