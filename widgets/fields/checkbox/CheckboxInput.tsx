import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria, fieldIds } from '../fieldAria.ts';

/**
 * Checkbox (code 13): one big toggle; the value is the text 'true' or 'false' (§5). Its visible
 * label is the question's confirmation label, else "Yes"; the question title names it too.
 */
export function CheckboxInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const ids = fieldIds(inputId);
  const checked = (value[0] ?? '').trim().toLowerCase() === 'true';
  return (
    <label className="kiosk-checkbox" htmlFor={inputId}>
      <input
        id={inputId}
        type="checkbox"
        data-action="answer"
        checked={checked}
        onChange={(event) => onChange([event.target.checked ? 'true' : 'false'])}
        {...fieldAria(props)}
        aria-labelledby={`${ids.label} ${inputId}-text`}
      />
      <span id={`${inputId}-text`}>{node.metadata.confirmationLabel || t('registration:yes')}</span>
    </label>
  );
}
