import type { CodeEffect } from '../engine/effects/effect.ts';
import { answerTestQuestionEffect, previousTestQuestionEffect, startCertificationTestEffect, testMessageEffect } from './effects/certificationTest.ts';
import { answerQuestionEffect, previousQuestionEffect, startQuestionaryEffect } from './effects/questionary.ts';
import { recordFailedAction } from './effects/recordFailedAction.ts';

/**
 * The named effects implemented in code that flows may `run`: the compiler's registry
 * (`createEngineRegistry`) and a built program (`fromProgramData`) take them from here, the latter
 * without the registry's schemas.
 */
export const codeEffects: Readonly<Record<string, CodeEffect>> = {
  recordFailedAction: recordFailedAction as CodeEffect,
  startQuestionary: startQuestionaryEffect as CodeEffect,
  answerQuestion: answerQuestionEffect as CodeEffect,
  previousQuestion: previousQuestionEffect as CodeEffect,
  startCertificationTest: startCertificationTestEffect as CodeEffect,
  answerTestQuestion: answerTestQuestionEffect as CodeEffect,
  previousTestQuestion: previousTestQuestionEffect as CodeEffect,
  testMessage: testMessageEffect as CodeEffect,
};
