import type { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import type { ValidationResult } from './defineField.ts';

/**
 * The building blocks of the answer validators of core spec §5, shared by `validation.ts` and the
 * validators that live in a field's own folder. Everything here is pure and never throws.
 */

/** Message keys (namespace `registration`) the validators return. */
export const validationMessageKeys = {
  required: 'registration:required',
  invalidRange: 'registration:invalidRange',
  invalidLength: 'registration:invalidLength',
  exactLength: 'registration:exactLength',
  tooShort: 'registration:tooShort',
  tooLong: 'registration:tooLong',
  invalidNumber: 'registration:invalidNumber',
  invalidDecimal: 'registration:invalidDecimal',
  invalidEmail: 'registration:invalidEmail',
  invalidDate: 'registration:invalidDate',
  invalidDateTime: 'registration:invalidDateTime',
  invalidLicensePlate: 'registration:invalidLicensePlate',
  invalidPhone: 'registration:invalidPhone',
  mustConfirm: 'registration:mustConfirm',
  mustWatchVideo: 'registration:mustWatchVideo',
  choose: 'registration:choose',
  chooseHost: 'registration:chooseHost',
  takePicture: 'registration:takePictureRequired',
  scanBadge: 'registration:scanBadge',
  unsupportedFieldRequired: 'registration:unsupportedFieldRequired',
  invalidAnswer: 'registration:invalidAnswer',
} as const;

/** A validator of §5: the node and the draft value in, `{ isValid, errorMessageKey, value }` out. */
export type Validator = (node: QuestionaryNode, value: readonly string[]) => ValidationResult;

export function valid(value: readonly string[]): ValidationResult {
  return { isValid: true, value };
}

export function invalid(errorMessageKey: string, value: readonly string[] = []): ValidationResult {
  return { isValid: false, errorMessageKey, value };
}

/** Values from outside (stored answers, initial answers) are coerced to strings, never trusted. */
export function texts(value: readonly unknown[] | null | undefined): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => (typeof entry === 'string' ? entry : entry == null ? '' : String(entry)));
}

/** The single-line answer of a simple input: the first entry, trimmed. */
export function firstText(value: readonly string[]): string {
  return (texts(value)[0] ?? '').trim();
}

/** True when nothing was answered: no entries, or only blank ones. */
export function isBlankAnswer(value: readonly string[]): boolean {
  return texts(value).every((entry) => entry.trim() === '');
}

/** Wraps a validator so that a bug in it becomes an invalid answer, not a crashed screen. */
export function neverThrows(validator: Validator): Validator {
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
export function blankResult(node: QuestionaryNode, value: readonly string[], requiredKey: string): ValidationResult | undefined {
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

/** The node's range check on `amount` (a length or a value); true when the node asks for none. */
export function passesRange(node: QuestionaryNode, amount: number): boolean {
  const { requiresRangeValidation, minNumberOfCharacters, maxNumberOfCharacters } = node.metadata;
  return !requiresRangeValidation || isWithinRange(amount, minNumberOfCharacters, maxNumberOfCharacters);
}

/**
 * A text whose length fails the node's range (§5 "text length strictly between min and max"): a
 * format error that says how many characters are allowed, from min + 1 to max - 1
 * (`registration:invalidLength` "Please enter {{from}} to {{to}} characters", `exactLength`,
 * `tooShort`, `tooLong`), never "out of range", which is for a number's value. A site whose texts
 * lack these keys shows its `registration:invalidRange`.
 *
 * @example
 * invalidLength(containerNode); // min 10, max 12: { errorMessageKey: 'registration:exactLength', errorValues: { from: 11, to: 11 } }
 */
export function invalidLength(node: QuestionaryNode, value: readonly string[] = []): ValidationResult {
  const { minNumberOfCharacters: min, maxNumberOfCharacters: max } = node.metadata;
  const from = typeof min === 'number' ? Math.max(0, Math.floor(min) + 1) : undefined;
  const to = typeof max === 'number' ? Math.ceil(max) - 1 : undefined;
  const key =
    from !== undefined && to !== undefined
      ? from === to
        ? validationMessageKeys.exactLength
        : validationMessageKeys.invalidLength
      : from !== undefined
        ? validationMessageKeys.tooShort
        : validationMessageKeys.tooLong;
  return {
    isValid: false,
    errorMessageKey: key,
    errorValues: { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) },
    errorFallbackKey: validationMessageKeys.invalidRange,
    value,
  };
}

/** Length in characters (code points, so an emoji counts once), as the range check measures text. */
export function textLength(text: string): number {
  return [...text].length;
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
