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

type Texts = Record<string, Record<string, unknown>>;

/** The kiosk's texts and, over them, the texts of the visit (the chosen profile's), which the return home drops. */
export interface TextLayers {
  /** Adds texts for a language; `visit` puts them over the kiosk's own until {@link TextLayers.dropVisit}. */
  add(language: string, resources: unknown, scope?: 'visit'): void;
  /** Drops the visit's texts: the kiosk's own show again (the kiosk returns home). */
  dropVisit(): void;
}

/**
 * Layers texts in an i18next instance: a profile's own text (core spec §7 `profile/{id}/LocalizationResources`)
 * overrides the kiosk's for the visit, and the next visitor sees the kiosk's again. Kiosk texts that
 * arrive during a visit stay under the visit's.
 *
 * @example
 * const texts = createTextLayers(i18n);
 * texts.add('en', { registration: { next: 'Next' } });
 * texts.add('en', { registration: { next: 'Continue' } }, 'visit'); // "Continue"
 * texts.dropVisit(); // "Next"
 */
export function createTextLayers(instance: I18n): TextLayers {
  const kiosk = new Map<string, Texts>();
  const visit = new Map<string, Texts>();
  const merge = (layer: Map<string, Texts>, language: string, resources: Texts) => {
    const texts = layer.get(language) ?? {};
    for (const [namespace, entries] of Object.entries(resources)) texts[namespace] = { ...texts[namespace], ...entries };
    layer.set(language, texts);
  };
  const textsOf = (resources: unknown): Texts | null => {
    if (!resources || typeof resources !== 'object') return null;
    const texts: Texts = {};
    for (const [namespace, entries] of Object.entries(resources as Record<string, unknown>)) {
      if (entries && typeof entries === 'object') texts[namespace] = entries as Record<string, unknown>;
    }
    return texts;
  };
  return {
    add(language, resources, scope) {
      const texts = textsOf(resources);
      if (!texts) return;
      merge(scope === 'visit' ? visit : kiosk, language, texts);
      addTranslations(instance, language, texts);
      // kiosk texts that arrive during a visit go under the visit's
      const over = scope === 'visit' ? undefined : visit.get(language);
      if (over) addTranslations(instance, language, over);
    },
    dropVisit() {
      for (const [language, texts] of visit) {
        for (const namespace of Object.keys(texts)) {
          instance.removeResourceBundle(language, namespace);
          const own = kiosk.get(language)?.[namespace];
          if (own) instance.addResourceBundle(language, namespace, own, true, true);
        }
      }
      visit.clear();
    },
  };
}
