import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { ChoiceOption } from '../ChoiceOption.tsx';
import { fieldAria } from '../fieldAria.ts';

/**
 * YesNoDropdown (code 0) as two large buttons, Yes and No. A stored 'yes' or 'true' shows as Yes
 * (§5 mapping); the draft holds 'true' or 'false'.
 */
export function YesNoButtons(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { value, onChange } = props;
  const answer = (value[0] ?? '').trim().toLowerCase();
  const isYes = answer === 'yes' || answer === 'true';
  const isNo = answer !== '' && !isYes;
  return (
    <div role="radiogroup" className="kiosk-yes-no" {...fieldAria(props)}>
      <ChoiceOption value="true" checked={isYes} onChoose={() => onChange(['true'])}>
        {t('registration:yes')}
      </ChoiceOption>
      <ChoiceOption value="false" checked={isNo} onChoose={() => onChange(['false'])}>
        {t('registration:no')}
      </ChoiceOption>
    </div>
  );
}
