import { loadOnce } from '../runtime/loadOnce.ts';
import { type CallEntry, callCatalog, callOf } from './catalog.ts';
import type { CallDefinition } from './defineCall.ts';

type AnyCall = CallDefinition<Record<string, unknown>, unknown>;

/** A kiosk's call definitions, loaded on demand from the catalog (`createCallDefinitions`). */
export interface CallDefinitions {
  /** The definition of the named call when it is in (the start calls always are), else undefined. */
  loaded(name: string): AnyCall | undefined;
  /**
   * The definition of the named call, fetching its module when it is not in yet; undefined for a
   * name the catalog does not list.
   * @throws whatever fetching the module threw (a network failure), as a rejection; the next call tries again.
   */
  load(name: string): Promise<AnyCall | undefined>;
  /** Fetches every call's definition; called once the first screen is up. A failure is tried again at the next call. */
  preload(): Promise<void>;
}

/**
 * The call definitions of one kiosk, derived from the catalog (src/api/catalog.ts): the start
 * calls are in at once; every other is fetched the first time it is called, or by `preload` after
 * the first screen (docs/decisions/0019, 0035). The kiosk owns it (createKiosk, through its call
 * runner): nothing here is module state.
 *
 * @example
 * const definitions = createCallDefinitions();
 * definitions.loaded('kiosk.languages'); // at once
 * await definitions.load('visitor.register'); // fetched
 */
export function createCallDefinitions(catalog: Readonly<Record<string, CallEntry>> = callCatalog): CallDefinitions {
  const definitions = new Map(
    Object.entries(catalog).map(([name, entry]) => {
      const load = loadOnce(() => callOf(entry));
      return [name, { load, loaded: () => (typeof entry === 'function' ? load.loaded() : (entry as AnyCall)) }] as const;
    }),
  );
  const preload = loadOnce(async () => {
    await Promise.all([...definitions.values()].map((definition) => definition.load()));
  });
  return {
    loaded: (name) => definitions.get(name)?.loaded(),
    load: async (name) => definitions.get(name)?.load(),
    preload,
  };
}
