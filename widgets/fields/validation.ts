import type { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import {
  blankResult,
  firstText,
  invalid,
  neverThrows,
  passesRange,
  textLength,
  texts,
  valid,
  validationMessageKeys,
  withPrefix,
  type Validator,
  invalidLength,
} from './answerRules.ts';
import { isTrueText } from '../../src/kiosk/questionary/model.ts';
import { parseKioskDate, parseKioskDateTime, SUBMIT_DATE_FORMAT } from './dates.ts';

export { isWithinRange, withoutPrefix, withPrefix } from './answerRules.ts';

/**
 * Pure answer validators of core spec §5 for the simple inputs and single choices. Each takes the
 * node and the draft value (an array of strings, §3 "Answer") and returns `{ isValid,
 * errorMessageKey, value }`: `value` is what is submitted (trimmed, prefix added, yes/no mapped,
 * dates formatted). They never throw. Field types with more to them keep their validator in their
 * own folder (e.g. `phone-number/validatePhone.ts`), built from `answerRules.ts`.
 */

/** TextField and TextArea: required non-empty; range on the length; prefix added. */
export const validateText: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const text = firstText(value);
  if (!passesRange(node, textLength(text))) return invalidLength(node);
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
  if (!passesRange(node, textLength(text))) return invalidLength(node);
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
  const checked = isTrueText(firstText(value));
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

/** DateTime: the date formats of §5 with hh:mm, submitted as YYYY-MM-DDTHH:mm:ss. */
export const validateDateTime: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const moment = parseKioskDateTime(firstText(value));
  return moment ? valid([moment.format(SUBMIT_DATE_FORMAT)]) : invalid(validationMessageKeys.invalidDateTime);
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
