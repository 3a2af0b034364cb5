import { defineField } from '../defineField.ts';
import { toDisplayDateTime } from '../dates.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validateDateTime } from '../validation.ts';
import { DateTimeInput } from './DateTimeInput.tsx';

/** DateTime: §5 formats with hh:mm, displayed DD/MM/YYYY HH:mm, submitted YYYY-MM-DDTHH:mm:ss. */
export const DateTimeField = defineField({
  type: 'DateTime',
  code: fieldTypeCodes.DateTime,
  component: DateTimeInput,
  validate: validateDateTime,
  keyboard: 'none',
  toDraft: (_node, stored) => stored.map(toDisplayDateTime),
});
