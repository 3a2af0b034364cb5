import type { FieldComponentProps } from '../defineField.ts';
import { OptionList } from '../OptionList.tsx';
import { hostOptionsOf } from './validateHost.ts';

/** §5 "Host selection search needs at least 2 characters". */
export const HOST_SEARCH_MINIMUM = 2;

/**
 * HostSelection (code 17): the person the visitor comes for, from the node's hosts. When the
 * node is searchable, names show only once 2 characters are typed (§5, §9), so the kiosk does
 * not list the site's staff to anyone passing by; the chosen host stays shown.
 */
export function HostList(props: FieldComponentProps) {
  const chosen = props.value[0] ?? '';
  return (
    <OptionList
      field={props}
      options={hostOptionsOf(props.node)}
      chosen={chosen ? [chosen] : []}
      minSearch={HOST_SEARCH_MINIMUM}
      searchHintKey="registration:hostSearchMinimum"
      onToggle={(value) => props.onChange([value])}
    />
  );
}
