import { z } from 'zod';
import { Answer, QuestionaryNode } from '../../../src/api/schemas/questionary.ts';

/**
 * Props of Questionary (core spec §2 "Questionary", §3 "Questionary state"). `nodes` come
 * without the skipped ones; `index` is the current question; `answers` are keyed by questionId.
 */
export const QuestionaryProps = z.object({
  nodes: z.array(QuestionaryNode).default([]),
  index: z.number().int().min(0).default(0),
  answers: z.record(z.string(), Answer).default({}),
});
