import { defineField } from '../defineField.ts';
import { toDisplayDateTime } from '../dates.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateDateTime } from '../validation.ts';
import { DateTimeInput } from './DateTimeInput.tsx';
import { kioskFont, OPTION_FONTS } from '../../kit/fonts.ts';

/** DateTime: §5 formats with hh:mm, displayed DD/MM/YYYY HH:mm, submitted YYYY-MM-DDTHH:mm:ss. */
export const DateTimeField = defineField({
  type: 'DateTime',
  code: fieldTypeCodes.DateTime,
  component: DateTimeInput,
  validate: validateDateTime,
  // the date's selects, and the hour and minute (fields.css `.kiosk-spinner-part__value`, bold 48 px)
  fonts: [...OPTION_FONTS, kioskFont(700, 48)],
  keyboard: 'none',
  toDraft: (_node, stored) => stored.map(toDisplayDateTime),
});
