import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import { normaliseLicensePlate } from './license-plate/validateLicensePlate.ts';
import { parseKioskDate, parseKioskDateTime } from './dates.ts';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { fieldForCode, fieldWidgets } from './registry.ts';
import { UnsupportedFieldDefinition } from './unsupported/index.ts';
import { isEmailAddress, parseDecimal } from './validation.ts';

/**
 * Issue 3 "Bad answers are refused with the spec's messages, never a crash": every validator,
 * fed random answers on random nodes, returns a result and never throws; a refusal always names
 * a message key; what it submits is always an array of strings.
 */

const option = fc.record({ key: fc.string(), value: fc.string() });
const anyNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(-0));

/** Any node the schema lets through: every metadata field random, type included. */
const anyNode = fc
  .record(
    {
      id: fc.string(),
      isSkip: fc.boolean(),
      initialAnswer: fc.option(fc.array(fc.string()), { nil: null }),
      metadata: fc.record(
        {
          questionId: fc.string(),
          type: fc.oneof(fc.constantFrom(...Object.values(fieldTypeCodes)), fc.integer({ min: -5, max: 40 })),
          name: fc.string(),
          isRequired: fc.boolean(),
          requiresRangeValidation: fc.boolean(),
          minNumberOfCharacters: fc.option(anyNumber, { nil: null }),
          maxNumberOfCharacters: fc.option(anyNumber, { nil: null }),
          prefixToShow: fc.option(fc.string(), { nil: null }),
          internalSelectOptions: fc.option(fc.array(option, { maxLength: 6 }), { nil: null }),
          translatedSelectOptions: fc.option(fc.array(option, { maxLength: 6 }), { nil: null }),
          hosts: fc.option(fc.array(fc.record({ id: fc.string(), name: fc.string() }), { maxLength: 6 }), { nil: null }),
          url: fc.option(fc.string(), { nil: null }),
          html: fc.option(fc.string(), { nil: null }),
        },
        { requiredKeys: ['questionId', 'type'] },
      ),
    },
    { requiredKeys: ['id', 'metadata'] },
  )
  .map((raw) => QuestionaryNode.parse(raw));

/** Strings a visitor or a scanner could produce, and a few nastier ones. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    'true',
    'TRUE',
    'yes',
    '+32470123456',
    '1,5',
    '1.234,5',
    '13/05/2024',
    '2024-05-13T10:00',
    '13/05/2024 14:30',
    'data:image/jpeg;base64,AAAA',
    '\u0000',
    '𝟘𝟙',
    'ÄÜÖ',
  ),
);
const anyAnswer = fc.array(anyText, { maxLength: 5 });
/** Answers as stored data may hold them: not even strings. */
const anyJunk = fc.array(fc.oneof(anyText, fc.constant(null), fc.constant(undefined), fc.integer(), fc.object()), { maxLength: 4 }) as fc.Arbitrary<string[]>;

const definitions = [...fieldWidgets, UnsupportedFieldDefinition];

describe('every field validator, fuzzed (issue 3: never throws)', () => {
  it.each(definitions.map((d) => [d.type, d] as const))('%s returns a result for any answer on any node', (_type, definition) => {
    fc.assert(
      fc.property(anyNode, fc.oneof(anyAnswer, anyJunk), (node, value) => {
        const result = definition.validate(node, value);
        expect(typeof result.isValid).toBe('boolean');
        expect(Array.isArray(result.value)).toBe(true);
        for (const entry of result.value) expect(typeof entry).toBe('string');
        if (!result.isValid) expect(result.errorMessageKey).toMatch(/^registration:\w+$/);
      }),
      { numRuns: 300 },
    );
  });

  it.each(definitions.filter((d) => d.toDraft).map((d) => [d.type, d] as const))('%s turns any stored answer into a draft', (_type, definition) => {
    fc.assert(
      fc.property(anyNode, anyAnswer, (node, stored) => {
        const draft = definition.toDraft!(node, stored);
        expect(Array.isArray(draft)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('finds a field for any code, and its validator copes with a node without metadata', () => {
    fc.assert(
      fc.property(fc.integer(), anyAnswer, (code, value) => {
        const broken = { id: 'x', metadata: null } as unknown as QuestionaryNode;
        expect(typeof fieldForCode(code).validate(broken, value).isValid).toBe('boolean');
      }),
    );
  });

  it('the parsers return a value or undefined, never throw', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const amount = parseDecimal(text);
        expect(amount === undefined || Number.isFinite(amount)).toBe(true);
        expect(parseKioskDate(text) === undefined || parseKioskDate(text)!.isValid()).toBe(true);
        expect(parseKioskDateTime(text) === undefined || parseKioskDateTime(text)!.isValid()).toBe(true);
        expect(typeof isEmailAddress(text)).toBe('boolean');
        expect(typeof normaliseLicensePlate(text)).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });

  it('a valid decimal survives being submitted and read again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(',', '.'), (whole, cents, separator) => {
        const typed = `${whole}${separator}${String(cents).padStart(2, '0')}`;
        expect(parseDecimal(typed)).toBeCloseTo(whole + cents / 100, 6);
      }),
    );
  });
});
