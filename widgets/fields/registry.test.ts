import { describe, expect, it } from 'vitest';
import { fieldTypeCodes, fieldTypeName } from '../../src/kiosk/questionary/fieldTypes.ts';
import { fieldForCode, fieldWidgets } from './registry.ts';

describe('field registry (core spec §3 field types)', () => {
  it('knows every code of §3 by name', () => {
    expect(fieldTypeCodes).toMatchObject({
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
    });
    expect(fieldTypeName(21)).toBe('LicensePlate');
    expect(fieldTypeName(10)).toBeUndefined();
  });

  it('lists each field once, with the code the table gives its type name', () => {
    const codes = fieldWidgets.map((field) => field.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const field of fieldWidgets) expect(fieldTypeName(field.code)).toBe(field.type);
  });

  it('finds a field by code and falls back to Unsupported', () => {
    expect(fieldForCode(3).type).toBe('TextField');
    expect(fieldForCode(0).type).toBe('YesNoDropdown');
    expect(fieldForCode(10).type).toBe('Unsupported');
    expect(fieldForCode(23).type).toBe('Unsupported');
    expect(fieldForCode(-7).type).toBe('Unsupported');
  });

  it('has a widget for every field type of §3, TakePicture and MoveToLocation included', () => {
    for (const [name, code] of Object.entries(fieldTypeCodes)) expect(fieldForCode(code).type).toBe(name);
    expect(fieldWidgets).toHaveLength(Object.keys(fieldTypeCodes).length);
  });
});
