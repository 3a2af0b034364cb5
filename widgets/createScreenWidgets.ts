import { loadOnce } from '../src/runtime/loadOnce.ts';
import { preloadAll } from './kit/preloadAll.ts';
import { type AnyScreenWidget, type ScreenWidgetEntry, screenWidgetOf, screenWidgets } from './registry.ts';

/** A kiosk's screen widgets, loaded on demand from the registry (`createScreenWidgets`). */
export interface ScreenWidgets {
  /** The widget of this type when its definition is in (the first screens always are), else undefined. */
  loaded(type: string): AnyScreenWidget | undefined;
  /**
   * The widget of this type, fetching its definition when it is not in yet; undefined for a type
   * the registry does not list.
   * @throws whatever fetching the definition threw (a network failure), as a rejection; the next call tries again.
   */
  load(type: string): Promise<AnyScreenWidget | undefined>;
  /**
   * Fetches every widget's definition and the code of those that load on demand, so the kiosk shows
   * each screen at once and still shows it when the network fails later. Called once the first screen
   * is up (src/app/preloadAfterFirstScreen.ts); a failure is tried again at the next call.
   */
  preload(): Promise<void>;
}

/**
 * The screen widgets of one kiosk, derived from the registry (`widgets/registry.ts`): a first
 * screen's definition is in at once; every other is fetched the first time it is needed, or by
 * `preload` after the first screen (docs/decisions/0019, 0035). The kiosk owns it (createKiosk):
 * nothing here is module state.
 *
 * @example
 * const widgets = createScreenWidgets();
 * widgets.loaded('LanguageGrid'); // at once
 * await widgets.load('Questionary'); // fetched
 */
export function createScreenWidgets(registry: Readonly<Record<string, ScreenWidgetEntry>> = screenWidgets): ScreenWidgets {
  const definitions = new Map(
    Object.entries(registry).map(([type, entry]) => {
      const load = loadOnce(() => screenWidgetOf(entry));
      return [type, { load, loaded: () => (typeof entry === 'function' ? load.loaded() : entry) }] as const;
    }),
  );
  const preload = loadOnce(async () => {
    const widgets = await Promise.all([...definitions.values()].map((definition) => definition.load()));
    await preloadAll(widgets);
  });
  return {
    loaded: (type) => definitions.get(type)?.loaded(),
    load: async (type) => definitions.get(type)?.load(),
    preload,
  };
}
