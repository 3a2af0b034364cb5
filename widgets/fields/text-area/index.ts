import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { validateText } from '../validation.ts';
import { TextArea } from './TextArea.tsx';

/** TextArea: like TextField, several lines (core spec §5); text keyboard. */
export const TextAreaField = defineField({
  type: 'TextArea',
  code: fieldTypeCodes.TextArea,
  component: TextArea,
  validate: validateText,
  keyboard: 'text',
  toDraft: draftWithoutPrefix,
});
