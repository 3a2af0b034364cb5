import { withoutPrefix } from '../answerRules.ts';
import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { CheckboxTextInput } from './CheckboxTextInput.tsx';
import { validateCheckboxText } from './validateCheckboxText.ts';
import { OPTION_FONTS } from '../../kit/fonts.ts';

/** CheckboxTextField: a tick box and its text (core spec §2 simple input); text keyboard (§5). */
export const CheckboxTextField = defineField({
  type: 'CheckboxTextField',
  code: fieldTypeCodes.CheckboxTextField,
  component: CheckboxTextInput,
  validate: validateCheckboxText,
  fonts: OPTION_FONTS,
  keyboard: 'text',
  toDraft: (node, stored) => [stored[0] ?? 'false', withoutPrefix(node.metadata.prefixToShow, stored[1] ?? '')],
});
