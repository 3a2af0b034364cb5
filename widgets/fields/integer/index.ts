import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { validateInteger } from '../validation.ts';
import { IntegerInput, integerLine } from './IntegerInput.tsx';

/** Integer: digits only, value range (core spec §5); numeric keyboard. */
export const IntegerField = defineField({
  type: 'Integer',
  code: fieldTypeCodes.Integer,
  component: IntegerInput,
  line: integerLine,
  validate: validateInteger,
  keyboard: 'numeric',
  toDraft: draftWithoutPrefix,
});
