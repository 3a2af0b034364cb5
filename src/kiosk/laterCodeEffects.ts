import type { CodeEffect } from '../engine/effects/effect.ts';
import { answerTestQuestionEffect, previousTestQuestionEffect, startCertificationTestEffect, testMessageEffect } from './effects/certificationTest.ts';

/**
 * The code effects only later flows run (the certification test, site-operations §4): a build
 * loads them with those flows, after the first screen (docs/decisions/0024), and dayjs and the
 * certification schemas with them.
 */
export const laterCodeEffects: Readonly<Record<string, CodeEffect>> = {
  startCertificationTest: startCertificationTestEffect as CodeEffect,
  answerTestQuestion: answerTestQuestionEffect as CodeEffect,
  previousTestQuestion: previousTestQuestionEffect as CodeEffect,
  testMessage: testMessageEffect as CodeEffect,
};
