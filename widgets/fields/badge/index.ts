import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { BadgeInput } from './BadgeInput.tsx';
import { validateBadge } from './validateBadge.ts';

/** Badge: scanned into a hidden input, checked 500 ms after the scan (core spec §5, §9); no keyboard. */
export const BadgeField = defineField({
  type: 'Badge',
  code: fieldTypeCodes.Badge,
  component: BadgeInput,
  validate: validateBadge,
  keyboard: 'none',
});
