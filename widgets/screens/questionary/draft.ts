import type { Answer, QuestionaryNode } from '../../../src/kiosk/questionary/model.ts';
import type { FieldDefinition } from '../../fields/defineField.ts';

/**
 * The value a question starts with (core spec §3 "Questionary state"): the stored answer, else
 * the node's initialAnswer, else empty; turned into what the visitor edits by `toDraft`.
 */
export function initialDraft(node: QuestionaryNode, field: FieldDefinition, answers: Readonly<Record<string, Answer>>): readonly string[] {
  const stored = answers[node.metadata.questionId]?.value ?? node.initialAnswer ?? [];
  const texts = stored.filter((entry): entry is string => typeof entry === 'string');
  return field.toDraft ? field.toDraft(node, texts) : texts;
}
