import { describe, expect, it } from 'vitest';
import type { QuestionMetadata } from '../../src/api/schemas/questionary.ts';
import { createNode } from '../testing/createNode.ts';
import { validateBadge } from './badge/validateBadge.ts';
import { validateCheckboxText } from './checkbox-text-field/validateCheckboxText.ts';
import { validateChecklist } from './checklist/validateChecklist.ts';
import { stepHour, stepMinute } from './date-time/timeSpinner.ts';
import { parseKioskDateTime, toDisplayDateTime } from './dates.ts';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { hostOptionsOf, validateHost } from './host-selection/validateHost.ts';
import { isLicensePlate, normaliseLicensePlate, validateLicensePlate } from './license-plate/validateLicensePlate.ts';
import { locationOf } from './move-to-location/MoveToLocation.tsx';
import { filledRows, validateMultiValue } from './multi-value/validateMultiValue.ts';
import { isInternationalNumber, validatePhone } from './phone-number/validatePhone.ts';
import { validateProcessStep } from './process-step/validateProcessStep.ts';
import { validatePicture } from './take-picture/validatePicture.ts';
import { validateHtml, validateVideo } from './validateFeedback.ts';
import { validateDateTime } from './validation.ts';

const node = (type: number, meta: Partial<QuestionMetadata> = {}) => createNode({ ...meta, type });
const ranged = (type: number, min: number, max: number, meta: Partial<QuestionMetadata> = {}) =>
  node(type, { requiresRangeValidation: true, minNumberOfCharacters: min, maxNumberOfCharacters: max, ...meta });
const options = [
  { key: 'Loading', value: 'load' },
  { key: 'Unloading', value: 'unload' },
  { key: 'Meeting', value: 'meet' },
];

describe('§5 licence plate: only A-Z, 0-9 and Ä, Ü, Ö', () => {
  it.each(['1ABC123', 'ÄÜÖ', 'B1234', '0', 'Z'])('accepts %s', (plate) => {
    expect(isLicensePlate(plate)).toBe(true);
  });
  it.each(['1-ABC-123', '1 ABC', 'abc', 'É1', 'ß', 'A.B', 'Ø', '', '١٢'])('refuses %j', (plate) => {
    expect(isLicensePlate(plate)).toBe(false);
  });
  it('validates in capitals, adds the prefix, checks the length strictly', () => {
    expect(validateLicensePlate(node(21), ['1abc123'])).toEqual({ isValid: true, value: ['1ABC123'] });
    expect(validateLicensePlate(node(21), ['1-ABC-123']).errorMessageKey).toBe('registration:invalidLicensePlate');
    expect(validateLicensePlate(node(21, { prefixToShow: 'B/' }), ['x1'])).toEqual({ isValid: true, value: ['B/X1'] });
    const plate = ranged(21, 2, 5);
    expect(validateLicensePlate(plate, ['AB']).errorMessageKey).toBe('registration:invalidLength');
    expect(validateLicensePlate(plate, ['ABC']).isValid).toBe(true);
    expect(validateLicensePlate(plate, ['ABCD']).isValid).toBe(true);
    expect(validateLicensePlate(plate, ['ABCDE']).errorMessageKey).toBe('registration:invalidLength');
    expect(validateLicensePlate(node(21, { isRequired: true }), ['  ']).errorMessageKey).toBe('registration:required');
    expect(validateLicensePlate(node(21), [])).toEqual({ isValid: true, value: [] });
  });
  it('normalises what is typed: capitals, no spaces, hyphens or dots', () => {
    expect(normaliseLicensePlate('1-abc-123')).toBe('1ABC123');
    expect(normaliseLicensePlate(' m·ü 12.3 ')).toBe('MÜ123');
    expect(normaliseLicensePlate('ab_1')).toBe('AB_1');
  });
});

describe('MultiValue: each value checked (§5 "multi-value checks each value")', () => {
  it('drops blank rows and trims', () => {
    expect(filledRows([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
    expect(validateMultiValue(node(12), [' Ann ', '', 'Bob'])).toEqual({ isValid: true, value: ['Ann', 'Bob'] });
  });
  it('is required when asked, optional blank submits nothing', () => {
    expect(validateMultiValue(node(12, { isRequired: true }), ['', ' ']).errorMessageKey).toBe('registration:required');
    expect(validateMultiValue(node(12), [''])).toEqual({ isValid: true, value: [] });
  });
  it('applies the length range to every value, strictly', () => {
    const rows = ranged(12, 1, 4);
    expect(validateMultiValue(rows, ['ab', 'abc']).isValid).toBe(true);
    expect(validateMultiValue(rows, ['ab', 'abcd']).errorMessageKey).toBe('registration:invalidLength');
    expect(validateMultiValue(rows, ['a', 'ab']).errorMessageKey).toBe('registration:invalidLength');
  });
  it('adds the prefix to every value', () => {
    expect(validateMultiValue(node(12, { prefixToShow: 'P-' }), ['1', '', '2']).value).toEqual(['P-1', 'P-2']);
  });
});

describe('CheckboxTextField: a tick box and its text', () => {
  it('submits false unticked when optional, refuses it when required', () => {
    expect(validateCheckboxText(node(14), ['false', 'kept'])).toEqual({ isValid: true, value: ['false'] });
    expect(validateCheckboxText(node(14), [])).toEqual({ isValid: true, value: ['false'] });
    expect(validateCheckboxText(node(14, { isRequired: true }), ['false']).errorMessageKey).toBe('registration:mustConfirm');
  });
  it('needs the text once ticked, with range and prefix', () => {
    expect(validateCheckboxText(node(14), ['true', '  ']).errorMessageKey).toBe('registration:required');
    expect(validateCheckboxText(node(14, { prefixToShow: 'T-' }), ['TRUE', ' 42 '])).toEqual({ isValid: true, value: ['true', 'T-42'] });
    const ranged14 = ranged(14, 1, 3);
    expect(validateCheckboxText(ranged14, ['true', 'ab']).isValid).toBe(true);
    expect(validateCheckboxText(ranged14, ['true', 'abc'])).toMatchObject({
      errorMessageKey: 'registration:exactLength',
      errorValues: { from: 2, to: 2 },
      value: ['true'],
    });
  });
});

describe('feedback questions (§4 "Feedback questions", §5 "never validated")', () => {
  it('confirms a non-required video or HTML text by itself', () => {
    expect(validateVideo(node(15), [])).toEqual({ isValid: true, value: ['true'] });
    expect(validateHtml(node(16), ['false'])).toEqual({ isValid: true, value: ['true'] });
  });
  it('needs a required video watched to the end, a required text ticked', () => {
    expect(validateVideo(node(15, { isRequired: true }), []).errorMessageKey).toBe('registration:mustWatchVideo');
    expect(validateVideo(node(15, { isRequired: true }), ['true'])).toEqual({ isValid: true, value: ['true'] });
    expect(validateHtml(node(16, { isRequired: true }), ['false']).errorMessageKey).toBe('registration:mustConfirm');
    expect(validateHtml(node(16, { isRequired: true }), ['true']).isValid).toBe(true);
  });
});

describe('choices: host, process step, checklist', () => {
  const hosts = [
    { id: 'h1', name: 'Sophie Janssens' },
    { id: 'h2', name: 'Lucas Maes' },
  ];
  it('HostSelection takes the node hosts, else its options, and submits the id', () => {
    expect(hostOptionsOf(node(17, { hosts }))).toEqual([
      { key: 'Sophie Janssens', value: 'h1' },
      { key: 'Lucas Maes', value: 'h2' },
    ]);
    expect(hostOptionsOf(node(17, { translatedSelectOptions: options }))).toEqual(options);
    expect(validateHost(node(17, { hosts }), ['h2'])).toEqual({ isValid: true, value: ['h2'] });
    expect(validateHost(node(17, { hosts }), ['h9']).errorMessageKey).toBe('registration:chooseHost');
    expect(validateHost(node(17, { hosts, isRequired: true }), []).errorMessageKey).toBe('registration:chooseHost');
    expect(validateHost(node(17, { hosts }), [])).toEqual({ isValid: true, value: [] });
  });
  it('ProcessStep needs a choice before next, required or not', () => {
    expect(validateProcessStep(node(18, { internalSelectOptions: options }), []).errorMessageKey).toBe('registration:choose');
    expect(validateProcessStep(node(18, { internalSelectOptions: options }), ['meet'])).toEqual({ isValid: true, value: ['meet'] });
    expect(validateProcessStep(node(18, { internalSelectOptions: options }), ['other']).isValid).toBe(false);
  });
  it('Checklist submits the ticked values once each, in list order', () => {
    const list = node(22, { translatedSelectOptions: options });
    expect(validateChecklist(list, ['meet', 'load', 'meet'])).toEqual({ isValid: true, value: ['load', 'meet'] });
    expect(validateChecklist(list, ['load', 'nope']).errorMessageKey).toBe('registration:choose');
    expect(validateChecklist(node(22, { translatedSelectOptions: options, isRequired: true }), []).errorMessageKey).toBe('registration:choose');
    expect(validateChecklist(list, [])).toEqual({ isValid: true, value: [] });
  });
});

describe('TakePicture, Badge', () => {
  const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
  it('accepts a picture as an image data URL or a stored address', () => {
    expect(validatePicture(node(19), [jpeg])).toEqual({ isValid: true, value: [jpeg] });
    expect(validatePicture(node(19), ['https://site.example/pictures/1.jpg']).isValid).toBe(true);
    expect(validatePicture(node(19), ['data:text/html;base64,PHA+']).isValid).toBe(false);
    expect(validatePicture(node(19, { isRequired: true }), []).errorMessageKey).toBe('registration:takePictureRequired');
    expect(validatePicture(node(19), [])).toEqual({ isValid: true, value: [] });
  });
  it('takes a scanned badge as typed, trimmed; a required one asks to scan', () => {
    expect(validateBadge(node(11), [' 04A1B2 '])).toEqual({ isValid: true, value: ['04A1B2'] });
    expect(validateBadge(node(11, { isRequired: true }), ['']).errorMessageKey).toBe('registration:scanBadge');
  });
});

describe('§5 phone: international form (+dialcode); the server checks existence', () => {
  it.each(['+32470123456', '+1234567', '+441234567890123'])('has the shape of %s', (number) => {
    expect(isInternationalNumber(number)).toBe(true);
  });
  it.each(['0470123456', '+0470123', '+123456', '+1234567890123456', '+32 470', '32470123456', ''])('refuses %j', (number) => {
    expect(isInternationalNumber(number)).toBe(false);
  });
  it('drops spacing typed with it, and needs a number when required', () => {
    expect(validatePhone(node(7), ['+32 470 12-34.56'])).toEqual({ isValid: true, value: ['+32470123456'] });
    expect(validatePhone(node(7), ['+32']).errorMessageKey).toBe('registration:invalidPhone');
    expect(validatePhone(node(7, { isRequired: true }), []).errorMessageKey).toBe('registration:required');
  });
});

describe('§5 date-time: the date formats with hh:mm, submitted YYYY-MM-DDTHH:mm:ss', () => {
  const dateTime = node(fieldTypeCodes.DateTime);
  it.each([
    ['13/05/2024 14:30', '2024-05-13T14:30:00'],
    ['05/13/2024 09:05', '2024-05-13T09:05:00'],
    ['5/13/2024 9:05', '2024-05-13T09:05:00'],
    ['13/05/2024 0:00', '2024-05-13T00:00:00'],
    ['13/05/2024 23:59', '2024-05-13T23:59:00'],
    ['2024-05-13T14:30', '2024-05-13T14:30:00'],
    ['2024-05-13 14:30:15', '2024-05-13T14:30:15'],
    ['2024-05-13T14:30:00Z', '2024-05-13T14:30:00'],
    ['  13/05/2024   14:30 ', '2024-05-13T14:30:00'],
  ])('accepts %j and submits %s', (input, expected) => {
    expect(validateDateTime(dateTime, [input])).toEqual({ isValid: true, value: [expected] });
  });
  it.each(['13/05/2024', '13/05/2024 24:00', '13/05/2024 12:60', '31/02/2024 10:00', '2024-05-13T25:00', 'noon'])('refuses %j', (input) => {
    expect(validateDateTime(dateTime, [input]).errorMessageKey).toBe('registration:invalidDateTime');
  });
  it('shows a stored date-time as DD/MM/YYYY HH:mm', () => {
    expect(toDisplayDateTime('2024-05-13T14:30:00')).toBe('13/05/2024 14:30');
    expect(toDisplayDateTime('garbage')).toBe('garbage');
    expect(parseKioskDateTime('')).toBeUndefined();
  });
});

describe('§5 time spinner: hours 0-23, minutes 0-55 in steps of 5, wrapping', () => {
  it('wraps the hours at both ends', () => {
    expect(stepHour(0, 1)).toBe(1);
    expect(stepHour(22, 1)).toBe(23);
    expect(stepHour(23, 1)).toBe(0);
    expect(stepHour(0, -1)).toBe(23);
    expect(stepHour(12, -1)).toBe(11);
  });
  it('steps minutes by 5 and wraps 55 ↔ 0', () => {
    expect(stepMinute(0, 1)).toBe(5);
    expect(stepMinute(50, 1)).toBe(55);
    expect(stepMinute(55, 1)).toBe(0);
    expect(stepMinute(0, -1)).toBe(55);
    expect(stepMinute(5, -1)).toBe(0);
  });
  it('moves a typed minute to the next or previous multiple of 5', () => {
    expect(stepMinute(32, 1)).toBe(35);
    expect(stepMinute(32, -1)).toBe(30);
    expect(stepMinute(58, 1)).toBe(0);
    expect(stepMinute(3, -1)).toBe(0);
  });
  it('treats out-of-range values as 0', () => {
    expect(stepHour(24, 1)).toBe(1);
    expect(stepHour(Number.NaN, -1)).toBe(23);
    expect(stepMinute(-5, 1)).toBe(5);
  });
});

describe('MoveToLocation: the location travels as the one select option', () => {
  it('reads the name and the arrow direction; an unknown direction points down', () => {
    expect(locationOf(node(20, { translatedSelectOptions: [{ key: 'Dock 3', value: 'top-left' }] }))).toEqual({ name: 'Dock 3', direction: 'top-left' });
    expect(locationOf(node(20, { internalSelectOptions: [{ key: 'Dock 4', value: 'sideways' }] }))).toEqual({ name: 'Dock 4', direction: 'bottom-center' });
    expect(locationOf(node(20))).toBeNull();
  });
});
