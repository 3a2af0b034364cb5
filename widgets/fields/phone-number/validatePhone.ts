import { blankResult, firstText, invalid, neverThrows, valid, validationMessageKeys, type Validator } from '../answerRules.ts';

/** International form of §5: '+', the dial code and the number, 7 to 15 digits (E.164). */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

/**
 * True for a number in international form (+dialcode…, E.164). Whether the number exists is
 * the server's to say (`validation.isPhoneNumberValid`, §5); this only refuses what cannot be one.
 *
 * @example
 * isInternationalNumber('+32470123456'); // true
 * isInternationalNumber('0470123456'); // false
 */
export function isInternationalNumber(text: string): boolean {
  return INTERNATIONAL.test(text);
}

/**
 * PhoneNumber: the field builds the international form (phone.ts); the validator checks its shape.
 * The flow then asks the server (core spec §5 "checked by a server call").
 */
export const validatePhone: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const number = firstText(value).replace(/[\s()./-]/g, '');
  return isInternationalNumber(number) ? valid([number]) : invalid(validationMessageKeys.invalidPhone);
});
