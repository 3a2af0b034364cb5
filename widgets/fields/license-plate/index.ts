import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { LicensePlateInput, plateLine } from './LicensePlateInput.tsx';
import { PLATE_FONT } from './plateFont.ts';
import { validateLicensePlate } from './validateLicensePlate.ts';

/** LicensePlate: A-Z, 0-9, Ä, Ü, Ö (core spec §5); its own keyboard layout; its font opened ahead (`fonts`). */
export const LicensePlateField = defineField({
  type: 'LicensePlate',
  code: fieldTypeCodes.LicensePlate,
  component: LicensePlateInput,
  line: plateLine,
  validate: validateLicensePlate,
  keyboard: 'licensePlate',
  toDraft: draftWithoutPrefix,
  fonts: [PLATE_FONT],
});
