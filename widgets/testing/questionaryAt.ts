import type { Answer, QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import type { QuestionError } from '../../src/kiosk/questionary/model.ts';

/**
 * The Questionary widget's props at a question, for tests: the model's state (nodes, index,
 * answers, a refusal) plus any kiosk settings (keyboard, countries, scanner location).
 *
 * @example
 * renderWidget(Questionary, questionaryAt({ nodes: [name, email], index: 1 }));
 */
export function questionaryAt({
  nodes,
  index = 0,
  answers = {},
  error = null,
  ...settings
}: {
  nodes: readonly QuestionaryNode[];
  index?: number;
  answers?: Record<string, Answer>;
  error?: QuestionError | null;
  [setting: string]: unknown;
}) {
  return { questionary: { nodes, index, answers, feedbackIds: [], done: index >= nodes.length, error }, ...settings };
}
