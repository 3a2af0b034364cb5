import type { FieldComponentProps } from '../defineField.ts';
import { OptionList } from '../OptionList.tsx';
import { selectOptionsOf } from '../validation.ts';

/**
 * Dropdown (code 2) as a paged list of large options (4 per page, §9), from the translated
 * options, else the internal ones (§3); searchable when the node says so (§5).
 */
export function DropdownList(props: FieldComponentProps) {
  const chosen = props.value[0] ?? '';
  return <OptionList field={props} options={selectOptionsOf(props.node)} chosen={chosen ? [chosen] : []} onToggle={(value) => props.onChange([value])} />;
}
