import type { CallDefinition } from './defineCall.ts';
import * as kioskCalls from './calls/kiosk.ts';
import * as systemCalls from './calls/system.ts';

type AnyCall = CallDefinition<Record<string, unknown>, unknown>;

/**
 * The call definitions the kiosk needs before its first screen (the start calls of core spec §3 and
 * §7: `kiosk.*` and `system.*`); they come with the first bundle. A failure logged before the
 * others are in (`log.general`) waits for them.
 */
const FIRST_MODULES: readonly Record<string, unknown>[] = [kioskCalls, systemCalls];

/**
 * Every other module of `calls/`, each fetched on demand: they and their answer schemas load after
 * the first screen (docs/decisions/0019): building ~70 zod schemas is no longer part of a cold start.
 */
const ALL_MODULES = import.meta.glob<Record<string, unknown>>(['./calls/*.ts', '!./calls/*.test.ts', '!./calls/{kiosk,system}.ts']);

const loaded = new Map<string, AnyCall>();
let loadingAll: Promise<void> | null = null;

function isCallDefinition(value: unknown): value is AnyCall {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AnyCall>;
  return typeof v.name === 'string' && typeof v.method === 'string' && typeof v.path === 'function' && typeof v.response === 'object';
}

function addModule(module: Record<string, unknown>): void {
  for (const value of Object.values(module)) if (isCallDefinition(value)) loaded.set(value.name, value);
}

for (const module of FIRST_MODULES) addModule(module);

/** The definition of the named call when its module is in (the start calls always are), else undefined. */
export function loadedCallDefinition(name: string): AnyCall | undefined {
  return loaded.get(name);
}

/**
 * Fetches every call module the first bundle does not hold, at most once at a time; resolves when
 * all are in. A failed fetch (the network of a site fails) rejects, and the next call tries again.
 */
export function preloadCallDefinitions(): Promise<void> {
  loadingAll ??= Promise.all(Object.values(ALL_MODULES).map((load) => load()))
    .then((modules) => {
      for (const module of modules) addModule(module);
    })
    .catch((error: unknown) => {
      loadingAll = null;
      throw error;
    });
  return loadingAll;
}

/**
 * The definition of the named call, fetching the call modules first when it is not in yet.
 * Resolves undefined for a name that is no call of the catalog (src/api/catalog.ts).
 *
 * @throws whatever the module fetch threw (a network failure), as a rejection.
 */
export async function callDefinition(name: string): Promise<AnyCall | undefined> {
  const known = loaded.get(name);
  if (known) return known;
  await preloadCallDefinitions();
  return loaded.get(name);
}
