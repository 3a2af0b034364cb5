import { defineField } from '../defineField.ts';
import { toDisplayDate } from '../dates.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validateDate } from '../validation.ts';
import { DateInput } from './DateInput.tsx';

/** Date: the formats of §5, displayed DD/MM/YYYY, submitted YYYY-MM-DDTHH:mm:ss; no kiosk keyboard. */
export const DateField = defineField({
  type: 'Date',
  code: fieldTypeCodes.Date,
  component: DateInput,
  validate: validateDate,
  keyboard: 'none',
  toDraft: (_node, stored) => stored.map(toDisplayDate),
});
