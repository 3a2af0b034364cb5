import dayjs from 'dayjs';
import { z } from 'zod';
import { CertificationTest, type QuestionScore } from '../../api/schemas/certified.ts';
import { Answer, type QuestionaryNode } from '../../api/schemas/questionary.ts';
import type { Context } from '../../engine/context.ts';
import type { CodeEffect } from '../../engine/effects/effect.ts';
import { answerQuestion, previousQuestion, type QuestionaryState, startQuestionary } from '../questionary/model.ts';

/**
 * The certification test's code effects (site-operations §2 "one question at a time", §3
 * "Certification test", "Question score", §4 "Test flow", §5 "an answer is required"). The flow
 * keeps the test in `certificationTest`: the loaded `test`, the questions as a questionary
 * (`questionary`, shown by the Questionary widget, changed only through the questionary's pure
 * model), and once the last question is answered the `result`: `{ questionScores, correct, total,
 * requiredScore, passed }`. Which screen follows, the upload and its failure stay the flow's.
 */

const DROPDOWN = 2;
/** §9 "Date formats: display DD/MM/YYYY". */
const DISPLAY_DATE = 'DD/MM/YYYY';
/** The expiry-date placeholder of a success message (§3): `{expiryDate}`, `{{expiryDate}}` or `{0}`. */
const EXPIRY_PLACEHOLDER = /\{\{?\s*expiryDate\s*\}?\}|\{0\}/gi;

interface Stored {
  test?: unknown;
  questionary?: QuestionaryState;
  result?: unknown;
}

const storedOf = (context: Context): Stored => (context.certificationTest as Stored | undefined) ?? {};
const testOf = (context: Context) => {
  const parsed = CertificationTest.safeParse(storedOf(context).test);
  return parsed.success ? parsed.data : null;
};
const withStored = (context: Context, patch: Stored): Context => ({ ...context, certificationTest: { ...storedOf(context), ...patch } });

/** The questions of a test as questionary nodes: one required choice each, the options' index as the value. */
export function questionNodes(test: CertificationTest): QuestionaryNode[] {
  return test.questions.map((q) => ({
    id: q.id,
    isSkip: false,
    initialAnswer: null,
    metadata: {
      questionId: q.id,
      internalName: '',
      type: DROPDOWN,
      name: q.name,
      description: q.info,
      isRequired: true,
      requiresRangeValidation: false,
      translatedSelectOptions: q.translatedAnswerOptions,
      isSearchableListOnSsk: false,
      isOptionalIdentificationField: false,
      isAutomaticApprovalField: false,
    },
  }));
}

/**
 * The score of answered questions (§3 "Question score", §4 "The test passes when the number of
 * correct answers is at least requiredScore"). An unanswered question scores index -1, incorrect.
 */
export function scoreTest(test: CertificationTest, answers: Readonly<Record<string, Answer>>) {
  const questionScores: QuestionScore[] = test.questions.map((q) => {
    const picked = Number(answers[q.id]?.value[0]);
    const selectedAnswerIndex = Number.isInteger(picked) ? picked : -1;
    return { questionId: q.id, selectedAnswerIndex, isCorrectAnswer: selectedAnswerIndex === q.correctAnswerIndex };
  });
  const correct = questionScores.filter((s) => s.isCorrectAnswer).length;
  return { questionScores, correct, total: test.questions.length, requiredScore: test.requiredScore, passed: correct >= test.requiredScore };
}

/**
 * The success message with its expiry-date placeholder filled in (DD/MM/YYYY, §9), or the fail
 * message. Without a date the placeholder is left out rather than shown raw.
 */
export function testMessage(test: CertificationTest, passed: boolean, expiryDate: string | null | undefined): string {
  if (!passed) return test.failMessage;
  const date = expiryDate && dayjs(expiryDate).isValid() ? dayjs(expiryDate).format(DISPLAY_DATE) : '';
  return test.successMessage.replace(EXPIRY_PLACEHOLDER, date);
}

const WRITES = ['certificationTest.questionary', 'certificationTest.result'];

/** `{"run": "startCertificationTest"}`: the test loaded into `certificationTest.test`, its first question ready (no result yet). */
export const startCertificationTestEffect: CodeEffect<Record<string, never>> = {
  args: z.object({}).strict(),
  description: 'the questions of the test in certificationTest.test as a questionary at its first question (site-operations §2, §3)',
  writes: WRITES,
  resolve(_args, { context }) {
    const test = testOf(context);
    if (!test) return {};
    return { context: withStored(context, { questionary: startQuestionary(questionNodes(test)), result: null }) };
  },
};

/** `{"run": "answerTestQuestion", "args": {"answer": {"var": "event.answer"}}}`: the next question, or after the last the scores in `certificationTest.result`. */
export const answerTestQuestionEffect: CodeEffect<{ answer: Answer }> = {
  args: z.object({ answer: Answer }),
  description: 'accepts the answer to the question shown; after the last, the scores (site-operations §3 "Question score", §4 "Test flow")',
  writes: WRITES,
  resolve({ answer }, { context }) {
    const test = testOf(context);
    const state = storedOf(context).questionary;
    if (!test || !state) return {};
    const next = answerQuestion(state, answer);
    return { context: withStored(context, { questionary: next, ...(next.done ? { result: scoreTest(test, next.answers) } : {}) }) };
  },
};

/** `{"run": "previousTestQuestion", "args": {"answer": {"var": "event.answer"}}}`: back one question, keeping the choice shown. */
export const previousTestQuestionEffect: CodeEffect<{ answer?: Answer | null }> = {
  args: z.object({ answer: Answer.nullish() }),
  description: 'back one question of the test, keeping the choice shown (site-operations §4 "Test flow")',
  writes: WRITES,
  resolve({ answer }, { context }) {
    const state = storedOf(context).questionary;
    return state ? { context: withStored(context, { questionary: previousQuestion(state, answer) }) } : {};
  },
};

/** `{"run": "testMessage", "args": {"expiryDate": ...}}`: `certificationTest.message`, the success message with the date filled in, or the fail message. */
export const testMessageEffect: CodeEffect<{ expiryDate?: string | null }> = {
  args: z.object({ expiryDate: z.string().nullish() }),
  description: 'the result message: success with its expiry-date placeholder filled in (DD/MM/YYYY), or fail (site-operations §3, §9)',
  writes: ['certificationTest.message'],
  resolve({ expiryDate }, { context }) {
    const test = testOf(context);
    const passed = (storedOf(context).result as { passed?: boolean } | null | undefined)?.passed === true;
    return test ? { context: { ...context, certificationTest: { ...storedOf(context), message: testMessage(test, passed, expiryDate) } } } : {};
  },
};
