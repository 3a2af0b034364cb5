import type { i18n as I18n, TOptions } from 'i18next';
import type { Texts, Translate } from '../../widgets/kit/useTranslation.ts';
import { readPath } from '../engine/logic.ts';

/** The namespaces of the server's localization resources (core spec §7 `localizationresources`). */
export const NAMESPACES = ['statusMessages', 'profileSelection', 'registration', 'checkout', 'certifiedPersons', 'assetRegistration'] as const;

/** i18next's module, or how to fetch it. */
type I18nextModule = typeof import('i18next');

/** namespace → key → text, for one language. */
type Resources = Record<string, Record<string, unknown>>;

/** The kiosk's texts: what widgets read (`Texts`), and what the kiosk does with them. */
export interface KioskTexts extends Texts {
  /**
   * Adds server texts (namespace → key → text) for a language; `visit` puts them over the kiosk's
   * own until {@link KioskTexts.dropVisit} (a profile's texts, core spec §7
   * `profile/{id}/LocalizationResources`). Kiosk texts that arrive during a visit stay under the visit's.
   */
  add(language: string, resources: unknown, scope?: 'visit'): void;
  /** Drops the visit's texts: the kiosk's own show again (the kiosk returns home). */
  dropVisit(): void;
  /** Whether any of the server's namespaces ({@link NAMESPACES}) has texts in `language`. */
  has(language: string): boolean;
  /** Shows `language` from now on. */
  show(language: string): void;
  /** A text of the language shown, outside a component: `t('statusMessages:home')`. */
  t(key: string | readonly string[], options?: TOptions): string;
  /**
   * Brings i18next in (once; again after a failure), with every text held, and renders again:
   * texts with options (interpolation, plurals) need it. Called after the first screen.
   */
  loadI18next(): Promise<void>;
  /** Every text held, by layer and language: what a long run must not grow. */
  held(): { readonly kiosk: ReadonlyMap<string, Resources>; readonly visit: ReadonlyMap<string, Resources> };
}

/** Options of {@link createKioskTexts}. */
export interface KioskTextsOptions {
  /** Warn in the console of a key the loaded texts of its namespace lack (development). */
  readonly warnMissing?: boolean;
  /** Told of a key its namespace's loaded texts lack (`namespace:key`), as `warnMissing` warns: the widget tests' check. */
  readonly onMissing?: (key: string) => void;
  /**
   * i18next's module: given, it is in from the start (tests, the demonstration pages); or how to
   * fetch it, by `loadI18next` after the first screen (docs/decisions/0026): by default `import('i18next')`.
   */
  readonly i18next?: I18nextModule | (() => Promise<I18nextModule>);
}

const textsOf = (resources: unknown): Resources | null => {
  if (!resources || typeof resources !== 'object') return null;
  const texts: Resources = {};
  for (const [namespace, entries] of Object.entries(resources as Record<string, unknown>)) {
    if (entries && typeof entries === 'object') texts[namespace] = entries as Record<string, unknown>;
  }
  return texts;
};

/** Options only i18next reads (plurals, context, another language or namespace, defaults, formats). */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'returnObjects',
  'interpolation',
  'replace',
  'postProcess',
]);
/** `{{name}}` without a format (`{{n, number}}`) or nesting. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** Options that are only values for `{{name}}` placeholders (strings and numbers). */
const plainOptions = (options: TOptions | undefined): boolean =>
  Object.entries((options ?? {}) as Record<string, unknown>).every(
    ([name, value]) => !I18NEXT_OPTIONS.has(name) && (typeof value === 'string' || typeof value === 'number'),
  );

/**
 * `text` with its `{{name}}` placeholders given, as i18next gives it with `escapeValue: false`, when
 * that is all it asks (the first screen's pager: "Page {{page}} of {{pages}}"); undefined when only
 * i18next can give it: nesting (`$t(…)`), a format, a placeholder without its value. The options
 * are values only ({@link plainOptions}).
 */
function plainText(text: string, options: TOptions | undefined): string | undefined {
  if (text.includes('$t(')) return undefined;
  const values = (options ?? {}) as Record<string, unknown>;
  if (!text.includes('{{')) return text;
  let complete = true;
  const given = text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) complete = false;
    return String(values[name]);
  });
  return complete && !given.includes('{{') ? given : undefined;
}

/**
 * The text at `key` in one namespace's texts: the key as a path of nested texts (`a.b`, walked as
 * the engine walks a `var` path; i18next reads it so), else the whole key as one name.
 */
function textAt(texts: unknown, key: string): string | undefined {
  const nested = readPath(texts, key);
  if (typeof nested === 'string') return nested;
  const whole = texts !== null && typeof texts === 'object' ? (texts as Record<string, unknown>)[key] : undefined;
  return typeof whole === 'string' ? whole : undefined;
}

/**
 * The kiosk's texts (core spec §7 localization resources, §8 "a missing translation shows an empty
 * string"). Texts come only from the server, in two layers: the kiosk's, and over them the visit's.
 *
 * i18next does the lookups, fallbacks, interpolation and plurals once it is in; the language screen
 * does not wait for it (docs/decisions/0026, decision 0010 item 4): until then a text is read
 * from the resources directly (`namespace:key` or a key of the fixed namespace, the first of several
 * keys found), its `{{name}}` placeholders given when the options are only their values; a text that
 * needs more (a plural, a context, a format, nesting) is empty and brings i18next in, the components
 * rendering again when it comes.
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
  const listeners = new Set<() => void>();
  let i18n: I18n | null = null;
  let loading: Promise<void> | null = null;
  let language = 'en';
  let revision = 0;
  let version = 0;

  const merge = (layer: Map<string, Resources>, lng: string, resources: Resources) => {
    const texts = layer.get(lng) ?? {};
    for (const [namespace, entries] of Object.entries(resources)) texts[namespace] = { ...texts[namespace], ...entries };
    layer.set(lng, texts);
  };
  const addTo = (instance: I18n, lng: string, resources: Resources) => {
    for (const [namespace, entries] of Object.entries(resources)) instance.addResourceBundle(lng, namespace, entries, true, true);
  };
  const changed = (rerender: boolean) => {
    version += 1;
    if (!rerender) return;
    revision += 1;
    for (const listener of listeners) listener();
  };

  const start = (module: I18nextModule) => {
    const instance = module.createInstance();
    void instance.init({
      lng: language,
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
    });
    for (const [lng, resources] of kiosk) addTo(instance, lng, resources);
    for (const [lng, resources] of visit) addTo(instance, lng, resources);
    i18n = instance;
  };

  /** `namespace:key` (or a key of `namespace`) as namespace and key, as i18next splits it. */
  const split = (namespace: string, key: string): [string, string] => {
    const colon = key.indexOf(':');
    return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key];
  };
  /**
   * The text of a key in the language shown, from the resources (before i18next); undefined when
   * absent. A key with dots is a path into nested texts, as i18next reads it (the weighing texts'
   * `authentication.errorMessageForPincode`), else the whole key.
   */
  const lookup = ([ns, name]: [string, string]): string | undefined => textAt(visit.get(language)?.[ns], name) ?? textAt(kiosk.get(language)?.[ns], name);
  /**
   * A key looked up and not found, by i18next or before it: missing means the server's texts of its
   * namespace arrived without it (before they arrive, e.g. the spinner of the kiosk's start, a
   * screen has no texts by design and shows none).
   */
  const reportMissing = (languages: readonly string[], ns: string, name: string) => {
    if (!languages.some((lng) => visit.get(lng)?.[ns] || kiosk.get(lng)?.[ns])) return;
    options.onMissing?.(`${ns}:${name}`);
    if (options.warnMissing) console.warn(`missing translation ${ns}:${name} (${languages.join(', ')})`);
  };
  const bringI18next = (): string => {
    texts.loadI18next().catch((error: unknown) => console.warn('i18next could not be loaded; texts with options stay empty until it can', error));
    return '';
  };

  const texts: KioskTexts = {
    get language() {
      return language;
    },
    get revision() {
      return revision;
    },
    get version() {
      return version;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fixedT(namespace) {
      if (i18n) {
        const fixed = i18n.getFixedT(null, namespace);
        return (key, opts) => String(fixed(key as string | string[], opts as TOptions));
      }
      const t: Translate = (key, opts) => {
        if (i18n) return texts.fixedT(namespace)(key, opts);
        if (!plainOptions(opts)) return bringI18next();
        const keys = (typeof key === 'string' ? [key] : key).map((one) => split(namespace, one));
        for (const one of keys) {
          const text = lookup(one);
          if (text !== undefined) return plainText(text, opts) ?? bringI18next();
        }
        const last = keys.at(-1);
        if (last) reportMissing([language], ...last);
        return '';
      };
      return t;
    },
    t(key, opts) {
      return texts.fixedT('statusMessages')(key, opts);
    },
    add(lng, resources, scope) {
      const added = textsOf(resources);
      if (!added) return;
      merge(scope === 'visit' ? visit : kiosk, lng, added);
      if (i18n) {
        addTo(i18n, lng, added);
        // kiosk texts that arrive during a visit go under the visit's
        const over = scope === 'visit' ? undefined : visit.get(lng);
        if (over) addTo(i18n, lng, over);
      }
      changed(false);
    },
    dropVisit() {
      if (i18n) {
        for (const [lng, resources] of visit) {
          for (const namespace of Object.keys(resources)) {
            i18n.removeResourceBundle(lng, namespace);
            const own = kiosk.get(lng)?.[namespace];
            if (own) i18n.addResourceBundle(lng, namespace, own, true, true);
          }
        }
      }
      visit.clear();
      changed(false);
    },
    has(lng) {
      return NAMESPACES.some((namespace) => Boolean(kiosk.get(lng)?.[namespace] ?? visit.get(lng)?.[namespace]));
    },
    show(lng) {
      if (lng === language) return;
      language = lng;
      if (i18n) void i18n.changeLanguage(lng);
      changed(true);
    },
    loadI18next() {
      if (i18n) return Promise.resolve();
      const fetchModule = typeof options.i18next === 'function' ? options.i18next : () => import('i18next');
      loading ??= fetchModule().then(
        (module) => {
          if (!i18n) start(module);
          changed(true);
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    held: () => ({ kiosk, visit }),
  };
  if (options.i18next && typeof options.i18next !== 'function') start(options.i18next);
  return texts;
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
