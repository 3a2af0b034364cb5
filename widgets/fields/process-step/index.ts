import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { ProcessStepList } from './ProcessStepList.tsx';
import { validateProcessStep } from './validateProcessStep.ts';
import { OPTION_LIST_FONTS } from '../../kit/fonts.ts';

/** ProcessStep: a choice is needed before next (core spec §5). */
export const ProcessStepField = defineField({
  type: 'ProcessStep',
  code: fieldTypeCodes.ProcessStep,
  component: ProcessStepList,
  validate: validateProcessStep,
  fonts: OPTION_LIST_FONTS,
  keyboard: 'none',
});
