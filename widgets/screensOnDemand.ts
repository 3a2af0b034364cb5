import type { WidgetDefinition } from './defineWidget.ts';
import { Busy } from './screens/busy/index.ts';
import { ErrorScreen } from './screens/error-screen/index.ts';
import { LanguageGrid } from './screens/language-grid/index.ts';
import { NotFound } from './screens/not-found/index.ts';
import { RestrictedIp } from './screens/restricted-ip/index.ts';
import { Unavailable } from './screens/unavailable/index.ts';

type AnyWidget = WidgetDefinition<unknown>;

/**
 * The screens the kiosk may show before anything else has loaded: its start, its first screen, and
 * those it shows when the start or the network fails (an error screen must never need a download).
 * Their definitions, props schemas and components come with the first bundle.
 */
const FIRST_SCREENS: readonly AnyWidget[] = [Busy, LanguageGrid, ErrorScreen, NotFound, RestrictedIp, Unavailable] as AnyWidget[];

/**
 * Every screen widget's definition module, fetched on demand. The kiosk's runtime reads the widgets
 * from here, not from the registry (`registry.ts`, the list the tools read): a later screen's props
 * schema and events are built when its module arrives, after the first screen, not at the start
 * (docs/decisions/0019). The first screens above are left out: they are in already.
 */
const DEFINITION_MODULES = import.meta.glob<Record<string, unknown>>([
  './screens/**/index.ts',
  '!./screens/{busy,language-grid,error-screen,not-found,restricted-ip,unavailable}/index.ts',
]);

const loaded = new Map<string, AnyWidget>(FIRST_SCREENS.map((widget) => [widget.type, widget]));
let loadingDefinitions: Promise<void> | null = null;
let preloading: Promise<void> | null = null;

function isScreenWidget(value: unknown): value is AnyWidget {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AnyWidget>;
  return typeof v.type === 'string' && typeof v.props === 'object' && typeof v.events === 'object' && typeof v.preload === 'function';
}

/** Fetches every definition module once (again after a failure); resolves when all are in. */
function loadDefinitions(): Promise<void> {
  loadingDefinitions ??= Promise.all(Object.values(DEFINITION_MODULES).map((load) => load()))
    .then((modules) => {
      for (const module of modules) for (const value of Object.values(module)) if (isScreenWidget(value)) loaded.set(value.type, value);
    })
    .catch((error: unknown) => {
      loadingDefinitions = null;
      throw error;
    });
  return loadingDefinitions;
}

/** The screen widget of this type when its definition is in (the first screens always are); else undefined. */
export function loadedScreenWidget(type: string): AnyWidget | undefined {
  return loaded.get(type);
}

/**
 * The screen widget of this type, fetching the definitions first when it is not in yet. Resolves
 * undefined for a type no widget has.
 *
 * @throws whatever the module fetch threw (a network failure), as a rejection.
 */
export async function loadScreenWidget(type: string): Promise<AnyWidget | undefined> {
  const known = loaded.get(type);
  if (known) return known;
  await loadDefinitions();
  return loaded.get(type);
}

/**
 * Fetches every screen widget's definition and the code of those that load on demand, so the
 * kiosk shows each screen at once and still shows it when the network fails later. Called once
 * the first screen is up; a failed load is tried again at the next call. Resolves when all are in.
 */
export function preloadScreenWidgets(): Promise<void> {
  preloading ??= loadDefinitions()
    .then(() => preloadAll([...loaded.values()]))
    .catch((error: unknown) => {
      preloading = null;
      throw error;
    });
  return preloading;
}

/**
 * Starts every widget's load at once — one after the other took seconds behind the simulated
 * site's service worker, and a visitor who came at once waited for screens — and resolves when all
 * are in; rejects with the first failure once every load has settled (the others are kept).
 */
export async function preloadAll(widgets: readonly { preload: () => Promise<void> }[]): Promise<void> {
  const results = await Promise.allSettled(widgets.map((widget) => widget.preload()));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
