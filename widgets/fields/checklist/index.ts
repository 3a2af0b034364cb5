import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { ChecklistInput } from './ChecklistInput.tsx';
import { validateChecklist } from './validateChecklist.ts';
import { OPTION_LIST_FONTS } from '../../kit/fonts.ts';

/** Checklist: several options; a required one needs at least one (core spec §2 choice). */
export const ChecklistField = defineField({
  type: 'Checklist',
  code: fieldTypeCodes.Checklist,
  component: ChecklistInput,
  validate: validateChecklist,
  fonts: OPTION_LIST_FONTS,
  keyboard: 'none',
});
