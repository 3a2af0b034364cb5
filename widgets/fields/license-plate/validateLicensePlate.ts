import {
  blankResult,
  firstText,
  invalid,
  neverThrows,
  passesRange,
  textLength,
  valid,
  validationMessageKeys,
  withPrefix,
  type Validator,
  invalidLength,
} from '../answerRules.ts';

/** §5 "Licence plate: only A-Z, 0-9 and the letters Ä, Ü, Ö." */
const PLATE = /^[A-Z0-9ÄÜÖ]+$/u;

/**
 * True for a licence plate of §5: capitals A-Z, digits and Ä, Ü, Ö, nothing else.
 *
 * @example
 * isLicensePlate('1ABC123'); // true
 * isLicensePlate('1-ABC-123'); // false
 */
export function isLicensePlate(text: string): boolean {
  return PLATE.test(text);
}

/**
 * What the plate input makes of typed text: capitals, without the spaces, hyphens and dots people
 * copy from the plate itself ('1-abc-123' → '1ABC123'). Other characters stay, so they are refused
 * visibly rather than dropped silently.
 */
export function normaliseLicensePlate(text: string): string {
  return text.replace(/[\s.\-·]/gu, '').toLocaleUpperCase('de');
}

/** LicensePlate: §5 characters only (checked in capitals), length range, prefix added. */
export const validateLicensePlate: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.required);
  if (blank) return blank;
  const plate = firstText(value).toLocaleUpperCase('de');
  if (!isLicensePlate(plate)) return invalid(validationMessageKeys.invalidLicensePlate);
  if (!passesRange(node, textLength(plate))) return invalidLength(node);
  return valid([withPrefix(node.metadata.prefixToShow, plate)]);
});
