import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { ChecklistInput } from './ChecklistInput.tsx';
import { validateChecklist } from './validateChecklist.ts';

/** Checklist: several options; a required one needs at least one (core spec §2 choice). */
export const ChecklistField = defineField({
  type: 'Checklist',
  code: fieldTypeCodes.Checklist,
  component: ChecklistInput,
  validate: validateChecklist,
  keyboard: 'none',
});
