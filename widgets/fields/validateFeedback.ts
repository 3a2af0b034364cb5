import { neverThrows, texts, valid, invalid, validationMessageKeys, type Validator } from './answerRules.ts';
import { isTrueText } from '../../src/kiosk/questionary/model.ts';

/**
 * Feedback questions, VideoField and HtmlField (core spec §4 "Feedback questions", §5 "Video and
 * HTML fields are never validated"): there is no answer to check, only whether the visitor has
 * confirmed. A required one is confirmed when the video ended or the box was ticked (draft
 * `['true']`); a non-required one is confirmed by itself. Submitted: `['true']`.
 */
export function validateFeedbackWith(requiredKey: string): Validator {
  return neverThrows((node, value) => {
    if (!node.metadata.isRequired || isTrueText(texts(value)[0])) return valid(['true']);
    return invalid(requiredKey);
  });
}

/** VideoField: a required video must be watched to the end. */
export const validateVideo = validateFeedbackWith(validationMessageKeys.mustWatchVideo);

/** HtmlField: a required text must be confirmed with its checkbox. */
export const validateHtml = validateFeedbackWith(validationMessageKeys.mustConfirm);
