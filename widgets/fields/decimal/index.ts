import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { validateDecimal } from '../validation.ts';
import { DecimalInput, decimalLine } from './DecimalInput.tsx';

/** Decimal: Dutch or US style, value range (core spec §5); decimal keyboard with a comma. */
export const DecimalField = defineField({
  type: 'Decimal',
  code: fieldTypeCodes.Decimal,
  component: DecimalInput,
  line: decimalLine,
  validate: validateDecimal,
  keyboard: 'decimal',
  toDraft: draftWithoutPrefix,
});
