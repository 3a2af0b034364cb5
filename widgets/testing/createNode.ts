import { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import type { QuestionMetadata } from '../../src/api/schemas/questionary.ts';

/**
 * A questionary node for tests, parsed through the real schema so defaults apply.
 *
 * @example
 * createNode({ type: 3, isRequired: true }, { id: 'n1' });
 */
export function createNode(
  metadata: Partial<QuestionMetadata> & { type: number },
  node: { id?: string; initialAnswer?: string[] | null; isSkip?: boolean } = {},
): QuestionaryNode {
  const id = node.id ?? `node-${metadata.questionId ?? metadata.type}`;
  return QuestionaryNode.parse({
    id,
    isSkip: node.isSkip ?? false,
    initialAnswer: node.initialAnswer ?? null,
    metadata: { questionId: `q-${id}`, name: `Question ${id}`, ...metadata },
  });
}
