import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validateYesNo } from '../validation.ts';
import { YesNoButtons } from './YesNoButtons.tsx';

/** YesNoDropdown: yes/true → 'true', else 'false' (core spec §5). */
export const YesNoDropdownField = defineField({
  type: 'YesNoDropdown',
  code: fieldTypeCodes.YesNoDropdown,
  component: YesNoButtons,
  validate: validateYesNo,
  keyboard: 'none',
  keepsElements: true,
});
