import { defineField } from '../defineField.ts';
import { toDisplayDate } from '../dates.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateDate } from '../validation.ts';
import { DateInput } from './DateInput.tsx';
import { OPTION_FONTS } from '../../kit/fonts.ts';

/**
 * Date: the formats of §5, displayed DD/MM/YYYY, submitted YYYY-MM-DDTHH:mm:ss. Its kiosk keyboard
 * gives digits and the slash (issue 12 §4; core spec §5 says "others none", but a kiosk without a
 * physical keyboard could then only use the pickers: docs/decisions/0011-public-terminal.md).
 */
export const DateField = defineField({
  type: 'Date',
  code: fieldTypeCodes.Date,
  component: DateInput,
  validate: validateDate,
  // the pickers' selects (kiosk.css `.kiosk-select`) draw their choice as an option
  fonts: OPTION_FONTS,
  keyboard: 'date',
  // a date after a date (of birth, of the visit) keeps the input, its focus and the pickers' 154 options
  keepsElements: true,
  toDraft: (_node, stored) => stored.map(toDisplayDate),
});
