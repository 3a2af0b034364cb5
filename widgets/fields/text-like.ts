import type { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import { withoutPrefix } from './validation.ts';

/** `toDraft` of the text-like fields: a stored answer loses the prefix it got on submit (§5). */
export function draftWithoutPrefix(node: QuestionaryNode, stored: readonly string[]): readonly string[] {
  return stored.map((entry) => withoutPrefix(node.metadata.prefixToShow, entry));
}
