import type { TOptions } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** A translation function: a key (or keys, first found wins) and i18next's options; always a string. */
export type Translate = (key: string | readonly string[], options?: TOptions) => string;

/** What a widget gets: `t` for the visitor's language, and that language's code. */
export interface Translation {
  readonly t: Translate;
  /** The language the screens show (`en` until another's texts are in). */
  readonly language: string;
}

/**
 * The kiosk's texts as widgets read them: made by `src/app/texts.ts` (`createKioskTexts`), given by
 * `TextsContext`. A lookup goes through i18next once it is in; before, the first screen's plain texts
 * come from the server's resources directly (docs/decisions/0026).
 */
export interface Texts {
  /** The language the screens show. */
  readonly language: string;
  /** Changes when components must render again: the language shown changed, or i18next came. */
  readonly revision: number;
  /** Changes when a lookup may give another text: texts added or dropped, or `revision` changed. */
  readonly version: number;
  /** Calls `listener` when `revision` changes; returns the function that stops. */
  subscribe(listener: () => void): () => void;
  /** The lookup of one namespace (the default for keys without `namespace:`) in the language shown. */
  fixedT(namespace: string): Translate;
}

/** No texts: every key reads '' (a screen that must show without any, e.g. NotFound, says it in English itself). */
const NO_TEXTS: Texts = {
  language: 'en',
  revision: 0,
  version: 0,
  subscribe: () => () => undefined,
  fixedT: () => () => '',
};

/** The kiosk's texts for the widgets below (KioskApp, the widget tests' `renderWithI18n`); none by default. */
export const TextsContext = createContext<Texts>(NO_TEXTS);

/** Per texts: the lookups made, and one translation per namespaces list until `revision` changes. */
interface TextCache {
  revision: number;
  version: number;
  /**
   * `namespaces \0 key` (and `\0 name=value` per option) → text, for calls without options or with
   * numbers only; emptied when `version` changes.
   */
  readonly texts: Map<string, string>;
  /** One translation per namespaces list and revision, so `t` keeps its identity between renders. */
  readonly byNamespaces: Map<string, Translation>;
}

const caches = new WeakMap<Texts, TextCache>();

function cacheOf(texts: Texts): TextCache {
  let cache = caches.get(texts);
  if (!cache) {
    cache = { revision: texts.revision, version: texts.version, texts: new Map(), byNamespaces: new Map() };
    caches.set(texts, cache);
  }
  if (cache.revision !== texts.revision) {
    cache.revision = texts.revision;
    cache.byNamespaces.clear();
  }
  return cache;
}

/**
 * The widgets' `useTranslation` (issue 11 §2, decision records 0021 and 0026): `t` of the given
 * namespaces in the language shown, and that language. A component reads one context; the fixed
 * `t` is made once per namespaces and revision; a text without options, or with numbers only (a
 * question's "Question 3 of 21"), is looked up once until the texts change. A component renders
 * again when the language changes or i18next arrives (a text with options waits for it), not when
 * texts are added (the kiosk's snapshot renders the screen that needs them).
 *
 * @example
 * const { t } = useTranslation(['registration']);
 * t('registration:next'); // "Next"
 */
export function useTranslation(namespaces: string | readonly string[]): Translation {
  const texts = useContext(TextsContext);
  const revision = useSyncExternalStore(
    texts.subscribe,
    () => texts.revision,
    () => texts.revision,
  );
  const key = typeof namespaces === 'string' ? namespaces : namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision says the language or the lookup changed
  return useMemo(() => translationFor(texts, key), [texts, key, revision]);
}

/** Texts kept per kiosk texts before the cache starts afresh: counts and indexes stay far below. */
const MAX_CACHED_TEXTS = 2000;

/**
 * The cache key part of options that are all numbers (`{ index: 2, count: 21 }` → `\0index=2\0count=21`):
 * a question's progress label, a minimum, seconds left. Null for any other option (a typed phone
 * number, a name): those texts are made each time, so what a visitor types is never kept.
 */
function numbersOf(options: TOptions): string | null {
  let key = '';
  for (const name in options) {
    const value = options[name];
    if (typeof value !== 'number') return null;
    key += `\0${name}=${value}`;
  }
  return key;
}

function translationFor(texts: Texts, namespaces: string): Translation {
  const cache = cacheOf(texts);
  const known = cache.byNamespaces.get(namespaces);
  if (known) return known;
  const fixed = texts.fixedT(namespaces.split(',')[0] ?? '');
  const t: Translate = (key, options) => {
    const numbers = options === undefined ? '' : numbersOf(options);
    if (numbers === null || typeof key !== 'string') return fixed(key, options);
    if (cache.version !== texts.version || cache.texts.size >= MAX_CACHED_TEXTS) {
      cache.version = texts.version;
      cache.texts.clear();
    }
    const id = `${namespaces}\0${key}${numbers}`;
    let text = cache.texts.get(id);
    if (text === undefined) {
      text = fixed(key, options);
      cache.texts.set(id, text);
    }
    return text;
  };
  const translation = { t, language: texts.language };
  cache.byNamespaces.set(namespaces, translation);
  return translation;
}
