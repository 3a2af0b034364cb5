import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validateDropdown } from '../validation.ts';
import { DropdownList } from './DropdownList.tsx';

/** Dropdown: one option of the list; a choice is needed when required (core spec §5). */
export const DropdownField = defineField({
  type: 'Dropdown',
  code: fieldTypeCodes.Dropdown,
  component: DropdownList,
  validate: validateDropdown,
  keyboard: 'none',
});
