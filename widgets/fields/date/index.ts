import { defineField } from '../defineField.ts';
import { toDisplayDate } from '../dates.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validateDate } from '../validation.ts';
import { DateInput, DateLinePickers, dateLine } from './DateInput.tsx';
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
  // drawn as a line with its pickers under it: from a line question to a date, from a date to a
  // date and back, the input and its focus stay (issue 11 §2)
  line: dateLine,
  underLine: DateLinePickers,
  keyboard: 'date',
  toDraft: (_node, stored) => stored.map(toDisplayDate),
});
