import type { i18n as I18n, TOptions } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** A translation function: a key (or keys, first found wins) and i18next's options; always a string. */
export type Translate = (key: string | readonly string[], options?: TOptions) => string;

/** What a widget gets: `t` for the visitor's language, and the i18next instance (its `language`). */
export interface Translation {
  readonly t: Translate;
  readonly i18n: I18n;
}

/** Per i18next instance: the language's revision, and the texts already looked up in it. */
interface TextCache {
  revision: number;
  /** `namespaces \0 key` → text, for calls without options; emptied when a text or the language changes. */
  readonly texts: Map<string, string>;
  /** One translation per namespaces list and revision, so `t` keeps its identity between renders. */
  readonly byNamespaces: Map<string, Translation>;
  readonly listeners: Set<() => void>;
}

const caches = new WeakMap<I18n, TextCache>();

function cacheOf(i18n: I18n): TextCache {
  const cache = caches.get(i18n);
  if (cache) return cache;
  const created: TextCache = { revision: 0, texts: new Map(), byNamespaces: new Map(), listeners: new Set() };
  // the server's texts arrive and change during a visit (a profile's texts over the kiosk's)
  const forgetTexts = () => created.texts.clear();
  i18n.store?.on('added', forgetTexts);
  i18n.store?.on('removed', forgetTexts);
  i18n.on('languageChanged', () => {
    created.revision += 1;
    created.texts.clear();
    created.byNamespaces.clear();
    for (const listener of created.listeners) listener();
  });
  caches.set(i18n, created);
  return created;
}

/**
 * The widgets' `useTranslation` (issue 11 §2, decision record 0021): react-i18next's hook with the
 * same answer for what widgets use (`t` of the given namespaces in the instance's language, the
 * instance), at a fraction of its cost on a weak kiosk. react-i18next's hook builds a wrapper of the
 * instance, a fixed `t` and a store subscription for every component that mounts, and `t` resolves
 * a key again on every call; a questionary step mounts a page, a field and their buttons, so that
 * was ~8% of a step at 4× CPU throttling. Here a component reads one context, the fixed `t` is made
 * once per namespaces and language, and a text without options is resolved once until the texts or
 * the language change (i18next's store `added`/`removed`, `languageChanged`).
 *
 * As react-i18next by default, a component renders again when the language changes, not when texts
 * are added (the kiosk's snapshot renders the screen that needs them).
 *
 * @example
 * const { t } = useTranslation(['registration']);
 * t('registration:next'); // "Next"
 */
export function useTranslation(namespaces: string | readonly string[]): Translation {
  const i18n: I18n = useContext(I18nContext)?.i18n ?? getI18n();
  const cache = cacheOf(i18n);
  const revision = useSyncExternalStore(
    (listener) => {
      cache.listeners.add(listener);
      return () => cache.listeners.delete(listener);
    },
    () => cache.revision,
    () => cache.revision,
  );
  const key = typeof namespaces === 'string' ? namespaces : namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision says the language changed
  return useMemo(() => translationFor(i18n, cache, key), [i18n, cache, key, revision]);
}

function translationFor(i18n: I18n, cache: TextCache, namespaces: string): Translation {
  const known = cache.byNamespaces.get(namespaces);
  if (known) return known;
  const fixed = i18n.getFixedT(null, namespaces.split(',')[0] ?? null);
  const t: Translate = (key, options) => {
    if (options !== undefined || typeof key !== 'string') return String(fixed(key as string | string[], options as TOptions));
    const id = `${namespaces}\0${key}`;
    let text = cache.texts.get(id);
    if (text === undefined) {
      text = String(fixed(key));
      cache.texts.set(id, text);
    }
    return text;
  };
  const translation = { t, i18n };
  cache.byNamespaces.set(namespaces, translation);
  return translation;
}
