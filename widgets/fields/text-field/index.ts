import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { validateText } from '../validation.ts';
import { TextField, textLine } from './TextField.tsx';

/** TextField: required, length range, prefix (core spec §5); text keyboard. */
export const TextFieldField = defineField({
  type: 'TextField',
  code: fieldTypeCodes.TextField,
  component: TextField,
  line: textLine,
  validate: validateText,
  keyboard: 'text',
  toDraft: draftWithoutPrefix,
});
