import { BadgeField } from './badge/index.ts';
import { CheckboxField } from './checkbox/index.ts';
import { CheckboxTextField } from './checkbox-text-field/index.ts';
import { ChecklistField } from './checklist/index.ts';
import { DateField } from './date/index.ts';
import { DateTimeField } from './date-time/index.ts';
import { DecimalField } from './decimal/index.ts';
import type { FieldDefinition } from './defineField.ts';
import './fields.css';
import { DropdownField } from './dropdown/index.ts';
import { EmailAddressField } from './email-address/index.ts';
import { HostSelectionField } from './host-selection/index.ts';
import { HtmlFieldDefinition } from './html-field/index.ts';
import { IntegerField } from './integer/index.ts';
import { LicensePlateField } from './license-plate/index.ts';
import { MoveToLocationField } from './move-to-location/index.ts';
import { MultiValueField } from './multi-value/index.ts';
import { PhoneNumberField } from './phone-number/index.ts';
import { ProcessStepField } from './process-step/index.ts';
import { TakePictureField } from './take-picture/index.ts';
import { TextAreaField } from './text-area/index.ts';
import { TextFieldField } from './text-field/index.ts';
import { UnsupportedFieldDefinition } from './unsupported/index.ts';
import { VideoFieldDefinition } from './video-field/index.ts';
import { YesNoDropdownField } from './yes-no-dropdown/index.ts';

/**
 * Every questionary field widget, as a plain array (DESIGN.md "Widgets"): one per field type of
 * core spec §3, in code order. A new field type is one folder plus one line here. Codes without a
 * widget (10, or anything the spec does not know) fall back to UnsupportedField.
 */
export const fieldWidgets: readonly FieldDefinition[] = [
  YesNoDropdownField,
  DateField,
  DropdownField,
  TextFieldField,
  TextAreaField,
  IntegerField,
  DecimalField,
  PhoneNumberField,
  DateTimeField,
  EmailAddressField,
  BadgeField,
  MultiValueField,
  CheckboxField,
  CheckboxTextField,
  VideoFieldDefinition,
  HtmlFieldDefinition,
  HostSelectionField,
  ProcessStepField,
  TakePictureField,
  MoveToLocationField,
  LicensePlateField,
  ChecklistField,
];

const byCode = new Map(fieldWidgets.map((field) => [field.code, field]));

/**
 * The field widget for a numeric field type code (core spec §3), or the UnsupportedField
 * fallback for a code without one: a questionary never crashes on an unknown type.
 *
 * @example
 * fieldForCode(3).type; // 'TextField'
 * fieldForCode(10).type; // 'Unsupported' (no field type 10 in the spec)
 */
export function fieldForCode(code: number): FieldDefinition {
  return byCode.get(code) ?? UnsupportedFieldDefinition;
}
