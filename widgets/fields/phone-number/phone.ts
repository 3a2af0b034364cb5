import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phone numbers in the kiosk's terms (core spec §2 "Phone question", §5 "Phone: built in
 * international form (+dialcode)"), over libphonenumber-js with its small metadata. Countries are
 * ISO 3166 alpha-2 codes in lower case, as the kiosk configuration gives them (`be`).
 */

/** A country of the country list. */
export interface PhoneCountry {
  /** ISO 3166 alpha-2, lower case: 'be'. */
  readonly code: string;
  /** Dial code without '+': '32'. */
  readonly dialCode: string;
  /** The country's name in the visitor's language. */
  readonly name: string;
}

const CODES = new Set(getCountries().map((code) => code.toLowerCase()));

/** True when libphonenumber knows the country (and so its dial code). */
export function isPhoneCountry(code: string | null | undefined): code is string {
  return typeof code === 'string' && CODES.has(code.toLowerCase());
}

/** The dial code of a known country, without '+'. */
export function dialCodeOf(code: string): string {
  return isPhoneCountry(code) ? getCountryCallingCode(code.toUpperCase() as CountryCode) : '';
}

function namesIn(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (code) => names.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return (code) => code.toUpperCase();
  }
}

/**
 * Every country with its dial code and its name in `language`: the preferred countries first,
 * in the kiosk's order (unknown codes skipped), then all others by name.
 *
 * @example
 * phoneCountries('nl', ['be', 'nl'])[0]; // { code: 'be', dialCode: '32', name: 'België' }
 */
export function phoneCountries(language: string, preferred: readonly string[] = []): readonly PhoneCountry[] {
  // one list per language and preferred countries, shared by every phone question (issue 11 §2)
  const key = `${language}|${preferred.join(',')}`;
  let countries = countryLists.get(key);
  if (!countries) {
    const all = countriesByName(language);
    const first = [...new Set(preferred.map((code) => code.toLowerCase()).filter(isPhoneCountry))];
    const chosen = new Set(first);
    countries = Object.freeze([
      ...first.flatMap((code) => all.filter((country) => country.code === code)),
      ...all.filter((country) => !chosen.has(country.code)),
    ]);
    countryLists.set(key, countries);
  }
  return countries;
}

/** `language|preferred codes` → the list: a handful per kiosk (its languages). */
const countryLists = new Map<string, readonly PhoneCountry[]>();

/** language → every country by name in it: a handful per kiosk. */
const byName = new Map<string, readonly PhoneCountry[]>();

/**
 * Builds the English country list once, ahead of any phone question (the questionary's preload
 * after the first screen, `preloadFieldCode`): the browser's first `Intl.DisplayNames`
 * loads its region names (~13 ms, ~50 ms at 4× CPU throttling, whichever language comes first),
 * which a first phone question otherwise waited for (issue 11 §2). The kiosk's preferred
 * countries are put first at the question, from this list (its names, dial codes and sorting are
 * the cost: 14 ms at 4× in the first visitor's step into the phone, profiled, when they were built
 * per preferred countries).
 */
export function preparePhoneCountries(): void {
  countriesByName('en');
}

/** Every country with its dial code and its name in `language`, by name: built once per language. */
function countriesByName(language: string): readonly PhoneCountry[] {
  let countries = byName.get(language);
  if (!countries) {
    const nameOf = namesIn(language);
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    countries = Object.freeze(
      [...CODES].map((code): PhoneCountry => ({ code, dialCode: dialCodeOf(code), name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name)),
    );
    byName.set(language, countries);
  }
  return countries;
}

/**
 * The international form of a number typed in a country's national form: '+', the dial code,
 * the national number without its trunk prefix. A number typed with '+' is taken as it is.
 * '' when nothing was typed.
 *
 * @example
 * toInternational('0470 12 34 56', 'be'); // '+32470123456'
 * toInternational('+44 20 7946 0958', 'be'); // '+442079460958'
 */
export function toInternational(national: string, country: string): string {
  const digits = national.replace(/\D/g, '');
  if (digits === '') return '';
  if (national.trim().startsWith('+') || national.trim().startsWith('00')) {
    const international = `+${national.trim().startsWith('00') ? digits.slice(2) : digits}`;
    return parsePhoneNumberFromString(international)?.number ?? international;
  }
  const code = isPhoneCountry(country) ? country : 'be';
  const parsed = parsePhoneNumberFromString(national, code.toUpperCase() as CountryCode);
  if (parsed?.isPossible()) return parsed.number;
  return `+${dialCodeOf(code)}${digits.replace(/^0+/, '')}`;
}

/**
 * Splits an international number back into its country and national form, for a stored answer
 * shown again. Falls back to `fallbackCountry` and the text itself when it is no such number.
 *
 * @example
 * fromInternational('+32470123456', 'nl'); // { country: 'be', national: '0470 12 34 56' }
 */
export function fromInternational(text: string, fallbackCountry: string): { country: string; national: string } {
  const trimmed = text.trim();
  const fallback = { country: isPhoneCountry(fallbackCountry) ? fallbackCountry.toLowerCase() : 'be', national: trimmed };
  if (!trimmed.startsWith('+')) return fallback;
  const parsed = parsePhoneNumberFromString(trimmed);
  if (parsed?.country) return { country: parsed.country.toLowerCase(), national: parsed.formatNational() };
  const typing = new AsYouType();
  typing.input(trimmed);
  const country = typing.getCountry();
  const callingCode = typing.getCallingCode() ?? '';
  return country ? { country: country.toLowerCase(), national: trimmed.replace(/\D/g, '').slice(callingCode.length) } : fallback;
}

/** The number as people read it ('+32 470 12 34 56'), or the text unchanged. */
export function formatInternational(text: string): string {
  return parsePhoneNumberFromString(text.trim())?.formatInternational() ?? text;
}

/**
 * True when `international` is a number libphonenumber knows as valid for its country (its length
 * and leading digits): the moment the questionary has the server check it, before Next (issue 11
 * §2). The server's answer stays the verdict (core spec §5).
 *
 * @example
 * looksComplete('+32470123456'); // true
 * looksComplete('+3247012345'); // false: a digit short
 */
export function looksComplete(international: string): boolean {
  return parsePhoneNumberFromString(international.trim())?.isValid() ?? false;
}
