import { describe, expect, it } from 'vitest';
import type { QuestionMetadata } from '../../src/api/schemas/questionary.ts';
import { createNode } from '../testing/createNode.ts';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import {
  isEmailAddress,
  isWithinRange,
  parseDecimal,
  validateCheckbox,
  validateDate,
  validateDecimal,
  validateDropdown,
  validateEmail,
  validateInteger,
  validateText,
  validateUnsupported,
  validateYesNo,
  withoutPrefix,
  withPrefix,
} from './validation.ts';
import { invalidLength } from './answerRules.ts';

const text = (meta: Partial<QuestionMetadata> = {}) => createNode({ ...meta, type: fieldTypeCodes.TextField });
const ranged = (type: number, min: number | null, max: number | null) =>
  createNode({ type, requiresRangeValidation: true, minNumberOfCharacters: min, maxNumberOfCharacters: max });

describe('§5 required and optional', () => {
  it('an optional empty answer is valid and submits nothing', () => {
    for (const value of [[], [''], ['   ']]) {
      expect(validateText(text(), value)).toEqual({ isValid: true, value: [] });
    }
  });

  it('a required answer must be non-empty (blank counts as empty)', () => {
    for (const value of [[], [''], ['  ']]) {
      expect(validateText(text({ isRequired: true }), value)).toEqual({
        isValid: false,
        errorMessageKey: 'registration:required',
        value: [],
      });
    }
    expect(validateText(text({ isRequired: true }), ['x'])).toEqual({ isValid: true, value: ['x'] });
  });

  it('applies the same rule to every simple type', () => {
    for (const validate of [validateInteger, validateDecimal, validateEmail, validateDate]) {
      expect(validate(createNode({ type: 3 }), []).isValid).toBe(true);
      expect(validate(createNode({ type: 3, isRequired: true }), ['']).errorMessageKey).toBe('registration:required');
    }
  });

  it('trims what is submitted', () => {
    expect(validateText(text(), ['  Ann  ']).value).toEqual(['Ann']);
  });
});

describe('§5 range check (strictly between min and max)', () => {
  it('isWithinRange excludes both bounds and ignores a missing one', () => {
    expect(isWithinRange(2, 2, 10)).toBe(false);
    expect(isWithinRange(3, 2, 10)).toBe(true);
    expect(isWithinRange(9, 2, 10)).toBe(true);
    expect(isWithinRange(10, 2, 10)).toBe(false);
    expect(isWithinRange(1000, 2, null)).toBe(true);
    expect(isWithinRange(-5, null, 0)).toBe(true);
    expect(isWithinRange(Number.NaN, null, null)).toBe(false);
  });

  it('checks text length strictly between min and max', () => {
    const node = ranged(fieldTypeCodes.TextField, 2, 5);
    // a length is a format: how many characters are allowed (2 < length < 5), never "out of range"
    expect(validateText(node, ['ab'])).toMatchObject({
      isValid: false,
      errorMessageKey: 'registration:invalidLength',
      errorValues: { from: 3, to: 4 },
      errorFallbackKey: 'registration:invalidRange',
    });
    expect(validateText(node, ['abc']).isValid).toBe(true);
    expect(validateText(node, ['abcd']).isValid).toBe(true);
    expect(validateText(node, ['abcde']).errorMessageKey).toBe('registration:invalidLength');
  });

  it('counts characters, not UTF-16 units, and measures the trimmed text', () => {
    const node = ranged(fieldTypeCodes.TextField, 2, 5);
    expect(validateText(node, ['😀😀😀']).isValid).toBe(true);
    expect(validateText(node, ['  ab  ']).isValid).toBe(false);
  });

  it('does not check the range when requiresRangeValidation is off', () => {
    const node = createNode({ type: 3, minNumberOfCharacters: 5, maxNumberOfCharacters: 6 });
    expect(validateText(node, ['a']).isValid).toBe(true);
  });

  it('leaves an optional empty ranged answer valid', () => {
    expect(validateText(ranged(fieldTypeCodes.TextField, 2, 5), ['']).isValid).toBe(true);
  });

  it('checks integer values strictly between min and max', () => {
    const node = ranged(fieldTypeCodes.Integer, 10, 20);
    expect(validateInteger(node, ['10']).errorMessageKey).toBe('registration:invalidRange');
    expect(validateInteger(node, ['11']).isValid).toBe(true);
    expect(validateInteger(node, ['19']).isValid).toBe(true);
    expect(validateInteger(node, ['20']).errorMessageKey).toBe('registration:invalidRange');
    expect(validateInteger(node, ['0011']).isValid).toBe(true);
  });

  it('checks decimal values strictly between min and max', () => {
    const node = ranged(fieldTypeCodes.Decimal, 1, 2);
    expect(validateDecimal(node, ['1']).isValid).toBe(false);
    expect(validateDecimal(node, ['1,0001']).isValid).toBe(true);
    expect(validateDecimal(node, ['1.9999']).isValid).toBe(true);
    expect(validateDecimal(node, ['2,0']).errorMessageKey).toBe('registration:invalidRange');
  });
});

describe('§5 integers: digits only', () => {
  const node = createNode({ type: fieldTypeCodes.Integer });
  it.each(['0', '7', '123', '007'])('accepts %s', (value) => {
    expect(validateInteger(node, [value])).toEqual({ isValid: true, value: [value] });
  });
  it.each(['-1', '+1', '1.5', '1,5', '1e3', '12a', '١٢'])('refuses %s', (value) => {
    expect(validateInteger(node, [value]).errorMessageKey).toBe('registration:invalidNumber');
  });
});

describe('§5 decimals: Dutch or US style', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12,', 12],
    ['12.', 12],
    ['0,05', 0.05],
    ['1.234', 1.234],
    ['1,234', 1.234],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1.234.567', 1234567],
    ['1,234,567.25', 1234567.25],
    ['1.234,', 1234],
    ['1,234.', 1234],
  ])('reads %s as %d', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each(['', ',5', '.5', '1,2,3,4.5.6', '1.23,4', '12,5,', '1..2', 'abc', '-1', '1 000'])('refuses %j', (input) => {
    expect(parseDecimal(input)).toBeUndefined();
  });

  it('allows a trailing comma or period while typing and submits without it', () => {
    const node = createNode({ type: fieldTypeCodes.Decimal });
    expect(validateDecimal(node, ['12,'])).toEqual({ isValid: true, value: ['12'] });
    expect(validateDecimal(node, ['12.'])).toEqual({ isValid: true, value: ['12'] });
    expect(validateDecimal(node, ['12,5'])).toEqual({ isValid: true, value: ['12,5'] });
  });

  it('reports an invalid decimal', () => {
    expect(validateDecimal(createNode({ type: 6 }), ['12,5,']).errorMessageKey).toBe('registration:invalidDecimal');
  });
});

describe('§5 e-mail', () => {
  it.each(['ann@example.com', 'ann.smith+kiosk@mail.example.be', "o'neil@ex-ample.org"])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });
  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@@example.com',
    'a nn@example.com',
    'ann@example..com',
    '.ann@example.com',
    'ann.@example.com',
    'ann@example.c',
  ])('refuses %s', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
  it('validates with its message key', () => {
    expect(validateEmail(createNode({ type: 9 }), ['ann@']).errorMessageKey).toBe('registration:invalidEmail');
    expect(validateEmail(createNode({ type: 9 }), [' ann@example.com ']).value).toEqual(['ann@example.com']);
  });
});

describe('§5 prefix', () => {
  it('adds the prefix to non-empty values only', () => {
    expect(withPrefix('BE-', '123')).toBe('BE-123');
    expect(withPrefix('BE-', '')).toBe('');
    expect(withPrefix(null, '123')).toBe('123');
    const node = createNode({ type: fieldTypeCodes.TextField, prefixToShow: 'PO-' });
    expect(validateText(node, ['42']).value).toEqual(['PO-42']);
    expect(validateText(node, ['']).value).toEqual([]);
    expect(validateInteger(createNode({ type: 5, prefixToShow: '#' }), ['7']).value).toEqual(['#7']);
  });

  it('measures the range on the typed text, without the prefix', () => {
    const node = createNode({
      type: fieldTypeCodes.TextField,
      prefixToShow: 'PREFIX-',
      requiresRangeValidation: true,
      minNumberOfCharacters: 0,
      maxNumberOfCharacters: 3,
    });
    expect(validateText(node, ['12'])).toEqual({ isValid: true, value: ['PREFIX-12'] });
  });

  it('withoutPrefix undoes it for a stored answer', () => {
    expect(withoutPrefix('BE-', 'BE-123')).toBe('123');
    expect(withoutPrefix('BE-', '123')).toBe('123');
    expect(withoutPrefix(undefined, 'BE-123')).toBe('BE-123');
  });
});

describe('§5 checkbox', () => {
  const required = createNode({ type: fieldTypeCodes.Checkbox, isRequired: true });
  const optional = createNode({ type: fieldTypeCodes.Checkbox });
  it('a required checkbox must be the text true', () => {
    expect(validateCheckbox(required, ['true'])).toEqual({ isValid: true, value: ['true'] });
    expect(validateCheckbox(required, ['false'])).toEqual({ isValid: false, errorMessageKey: 'registration:mustConfirm', value: ['false'] });
    expect(validateCheckbox(required, []).isValid).toBe(false);
    expect(validateCheckbox(required, ['yes']).isValid).toBe(false);
  });
  it('an optional checkbox submits true or false', () => {
    expect(validateCheckbox(optional, [])).toEqual({ isValid: true, value: ['false'] });
    expect(validateCheckbox(optional, ['TRUE'])).toEqual({ isValid: true, value: ['true'] });
  });
});

describe('§5 yes/no', () => {
  const optional = createNode({ type: fieldTypeCodes.YesNoDropdown });
  it.each([
    ['yes', 'true'],
    ['Yes', 'true'],
    ['true', 'true'],
    ['TRUE', 'true'],
    ['no', 'false'],
    ['false', 'false'],
    ['maybe', 'false'],
  ])('maps %s to %s', (input, expected) => {
    expect(validateYesNo(optional, [input])).toEqual({ isValid: true, value: [expected] });
  });
  it('asks for a choice when required and blank; optional blank submits nothing', () => {
    expect(validateYesNo(createNode({ type: 0, isRequired: true }), []).errorMessageKey).toBe('registration:choose');
    expect(validateYesNo(optional, [])).toEqual({ isValid: true, value: [] });
  });
});

describe('dropdown', () => {
  const options = [
    { key: 'Rood', value: 'red' },
    { key: 'Groen', value: 'green' },
  ];
  it('accepts a known option value, translated options first', () => {
    const node = createNode({ type: 2, translatedSelectOptions: options, internalSelectOptions: [{ key: 'Blue', value: 'blue' }] });
    expect(validateDropdown(node, ['green'])).toEqual({ isValid: true, value: ['green'] });
    expect(validateDropdown(node, ['blue']).isValid).toBe(false);
  });
  it('falls back to internal options when there are no translated ones', () => {
    const node = createNode({ type: 2, translatedSelectOptions: [], internalSelectOptions: options });
    expect(validateDropdown(node, ['red']).isValid).toBe(true);
  });
  it('needs a choice when required', () => {
    expect(validateDropdown(createNode({ type: 2, isRequired: true, internalSelectOptions: options }), []).errorMessageKey).toBe('registration:choose');
  });
});

describe('§5 dates', () => {
  const node = createNode({ type: fieldTypeCodes.Date });
  it.each([
    ['13/05/2024', '2024-05-13T00:00:00'],
    ['05/06/2024', '2024-06-05T00:00:00'],
    ['05/13/2024', '2024-05-13T00:00:00'],
    ['5/13/2024', '2024-05-13T00:00:00'],
    ['5/6/2024', '2024-05-06T00:00:00'],
    ['29/02/2024', '2024-02-29T00:00:00'],
    ['2024-05-13', '2024-05-13T00:00:00'],
    ['2024-05-13T23:30:00', '2024-05-13T00:00:00'],
    ['2024-05-13T23:30:00Z', '2024-05-13T00:00:00'],
    ['2024-05-13T00:30:00+02:00', '2024-05-13T00:00:00'],
  ])('accepts %s and submits %s', (input, expected) => {
    expect(validateDate(node, [input])).toEqual({ isValid: true, value: [expected] });
  });

  it.each(['31/02/2024', '29/02/2023', '13/13/2024', '2024-13-01', '13-05-2024', '13/5/2024', '1/1/24', 'tomorrow'])('refuses %s', (input) => {
    expect(validateDate(node, [input]).errorMessageKey).toBe('registration:invalidDate');
  });
});

describe('unsupported fields', () => {
  it('lets an optional one go on and blocks a required blank one', () => {
    expect(validateUnsupported(createNode({ type: 99 }), [])).toEqual({ isValid: true, value: [] });
    expect(validateUnsupported(createNode({ type: 99, isRequired: true }), []).errorMessageKey).toBe('registration:unsupportedFieldRequired');
  });
});

describe('validators never throw', () => {
  const garbage = [null, undefined, 5, {}, [null], [undefined, 3], [{}]] as unknown as (readonly string[])[];
  const validators = [
    validateText,
    validateEmail,
    validateInteger,
    validateDecimal,
    validateCheckbox,
    validateYesNo,
    validateDropdown,
    validateDate,
    validateUnsupported,
  ];
  it('returns a result for odd values and odd nodes', () => {
    const brokenNode = { id: 'x', metadata: null } as unknown as ReturnType<typeof createNode>;
    for (const validate of validators) {
      for (const value of garbage) {
        expect(() => validate(createNode({ type: 3, isRequired: true }), value)).not.toThrow();
        expect(typeof validate(brokenNode, value).isValid).toBe('boolean');
      }
    }
  });
});

describe('§5 a text of the wrong length says how many characters are allowed (issue 39 §8)', () => {
  it('names the bounds a visitor can meet: from min + 1, to max - 1; one bound alone; both the same', () => {
    expect(invalidLength(ranged(fieldTypeCodes.TextField, 10, 12))).toMatchObject({
      errorMessageKey: 'registration:exactLength',
      errorValues: { from: 11, to: 11 },
    });
    expect(invalidLength(ranged(fieldTypeCodes.TextField, 3, null))).toMatchObject({ errorMessageKey: 'registration:tooShort', errorValues: { from: 4 } });
    expect(invalidLength(ranged(fieldTypeCodes.TextField, null, 9))).toMatchObject({ errorMessageKey: 'registration:tooLong', errorValues: { to: 8 } });
  });
});
