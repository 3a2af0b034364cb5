import type { CodeEffect } from '../engine/effects/effect.ts';
import { answerQuestionEffect, previousQuestionEffect, startQuestionaryEffect } from './effects/questionary.ts';
import { recordFailedAction } from './effects/recordFailedAction.ts';

/**
 * The code effects the main flow runs, which a build loads with the first screen
 * (docs/decisions/0024; the build refuses a first flow that runs another).
 */
export const firstCodeEffects: Readonly<Record<string, CodeEffect>> = {
  recordFailedAction: recordFailedAction as CodeEffect,
  startQuestionary: startQuestionaryEffect as CodeEffect,
  answerQuestion: answerQuestionEffect as CodeEffect,
  previousQuestion: previousQuestionEffect as CodeEffect,
};
