import { z } from 'zod';
import { Answer, QuestionaryNode } from '../../../src/api/schemas/questionary.ts';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** The kiosk's on-screen keyboard (core spec §3 `onScreenKeyboardSettings`): off unless enabled. */
export const QuestionaryKeyboard = z.object({
  isEnabled: withFallback(z.boolean(), false),
  layout: withFallback(z.enum(['qwerty', 'azerty']), 'qwerty'),
});

/**
 * An answer the flow refused after asking the server (e.g. a phone number that does not exist,
 * core spec §5): shown on the question with that id until the visitor edits it.
 */
export const QuestionError = z.object({ questionId: z.string(), errorMessageKey: z.string().min(1) });
export type QuestionError = z.infer<typeof QuestionError>;

/**
 * Props of Questionary (core spec §2 "Questionary", §3 "Questionary state"). `nodes` come
 * without the skipped ones; `index` is the current question; `answers` are keyed by questionId.
 * The kiosk settings (keyboard, phone countries, badge scanner location) come from the kiosk
 * configuration through the flow; every one falls back to the defaults of §9.
 */
export const QuestionaryProps = z.object({
  nodes: withFallback(z.array(QuestionaryNode), []).describe('the questions to ask, one per page, without the skipped ones (core spec §3 "Questionary node")'),
  skipped: withFallback(z.array(QuestionaryNode), []).describe('the skipped nodes (isSkip): not shown; their initial answers are submitted with the rest'),
  index: withFallback(z.number().int().min(0), 0).describe('the index in nodes of the question shown'),
  answers: withFallback(z.record(z.string(), Answer), {}).describe('the answers so far, keyed by questionId (§3 "Answer")'),
  keyboard: withFallback(QuestionaryKeyboard, { isEnabled: false, layout: 'qwerty' }).describe(
    "the kiosk's on-screen keyboard (§3 onScreenKeyboardSettings): off unless enabled",
  ),
  defaultCountry: withFallback(z.string().trim().toLowerCase(), 'be').describe('ISO code the phone question starts with (§9)'),
  preferredCountries: withFallback(z.array(z.string()), []).describe("ISO codes listed first in the phone question's country list"),
  scannerLocation: withFallback(z.string(), 'bottom-center').describe("where the badge scanner sits, for the Badge question's arrow"),
  phoneAutoSubmitMs: withFallback(z.number().int().min(0), 0).describe(
    'a prefilled phone number is submitted by itself after this many ms (§2: 1000); 0 never',
  ),
  error: QuestionError.nullish()
    .transform((error) => error ?? null)
    .describe('an answer the flow refused after asking the server (e.g. a phone number), shown on that question until the visitor edits it'),
});

/** The answers so far, keyed by questionId (core spec §3 "Answer"). */
const Answers = z.record(z.string(), Answer).describe('every answer so far, keyed by questionId (core spec §3 "Answer")');

/**
 * Events of Questionary (core spec §2 "Questionary", §3 "Questionary state"): `next` once the
 * current answer is valid, `back` with the draft kept, `home`.
 */
export const QuestionaryEvents = {
  next: z.object({
    answers: Answers.describe("every answer so far with this question's put in, and the initial answers of the skipped nodes"),
    index: z.number().int().min(0).describe('the index of the question just answered'),
    answer: Answer.optional().describe('the Answer of this question alone (the flow checks some with the server, e.g. phone numbers)'),
    feedbackIds: z.array(z.string()).describe('feedbackId of each confirmed feedback question (video, HTML; §3)'),
  }),
  back: z.object({
    answers: Answers.describe('every answer so far with the current draft put in, so nothing typed is lost'),
    index: z.number().int().min(0).describe('the index of the question shown'),
  }),
  home: NoData,
};
