import type { QuestionaryNode } from '../../src/api/schemas/questionary.ts';
import type { ValidationResult } from './defineField.ts';
import { parseKioskDate, SUBMIT_DATE_FORMAT } from './dates.ts';

/**
 * Pure answer validators of core spec §5. Each takes the node and the draft value (an array of
 * strings, §3 "Answer") and returns `{ isValid, errorMessageKey, value }`: `value` is what is
 * submitted (trimmed, prefix added, yes/no mapped, dates formatted). They never throw.
 */

/** Message keys (namespace `registration`) the validators return. */
export const validationMessageKeys = {
  required: 'registration:required',
  invalidRange: 'registration:invalidRange',
  invalidNumber: 'registration:invalidNumber',
  invalidDecimal: 'registration:invalidDecimal',
  invalidEmail: 'registration:invalidEmail',
  invalidDate: 'registration:invalidDate',
  mustConfirm: 'registration:mustConfirm',
  choose: 'registration:choose',
  unsupportedFieldRequired: 'registration:unsupportedFieldRequired',
  invalidAnswer: 'registration:invalidAnswer',
} as const;

type Validator = (node: QuestionaryNode, value: readonly string[]) => ValidationResult;

function valid(value: readonly string[]): ValidationResult {
  return { isValid: true, value };
}

function invalid(errorMessageKey: string, value: readonly string[] = []): ValidationResult {
  return { isValid: false, errorMessageKey, value };
}

/** Values from outside (stored answers, initial answers) are coerced to strings, never trusted. */
function texts(value: readonly unknown[] | null | undefined): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => (typeof entry === 'string' ? entry : entry == null ? '' : String(entry)));
}

/** The single-line answer of a simple input: the first entry, trimmed. */
function firstText(value: readonly string[]): string {
  return (texts(value)[0] ?? '').trim();
}

/** True when nothing was answered: no entries, or only blank ones. */
export function isBlankAnswer(value: readonly string[]): boolean {
  return texts(value).every((entry) => entry.trim() === '');
}

/** Wraps a validator so that a bug in it becomes an invalid answer, not a crashed screen. */
function neverThrows(validator: Validator): Validator {
  return (node, value) => {
    try {
      return validator(node, value);
    } catch {
      return invalid(validationMessageKeys.invalidAnswer);
    }
  };
}

/**
 * §5 first rule: an optional empty answer is valid (nothing submitted), a required one is not.
 * Returns undefined when the answer is not blank, so the type's own checks run.
 */
function blankResult(node: QuestionaryNode, value: readonly string[], requiredKey: string): ValidationResult | undefined {
  if (!isBlankAnswer(value)) return undefined;
  return node.metadata.isRequired ? invalid(requiredKey) : valid([]);
}

/**
 * §5 range check: strictly between min and max (either bound may be absent). Only applied when
 * the node `requiresRangeValidation`.
 *
 * @example
 * isWithinRange(5, 2, 10); // true
 * isWithinRange(10, 2, 10); // false: max itself is out
 */
export function isWithinRange(amount: number, min: number | null | undefined, max: number | null | undefined): boolean {
  if (Number.isNaN(amount)) return false;
  if (typeof min === 'number' && !(amount > min)) return false;
  if (typeof max === 'number' && !(amount < max)) return false;
  return true;
}

function passesRange(node: QuestionaryNode, amount: number): boolean {
  const { requiresRangeValidation, minNumberOfCharacters, maxNumberOfCharacters } = node.metadata;
  return !requiresRangeValidation || isWithinRange(amount, minNumberOfCharacters, maxNumberOfCharacters);
}

/**
 * §5 "Answers with a prefix get the prefix added to non-empty values."
 *
 * @example
 * withPrefix('BE-', '123'); // 'BE-123'
 * withPrefix('BE-', ''); // ''
 */
export function withPrefix(prefix: string | null | undefined, text: string): string {
  return prefix && text !== '' ? `${prefix}${text}` : text;
}

/** Removes the prefix a stored answer got on submit, so the visitor sees what they typed. */
export function withoutPrefix(prefix: string | null | undefined, text: string): string {
  return prefix && text.startsWith(prefix) ? text.slice(prefix.length) : text;
}

/** TextField and TextArea: required non-empty; range on the length; prefix added. */
export const validateText: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const text = firstText(value);
  if (!passesRange(node, [...text].length)) return invalid(validationMessageKeys.invalidRange);
  return valid([withPrefix(node.metadata.prefixToShow, text)]);
});

/** A pragmatic e-mail check: one @, no spaces, no empty or doubled dots, a TLD of 2+ letters. */
const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@]+(?<!\.)@(?:[^\s@.]+\.)+[^\s@.\d]{2,}$/u;

/** True for a plausible e-mail address (§5 "E-mail addresses must be valid"). */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** EmailAddress: a valid address; range on the length like other text; prefix added. */
export const validateEmail: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const text = firstText(value);
  if (!isEmailAddress(text)) return invalid(validationMessageKeys.invalidEmail);
  if (!passesRange(node, [...text].length)) return invalid(validationMessageKeys.invalidRange);
  return valid([withPrefix(node.metadata.prefixToShow, text)]);
});

/** Integer: digits only (§5 "Numeric fields accept digits only"); value strictly in range. */
export const validateInteger: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const text = firstText(value);
  if (!/^\d+$/.test(text)) return invalid(validationMessageKeys.invalidNumber);
  if (!passesRange(node, Number(text))) return invalid(validationMessageKeys.invalidRange);
  return valid([withPrefix(node.metadata.prefixToShow, text)]);
});

/** Plain: one optional decimal separator, '.' or ','; a trailing one is allowed while typing. */
const PLAIN_DECIMAL = /^(\d+)(?:([.,])(\d*))?$/;
/** Dutch with thousands: 1.234.567,89 */
const DUTCH_GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:(,)(\d*))?$/;
/** US with thousands: 1,234,567.89 */
const US_GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:(\.)(\d*))?$/;

/**
 * Reads a decimal typed Dutch or US style (§5). A single separator is the decimal separator
 * ('1,5' and '1.5' are both 1.5; '1.234' is 1.234); grouped thousands need both styles' rules
 * ('1.234,5' and '1,234.5' are 1234.5). A trailing separator is allowed ('12,' is 12).
 * Returns undefined for anything else.
 *
 * @example
 * parseDecimal('1.234,5'); // 1234.5
 * parseDecimal('12.'); // 12
 * parseDecimal('1,2,3'); // undefined
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  const match = PLAIN_DECIMAL.exec(trimmed) ?? DUTCH_GROUPED.exec(trimmed) ?? US_GROUPED.exec(trimmed);
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  const fraction = match[3] ?? '';
  return Number(fraction === '' ? whole : `${whole}.${fraction}`);
}

/** Decimal: Dutch or US style; value strictly in range; submitted as typed minus a trailing separator. */
export const validateDecimal: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const text = firstText(value);
  const amount = parseDecimal(text);
  if (amount === undefined) return invalid(validationMessageKeys.invalidDecimal);
  if (!passesRange(node, amount)) return invalid(validationMessageKeys.invalidRange);
  return valid([withPrefix(node.metadata.prefixToShow, text.replace(/[.,]$/, ''))]);
});

/** Checkbox: the value is always 'true' or 'false'; a required one must be 'true' (§5). */
export const validateCheckbox: Validator = neverThrows((node, value) => {
  const checked = firstText(value).toLowerCase() === 'true';
  if (node.metadata.isRequired && !checked) return invalid(validationMessageKeys.mustConfirm, ['false']);
  return valid([checked ? 'true' : 'false']);
});

/**
 * YesNoDropdown: yes/true (any case) → 'true', anything else → 'false' (§5). A blank optional
 * answer stays unanswered (nothing submitted); a blank required one asks for a choice.
 */
export const validateYesNo: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.choose);
  if (blank) return blank;
  const answer = firstText(value).toLowerCase();
  return valid([answer === 'yes' || answer === 'true' ? 'true' : 'false']);
});

/** The options of a choice question: the translated ones, else the internal ones (§3). */
export function selectOptionsOf(node: QuestionaryNode): { key: string; value: string }[] {
  const { translatedSelectOptions, internalSelectOptions } = node.metadata;
  return translatedSelectOptions && translatedSelectOptions.length > 0 ? translatedSelectOptions : (internalSelectOptions ?? []);
}

/** Dropdown: a choice is needed when required; the value must be one of the options. */
export const validateDropdown: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.choose);
  if (blank) return blank;
  const chosen = firstText(value);
  const known = selectOptionsOf(node).some((option) => option.value === chosen);
  return known ? valid([chosen]) : invalid(validationMessageKeys.choose);
});

/** Date: one of the formats of §5, submitted as YYYY-MM-DDTHH:mm:ss (start of the day). */
export const validateDate: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const day = parseKioskDate(firstText(value));
  return day ? valid([day.format(SUBMIT_DATE_FORMAT)]) : invalid(validationMessageKeys.invalidDate);
});

/**
 * A field type this kiosk cannot show: an optional one lets the visitor go on (an existing
 * value is kept as it is); a required blank one cannot be answered here.
 */
export const validateUnsupported: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.unsupportedFieldRequired);
  if (blank) return blank;
  return valid(texts(value));
});
