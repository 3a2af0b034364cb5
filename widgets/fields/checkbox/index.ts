import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateCheckbox } from '../validation.ts';
import { CheckboxInput } from './CheckboxInput.tsx';
import { OPTION_FONTS } from '../../kit/fonts.ts';

/** Checkbox: 'true'/'false'; a required one must be ticked (core spec §5). */
export const CheckboxField = defineField({
  type: 'Checkbox',
  code: fieldTypeCodes.Checkbox,
  component: CheckboxInput,
  validate: validateCheckbox,
  fonts: OPTION_FONTS,
  keyboard: 'none',
  // what it shows is the draft and the node: a consent after a consent keeps the toggle
  keepsElements: true,
});
