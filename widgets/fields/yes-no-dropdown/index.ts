import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateYesNo } from '../validation.ts';
import { YesNoButtons } from './YesNoButtons.tsx';
import { YES_NO_FONTS } from '../../kit/fonts.ts';

/** YesNoDropdown: yes/true → 'true', else 'false' (core spec §5). */
export const YesNoDropdownField = defineField({
  type: 'YesNoDropdown',
  code: fieldTypeCodes.YesNoDropdown,
  component: YesNoButtons,
  validate: validateYesNo,
  keyboard: 'none',
  keepsElements: true,
  fonts: YES_NO_FONTS,
});
