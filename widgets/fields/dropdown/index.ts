import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateDropdown } from '../validation.ts';
import { DropdownList } from './DropdownList.tsx';
import { OPTION_LIST_FONTS } from '../../kit/fonts.ts';

/** Dropdown: one option of the list; a choice is needed when required (core spec §5). */
export const DropdownField = defineField({
  type: 'Dropdown',
  code: fieldTypeCodes.Dropdown,
  component: DropdownList,
  validate: validateDropdown,
  fonts: OPTION_LIST_FONTS,
  keyboard: 'none',
});
