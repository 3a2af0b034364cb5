import { defineField } from '../defineField.ts';
import { validateUnsupported } from '../validation.ts';
import { UnsupportedField } from './UnsupportedField.tsx';

/**
 * The fallback for any field type code without a widget (JSON Forms' UnknownRenderer). `code` is
 * -1: it is never looked up by code; `fieldForCode` returns it for the codes it does not know.
 */
export const UnsupportedFieldDefinition = defineField({
  type: 'Unsupported',
  code: -1,
  component: UnsupportedField,
  validate: validateUnsupported,
  keyboard: 'none',
});
