import { z } from 'zod';
import { Answer, QuestionaryNode } from '../../../src/api/schemas/questionary.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/**
 * Props of Questionary (core spec §2 "Questionary", §3 "Questionary state"). `nodes` come
 * without the skipped ones; `index` is the current question; `answers` are keyed by questionId.
 */
export const QuestionaryProps = z.object({
  nodes: withFallback(z.array(QuestionaryNode), []),
  index: withFallback(z.number().int().min(0), 0),
  answers: withFallback(z.record(z.string(), Answer), {}),
});
