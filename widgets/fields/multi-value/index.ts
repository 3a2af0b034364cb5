import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { MultiValueInput } from './MultiValueInput.tsx';
import { validateMultiValue } from './validateMultiValue.ts';

/** MultiValue: rows added and removed, each value checked (core spec §2, §5); text keyboard. */
export const MultiValueField = defineField({
  type: 'MultiValue',
  code: fieldTypeCodes.MultiValue,
  component: MultiValueInput,
  validate: validateMultiValue,
  keyboard: 'text',
  toDraft: draftWithoutPrefix,
});
