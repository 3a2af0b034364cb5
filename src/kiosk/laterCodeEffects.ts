import type { CodeEffect } from '../engine/effects/effect.ts';
import { answerTestQuestionEffect, previousTestQuestionEffect, startCertificationTestEffect, testMessageEffect } from './effects/certificationTest.ts';
import { answerQuestionEffect, previousQuestionEffect, startQuestionaryEffect } from './effects/questionary.ts';
import { recordFailedAction } from './effects/recordFailedAction.ts';

/**
 * The code effects a build loads after the first screen, with the later flows (docs/decisions/0024):
 * the main flow's (the questionary's, core §5; the failed registration's record, core §4) and the
 * certification test's (site-operations §4), with the questionary model, dayjs and the
 * certification schemas they use.
 */
export const laterCodeEffects: Readonly<Record<string, CodeEffect>> = {
  recordFailedAction: recordFailedAction as CodeEffect,
  startQuestionary: startQuestionaryEffect as CodeEffect,
  answerQuestion: answerQuestionEffect as CodeEffect,
  previousQuestion: previousQuestionEffect as CodeEffect,
  startCertificationTest: startCertificationTestEffect as CodeEffect,
  answerTestQuestion: answerTestQuestionEffect as CodeEffect,
  previousTestQuestion: previousTestQuestionEffect as CodeEffect,
  testMessage: testMessageEffect as CodeEffect,
};
