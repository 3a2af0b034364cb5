import { z } from 'zod';
import { Answer, type QuestionaryNode } from '../../api/schemas/questionary.ts';
import type { Context } from '../../engine/context.ts';
import type { CodeEffect } from '../../engine/effects/effect.ts';
import { answerQuestion, previousQuestion, type QuestionaryState, startQuestionary } from '../questionary/model.ts';

/**
 * The questionary's code effects: the flow keeps the questionary state (core spec §3
 * "Questionary state") in `questionary` and changes it only through these, with the pure model of
 * src/kiosk/questionary/model.ts. What follows an answer (a server check, the step after the
 * questionary) stays the flow's decision.
 */

type Stored = Partial<QuestionaryState> & { response?: readonly QuestionaryNode[]; countryIso?: string };

const stateOf = (context: Context): QuestionaryState | null => {
  const stored = context.questionary as Stored | undefined;
  return stored && Array.isArray(stored.nodes) && typeof stored.index === 'number' ? (stored as QuestionaryState) : null;
};

const withState = (context: Context, state: QuestionaryState): Context => ({ ...context, questionary: { ...(context.questionary as object), ...state } });

const QUESTIONARY_WRITES = [
  'questionary.nodes',
  'questionary.index',
  'questionary.answers',
  'questionary.feedbackIds',
  'questionary.done',
  'questionary.error',
];

/** `{"run": "startQuestionary"}`: the questionary loaded `into` `questionary.response`, ready to show (skipped nodes out, their initial answers in). */
export const startQuestionaryEffect: CodeEffect<Record<string, never>> = {
  args: z.strictObject({}),
  description: 'starts the questionary loaded into questionary.response at its first question (core §3 "Questionary state")',
  writes: QUESTIONARY_WRITES,
  resolve(_args, { context }) {
    const response = (context.questionary as Stored | undefined)?.response;
    return { context: withState(context, startQuestionary(Array.isArray(response) ? response : [])) };
  },
};

/** `{"run": "answerQuestion", "args": {"answer": {"var": "event.answer"}}}`: accepts the answer to the question shown; the next one shows, or `questionary.done`. */
export const answerQuestionEffect: CodeEffect<{ answer: Answer }> = {
  args: z.object({ answer: Answer }),
  description: 'accepts the answer to the question shown: stored, feedback ids updated, the next question or done (core §3, §4 "Feedback questions")',
  writes: QUESTIONARY_WRITES,
  resolve({ answer }, { context }) {
    const state = stateOf(context);
    return state ? { context: withState(context, answerQuestion(state, answer)) } : {};
  },
};

/** `{"run": "previousQuestion", "args": {"answer": {"var": "event.answer"}}}`: back one question, keeping what was typed. */
export const previousQuestionEffect: CodeEffect<{ answer?: Answer | null }> = {
  args: z.object({ answer: Answer.nullish() }),
  description: 'back one question, keeping what the visitor typed on this one (core §2 "Questionary")',
  writes: QUESTIONARY_WRITES,
  resolve({ answer }, { context }) {
    const state = stateOf(context);
    return state ? { context: withState(context, previousQuestion(state, answer)) } : {};
  },
};
