import type { QuestionaryNode } from '../../../src/kiosk/questionary/model.ts';
import { blankResult, firstText, invalid, neverThrows, valid, validationMessageKeys, type Validator } from '../answerRules.ts';
import type { ListOption } from '../OptionList.tsx';
import { selectOptionsOf } from '../validation.ts';

/** The hosts to choose from: the node's hosts (§3 "hosts (id, name)"), else its select options. */
export function hostOptionsOf(node: QuestionaryNode): ListOption[] {
  const hosts = node.metadata.hosts ?? [];
  return hosts.length > 0 ? hosts.map((host) => ({ key: host.name, value: host.id })) : selectOptionsOf(node);
}

/** HostSelection: one host of the list, submitted by id; a required one asks to choose. */
export const validateHost: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.chooseHost);
  if (blank) return blank;
  const chosen = firstText(value);
  return hostOptionsOf(node).some((host) => host.value === chosen) ? valid([chosen]) : invalid(validationMessageKeys.chooseHost);
});
