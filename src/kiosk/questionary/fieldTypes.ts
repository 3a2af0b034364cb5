/**
 * The numeric field type codes of the questionary (core spec §3 "Field types"). This is the one
 * table that maps codes to type names; field widgets, the registry and tests all read it.
 * TakePicture (19) and MoveToLocation (20) come from the spec's "further listing".
 */
export const fieldTypeCodes = {
  YesNoDropdown: 0,
  Date: 1,
  Dropdown: 2,
  TextField: 3,
  TextArea: 4,
  Integer: 5,
  Decimal: 6,
  PhoneNumber: 7,
  DateTime: 8,
  EmailAddress: 9,
  Badge: 11,
  MultiValue: 12,
  Checkbox: 13,
  CheckboxTextField: 14,
  VideoField: 15,
  HtmlField: 16,
  HostSelection: 17,
  ProcessStep: 18,
  TakePicture: 19,
  MoveToLocation: 20,
  LicensePlate: 21,
  Checklist: 22,
} as const;

/** A field type name of §3, e.g. 'TextField'. */
export type FieldTypeName = keyof typeof fieldTypeCodes;

const namesByCode = new Map<number, FieldTypeName>(Object.entries(fieldTypeCodes).map(([name, code]) => [code, name as FieldTypeName]));

/**
 * The type name of a numeric field type code, or undefined for a code the spec does not know.
 *
 * @example
 * fieldTypeName(3); // 'TextField'
 * fieldTypeName(10); // undefined
 */
export function fieldTypeName(code: number): FieldTypeName | undefined {
  return namesByCode.get(code);
}
