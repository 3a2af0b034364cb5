import type { Answer, QuestionaryNode } from '../../../src/api/schemas/questionary.ts';
import { isTrueText } from '../../fields/answerRules.ts';
import type { FieldDefinition } from '../../fields/defineField.ts';
import { fieldTypeCodes } from '../../fields/fieldTypes.ts';

/**
 * The value a question starts with (core spec §3 "Questionary state"): the stored answer, else
 * the node's initialAnswer, else empty; turned into what the visitor edits by `toDraft`.
 */
export function initialDraft(node: QuestionaryNode, field: FieldDefinition, answers: Readonly<Record<string, Answer>>): readonly string[] {
  const stored = answers[node.metadata.questionId]?.value ?? node.initialAnswer ?? [];
  const texts = stored.filter((entry): entry is string => typeof entry === 'string');
  return field.toDraft ? field.toDraft(node, texts) : texts;
}

/** The Answer shape of §3 for one node: `{ id, fieldDefinitionId, value, fieldDefinitionType }`. */
export function answerFor(node: QuestionaryNode, value: readonly string[]): Answer {
  return { id: node.id, fieldDefinitionId: node.metadata.questionId, value: [...value], fieldDefinitionType: node.metadata.type };
}

const FEEDBACK_TYPES: readonly number[] = [fieldTypeCodes.VideoField, fieldTypeCodes.HtmlField];

/**
 * The feedback ids of §3 "Questionary state": those of the feedback questions (video, HTML)
 * whose answer confirms them, in questionary order, each once.
 *
 * @example
 * feedbackIdsOf(nodes, answers); // ['fb-safety-video']
 */
export function feedbackIdsOf(nodes: readonly QuestionaryNode[], answers: Readonly<Record<string, Answer>>): string[] {
  const ids = nodes
    .filter((node) => FEEDBACK_TYPES.includes(node.metadata.type) && node.metadata.feedbackId)
    .filter((node) => isTrueText(answers[node.metadata.questionId]?.value[0]))
    .map((node) => node.metadata.feedbackId as string);
  return [...new Set(ids)];
}

/**
 * The answers of the skipped nodes (core spec §3 `isSkip`): not asked, but their initial answer
 * (e.g. known from an identification) is submitted with the others. Nodes without one add nothing.
 *
 * @example
 * skippedAnswersOf([{ id: 'n4', isSkip: true, initialAnswer: ['C-42'], metadata: { questionId: 'qContract', type: 3 } }]);
 * // { qContract: { id: 'n4', fieldDefinitionId: 'qContract', value: ['C-42'], fieldDefinitionType: 3 } }
 */
export function skippedAnswersOf(nodes: readonly QuestionaryNode[]): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const node of nodes) {
    const initial = (node.initialAnswer ?? []).filter((entry): entry is string => typeof entry === 'string');
    if (node.isSkip && initial.length > 0) answers[node.metadata.questionId] = answerFor(node, initial);
  }
  return answers;
}
