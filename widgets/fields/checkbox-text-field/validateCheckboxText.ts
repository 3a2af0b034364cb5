import {
  invalid,
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
import { isTrueText } from '../../../src/kiosk/questionary/model.ts';

/**
 * CheckboxTextField: a tick box with a text that belongs to it (e.g. "I bring a vehicle" + its
 * plate). The draft is `[ticked, text]`. A required one must be ticked (§5 checkbox rule); a
 * ticked one needs its text, with the length range and prefix of text fields. Submitted:
 * `['true', text]` or `['false']`.
 */
export const validateCheckboxText: Validator = neverThrows((node, value) => {
  const [tick, rawText] = texts(value);
  const ticked = isTrueText(tick);
  if (!ticked) return node.metadata.isRequired ? invalid(validationMessageKeys.mustConfirm, ['false']) : valid(['false']);
  const text = (rawText ?? '').trim();
  if (text === '') return invalid(validationMessageKeys.required, ['true']);
  if (!passesRange(node, textLength(text))) return invalidLength(node, ['true']);
  return valid(['true', withPrefix(node.metadata.prefixToShow, text)]);
});
