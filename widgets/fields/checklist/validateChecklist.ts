import { blankResult, invalid, neverThrows, texts, valid, validationMessageKeys, type Validator } from '../answerRules.ts';
import { selectOptionsOf } from '../validation.ts';

/**
 * Checklist: any number of the options; a required one needs at least one. Every value must be
 * an option's; they are submitted once each, in the order of the list.
 */
export const validateChecklist: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.choose);
  if (blank) return blank;
  const chosen = new Set(
    texts(value)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );
  const options = selectOptionsOf(node);
  if (![...chosen].every((entry) => options.some((option) => option.value === entry))) return invalid(validationMessageKeys.choose);
  return valid(options.filter((option) => chosen.has(option.value)).map((option) => option.value));
});
