import type { FieldComponentProps } from '../defineField.ts';
import { OptionList } from '../OptionList.tsx';
import { selectOptionsOf } from '../validation.ts';

/**
 * Checklist (code 22): tick any number of the options, 4 per page (§9), searchable when the
 * node says so (§5). The draft holds the ticked values.
 */
export function ChecklistInput(props: FieldComponentProps) {
  const { value, onChange } = props;
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((entry) => entry !== option) : [...value, option]);
  return <OptionList field={props} options={selectOptionsOf(props.node)} chosen={value} multiple onToggle={toggle} />;
}
