import { z } from 'zod';
import { Answer } from '../../../src/kiosk/questionary/model.ts';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';
import { QuestionaryState } from '../../../src/kiosk/questionary/model.ts';

/** The kiosk's on-screen keyboard (core spec §3 `onScreenKeyboardSettings`): off unless enabled. */
export const QuestionaryKeyboard = z.object({
  isEnabled: withFallback(z.boolean(), false),
  layout: withFallback(z.enum(['qwerty', 'azerty']), 'qwerty'),
});

/** No questionary (yet): nothing to ask. */
const EMPTY: z.infer<typeof QuestionaryState> = { nodes: [], index: 0, answers: {}, feedbackIds: [], done: true, error: null };

/**
 * Props of Questionary (core spec §2 "Questionary", §3 "Questionary state"). `questionary` is the
 * model's state (src/kiosk/questionary/model.ts) as the flow keeps it: the nodes shown, the
 * question shown, the answers by questionId and the flow's refusal of an answer. The kiosk settings
 * (keyboard, phone countries, badge scanner location) come from the kiosk configuration through the
 * flow; every one falls back to the defaults of §9.
 */
export const QuestionaryProps = z.object({
  questionary: withFallback(QuestionaryState, EMPTY).describe(
    "the questionary model's state as the flow keeps it (startQuestionary, answerQuestion, previousQuestion): the nodes shown, the question shown, the answers by questionId, the flow's refusal of an answer",
  ),
  keyboard: withFallback(QuestionaryKeyboard, { isEnabled: false, layout: 'qwerty' }).describe(
    "the kiosk's on-screen keyboard (§3 onScreenKeyboardSettings): off unless enabled",
  ),
  defaultCountry: withFallback(z.string().trim().toLowerCase(), 'be').describe('ISO code the phone question starts with (§9)'),
  preferredCountries: withFallback(z.array(z.string()), []).describe("ISO codes listed first in the phone question's country list"),
  scannerLocation: withFallback(z.string(), 'bottom-center').describe("where the badge scanner sits, for the Badge question's arrow"),
  phoneAutoSubmitMs: withFallback(z.number().int().min(0), 0).describe(
    'a prefilled phone number is submitted by itself after this many ms (§2: 1000); 0 never',
  ),
  showProgress: withFallback(z.boolean(), true).describe(
    'the progress bar ("Question 1 of 5"); off for a form of one field that is a step of its own, such as the signer\'s name',
  ),
  nextKey: withFallback(z.string().nullable(), null).describe(
    'the translation key of the next button and key; null: registration:next, or registration:finish on the last question',
  ),
});

/**
 * Events of Questionary (core spec §2 "Questionary", §3 "Questionary state"): one answer at a
 * time, `next` once it is valid, `back` with the draft kept, `home`; `precheck` as soon as an
 * answer the flow checks with the server (§5: a phone number) is valid as typed, so the flow can
 * check it before Next (issue 11 §2).
 */
export const QuestionaryEvents = {
  next: z.object({
    answer: Answer.describe('the Answer of the question shown (§3 shape: id, fieldDefinitionId, value, fieldDefinitionType)'),
    check: z.enum(['phoneNumber']).nullable().describe('the server check the flow makes before it accepts the answer (§5: a phone number), or null'),
  }),
  precheck: z.object({
    answer: Answer.describe('the Answer of the question shown, valid as typed (§3 shape), before Next'),
    check: z.enum(['phoneNumber']).describe('the server check the flow makes before it accepts the answer (§5: a phone number)'),
  }),
  back: z.object({
    answer: Answer.optional().describe('what the visitor typed on the question shown, valid or not, so nothing typed is lost'),
  }),
  home: NoData,
};
