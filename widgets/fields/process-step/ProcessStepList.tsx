import type { FieldComponentProps } from '../defineField.ts';
import { OptionList } from '../OptionList.tsx';
import { selectOptionsOf } from '../validation.ts';

/** ProcessStep (code 18): the step of the site's process, one of the options, 4 per page (§9). */
export function ProcessStepList(props: FieldComponentProps) {
  const chosen = props.value[0] ?? '';
  return <OptionList field={props} options={selectOptionsOf(props.node)} chosen={chosen ? [chosen] : []} onToggle={(value) => props.onChange([value])} />;
}
