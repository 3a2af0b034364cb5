import i18next, { type i18n as I18n, type TOptions } from 'i18next';

/** The namespaces of the server's localization resources (core spec §7 `localizationresources`). */
export const NAMESPACES = ['statusMessages', 'profileSelection', 'registration', 'checkout', 'certifiedPersons', 'assetRegistration'] as const;

/** namespace → key → text, for one language. */
type Resources = Record<string, Record<string, unknown>>;

/**
 * The kiosk's texts: one i18next instance, which the app hands to react-i18next
 * (`<I18nextProvider i18n={texts.i18n}>`; widgets call `useTranslation`), and what the kiosk does
 * with the server's texts: two layers, the kiosk's and over them the visit's.
 */
export interface KioskTexts {
  /** The i18next instance every lookup goes through. */
  readonly i18n: I18n;
  /** The language the screens show (`en` until another's texts are in). */
  readonly language: string;
  /**
   * Adds server texts (namespace → key → text) for a language; `visit` puts them over the kiosk's
   * own until {@link KioskTexts.dropVisit} (a profile's texts, core spec §7
   * `profile/{id}/LocalizationResources`). Kiosk texts that arrive during a visit stay under the visit's.
   * Not a value of namespaces (null, a string): ignored.
   */
  add(language: string, resources: unknown, scope?: 'visit'): void;
  /** Drops the visit's texts: the kiosk's own show again (the kiosk returns home). */
  dropVisit(): void;
  /** Whether any of the server's namespaces ({@link NAMESPACES}) has texts in `language`. */
  has(language: string): boolean;
  /** Shows `language` from now on: i18next changes language, components using `useTranslation` render again. */
  show(language: string): void;
  /** A text of the language shown, outside a component: `t('statusMessages:home')`; '' when missing. */
  t(key: string | string[], options?: TOptions): string;
  /** Every text held, by layer and language: what a long run must not grow. */
  held(): { readonly kiosk: ReadonlyMap<string, Resources>; readonly visit: ReadonlyMap<string, Resources> };
}

/** Options of {@link createKioskTexts}. */
export interface KioskTextsOptions {
  /** Warn in the console of a key the loaded texts of its namespace lack (development). */
  readonly warnMissing?: boolean;
  /** Told of a key its namespace's loaded texts lack (`namespace:key`), as `warnMissing` warns: the widget tests' check. */
  readonly onMissing?: (key: string) => void;
}

const textsOf = (resources: unknown): Resources | null => {
  if (!resources || typeof resources !== 'object') return null;
  const texts: Resources = {};
  for (const [namespace, entries] of Object.entries(resources as Record<string, unknown>)) {
    if (entries && typeof entries === 'object') texts[namespace] = entries as Record<string, unknown>;
  }
  return texts;
};

/**
 * The kiosk's texts (core spec §7 localization resources, §8 "a missing translation shows an empty
 * string"), over an i18next instance of their own initialised at once with no texts: texts come
 * only from the server, as they arrive, in two layers (the kiosk's, and over them the visit's).
 * i18next does every lookup, fallback, interpolation and plural; react-i18next renders a component
 * again when the language changes, not when texts are added (`bindI18nStore: ''`: the kiosk's
 * snapshot renders the screen that needs them). A missing key reads '' and, once its namespace has
 * texts, is reported (`warnMissing`, `onMissing`).
 *
 * @example
 * const texts = createKioskTexts({ warnMissing: import.meta.env.DEV });
 * texts.add('en', { registration: { next: 'Next' } });
 * texts.t('registration:next'); // "Next"
 * texts.add('en', { registration: { next: 'Continue' } }, 'visit'); // "Continue"
 * texts.dropVisit(); // "Next"
 */
export function createKioskTexts(options: KioskTextsOptions = {}): KioskTexts {
  const kiosk = new Map<string, Resources>();
  const visit = new Map<string, Resources>();
  const i18n = i18next.createInstance();

  /**
   * A key looked up and not found: missing means the server's texts of its namespace arrived without
   * it (before they arrive, e.g. the spinner of the kiosk's start, a screen has no texts by design).
   */
  const reportMissing = (languages: readonly string[], ns: string, name: string) => {
    if (!languages.some((lng) => visit.get(lng)?.[ns] || kiosk.get(lng)?.[ns])) return;
    options.onMissing?.(`${ns}:${name}`);
    if (options.warnMissing) console.warn(`missing translation ${ns}:${name} (${languages.join(', ')})`);
  };
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'statusMessages',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: true,
    saveMissing: options.warnMissing === true || options.onMissing !== undefined,
    missingKeyHandler: (languages, namespace, key) => reportMissing(languages, namespace, key),
    parseMissingKeyHandler: () => '',
    // react-i18next: no Suspense (a screen never waits for texts it has), a render on a new language only
    react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: '' },
  });

  const merge = (layer: Map<string, Resources>, lng: string, resources: Resources) => {
    const texts = layer.get(lng) ?? {};
    for (const [namespace, entries] of Object.entries(resources)) texts[namespace] = { ...texts[namespace], ...entries };
    layer.set(lng, texts);
  };
  const addToI18n = (lng: string, resources: Resources) => {
    for (const [namespace, entries] of Object.entries(resources)) i18n.addResourceBundle(lng, namespace, entries, true, true);
  };

  return {
    i18n,
    get language() {
      return i18n.language;
    },
    add(lng, resources, scope) {
      const added = textsOf(resources);
      if (!added) return;
      merge(scope === 'visit' ? visit : kiosk, lng, added);
      addToI18n(lng, added);
      // kiosk texts that arrive during a visit go under the visit's
      const over = scope === 'visit' ? undefined : visit.get(lng);
      if (over) addToI18n(lng, over);
    },
    dropVisit() {
      for (const [lng, resources] of visit) {
        for (const namespace of Object.keys(resources)) {
          i18n.removeResourceBundle(lng, namespace);
          const own = kiosk.get(lng)?.[namespace];
          if (own) i18n.addResourceBundle(lng, namespace, own, true, true);
        }
      }
      visit.clear();
    },
    has(lng) {
      return NAMESPACES.some((namespace) => Boolean(kiosk.get(lng)?.[namespace] ?? visit.get(lng)?.[namespace]));
    },
    show(lng) {
      if (lng !== i18n.language) void i18n.changeLanguage(lng);
    },
    t: (key, opts) => String(i18n.t(key, opts as TOptions)),
    held: () => ({ kiosk, visit }),
  };
}

/**
 * The direction a language is written in (`rtl` for Arabic, Hebrew, Persian, Urdu…), from the
 * browser's locale data (`Intl.Locale` text info); `ltr` for a code it does not know.
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
