import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces of the server's localization resources (core spec §7 `localizationresources`). */
export const NAMESPACES = ['statusMessages', 'profileSelection', 'registration', 'checkout', 'certifiedPersons', 'assetRegistration'] as const;

/**
 * Creates the kiosk's i18next instance. Texts come only from the server's localization resources;
 * a missing translation shows an empty string (core spec §8) and, in development, a console warning
 * (only for a key the loaded texts lack: before any arrived nothing is "missing").
 *
 * @example
 * const i18n = createI18n({ warnMissing: import.meta.env.DEV });
 * addTranslations(i18n, 'nl', { registration: { next: 'Volgende' } });
 */
export function createI18n(options: { warnMissing?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'statusMessages',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: true,
    saveMissing: options.warnMissing === true,
    missingKeyHandler: (languages, namespace, key) => {
      // missing means: the server's texts arrived without this key (before they arrive, e.g. the
      // spinner of the kiosk's start, a screen has no texts by design and shows none)
      if (options.warnMissing && languages.some((language) => instance.hasResourceBundle(language, namespace))) {
        console.warn(`missing translation ${namespace}:${key} (${languages.join(', ')})`);
      }
    },
    parseMissingKeyHandler: () => '',
  });
  return instance;
}

/** Adds server translations (namespace → key → text) for a language, replacing older ones. */
export function addTranslations(instance: I18n, language: string, resources: unknown): void {
  if (!resources || typeof resources !== 'object') return;
  for (const [namespace, texts] of Object.entries(resources as Record<string, unknown>)) {
    if (texts && typeof texts === 'object') instance.addResourceBundle(language, namespace, texts, true, true);
  }
}
