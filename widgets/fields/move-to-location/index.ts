import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateCheckbox } from '../validation.ts';
import { MoveToLocation } from './MoveToLocation.tsx';
import { OPTION_FONTS } from '../../kit/fonts.ts';

/** MoveToLocation: go to the location, then confirm; a required one must be confirmed. */
export const MoveToLocationField = defineField({
  type: 'MoveToLocation',
  code: fieldTypeCodes.MoveToLocation,
  component: MoveToLocation,
  validate: validateCheckbox,
  fonts: OPTION_FONTS,
  keyboard: 'none',
});
