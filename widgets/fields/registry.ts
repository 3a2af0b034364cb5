import { CheckboxField } from './checkbox/index.ts';
import { DateField } from './date/index.ts';
import { DecimalField } from './decimal/index.ts';
import type { FieldDefinition } from './defineField.ts';
import { DropdownField } from './dropdown/index.ts';
import { EmailAddressField } from './email-address/index.ts';
import { IntegerField } from './integer/index.ts';
import { TextAreaField } from './text-area/index.ts';
import { TextFieldField } from './text-field/index.ts';
import { UnsupportedFieldDefinition } from './unsupported/index.ts';
import { YesNoDropdownField } from './yes-no-dropdown/index.ts';

/**
 * Every questionary field widget, as a plain array (DESIGN.md "Widgets"). A new field type is one
 * folder plus one line here. Codes without a widget fall back to UnsupportedField.
 */
export const fieldWidgets: readonly FieldDefinition[] = [
  YesNoDropdownField,
  DateField,
  DropdownField,
  TextFieldField,
  TextAreaField,
  IntegerField,
  DecimalField,
  EmailAddressField,
  CheckboxField,
];

const byCode = new Map(fieldWidgets.map((field) => [field.code, field]));

/**
 * The field widget for a numeric field type code (core spec §3), or the UnsupportedField
 * fallback for a code without one: a questionary never crashes on an unknown type.
 *
 * @example
 * fieldForCode(3).type; // 'TextField'
 * fieldForCode(15).type; // 'Unsupported' (VideoField is not built yet)
 */
export function fieldForCode(code: number): FieldDefinition {
  return byCode.get(code) ?? UnsupportedFieldDefinition;
}
