import { firstText, invalid, neverThrows, valid, validationMessageKeys, type Validator } from '../answerRules.ts';
import { selectOptionsOf } from '../validation.ts';

/**
 * ProcessStep: the step of the site's process the visitor comes for, one of the options. Like
 * the multiple-page option of §5 it "needs a choice before next", required or not.
 */
export const validateProcessStep: Validator = neverThrows((node, value) => {
  const chosen = firstText(value);
  return selectOptionsOf(node).some((option) => option.value === chosen) ? valid([chosen]) : invalid(validationMessageKeys.choose);
});
