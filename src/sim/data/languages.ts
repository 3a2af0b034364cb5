/**
 * Languages of the simulated site, each with its native display name (core spec §2 "Language
 * selection", §3 "Language"). Sixteen, so the language grid (15 per page, §9) has two pages.
 */
export const LANGUAGES = [
  { isoCode: 'en', nativeDisplayName: 'English' },
  { isoCode: 'nl', nativeDisplayName: 'Nederlands' },
  { isoCode: 'fr', nativeDisplayName: 'Français' },
  { isoCode: 'de', nativeDisplayName: 'Deutsch' },
  { isoCode: 'es', nativeDisplayName: 'Español' },
  { isoCode: 'it', nativeDisplayName: 'Italiano' },
  { isoCode: 'pt', nativeDisplayName: 'Português' },
  { isoCode: 'pl', nativeDisplayName: 'Polski' },
  { isoCode: 'ro', nativeDisplayName: 'Română' },
  { isoCode: 'cs', nativeDisplayName: 'Čeština' },
  { isoCode: 'hu', nativeDisplayName: 'Magyar' },
  { isoCode: 'tr', nativeDisplayName: 'Türkçe' },
  { isoCode: 'ru', nativeDisplayName: 'Русский' },
  { isoCode: 'uk', nativeDisplayName: 'Українська' },
  { isoCode: 'bg', nativeDisplayName: 'Български' },
  { isoCode: 'lt', nativeDisplayName: 'Lietuvių' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['isoCode'];

/** A text in every language of the site; the type makes a missing translation a compile error. */
export type Translated = Readonly<Record<LanguageCode, string>>;

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.isoCode);

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The site's language for an ISO code, English for one it does not know (core spec §9 default language). */
export function toLanguageCode(isoCode: string | null | undefined): LanguageCode {
  const code = (isoCode ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}
