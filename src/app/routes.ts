import { createBrowserRouter, createMemoryRouter, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import type { Program } from '../engine/compile.ts';
import { screenForPath } from '../engine/machine.ts';

/** The id of the root route, whose element is the kiosk's screen; the screens' routes are its children. */
export const KIOSK_ROUTE_ID = 'kiosk';
/** The id of the catch-all route: "No match for {path}" (core spec §2 "Fallback"). */
export const NO_MATCH_ROUTE_ID = 'noMatch';

/**
 * Makes the kiosk's data router over `routes`: the browser's in the page ({@link browserRouter}),
 * one in memory in tests ({@link memoryRouter}).
 */
export type CreateRouter = (routes: RouteObject[], options: { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction }) => DataRouter;

/** The page's router: React Router's `createBrowserRouter` (pushState and popstate). */
export const browserRouter: CreateRouter = (routes, options) => createBrowserRouter(routes, options);

/**
 * A router in memory starting on `path` (with its query string), for tests in jsdom: read
 * `router.state.location`, press the browser's back with `router.navigate(-1)`.
 *
 * @example
 * <KioskApp kiosk={kiosk} createRouter={memoryRouter('/1?tenant=demo')} />
 */
export const memoryRouter =
  (path: string): CreateRouter =>
  (routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [path] });

/**
 * What the page shows before its first route is known: nothing, for the moment a production build
 * fetches a later flow's code for a deep link (the kiosk's spinner comes with its first screen).
 */
function NothingYet(): null {
  return null;
}

/** The distinct route patterns of the program's loaded screens, the main flow's first (`/:kioskId/:language/profiles`). */
function screenPatterns(program: Program, mainFlow: string): string[] {
  const flows = Object.values(program.flows).sort((a, b) => Number(b.id === mainFlow) - Number(a.id === mainFlow));
  return [...new Set(flows.flatMap((flow) => Object.values(flow.screens).map((screen) => screen.route.pattern)))];
}

/** The route of each pattern not routed yet: no element of its own (the root's element shows the screen). */
function screenRoutes(patterns: readonly string[], routed: Set<string>): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const pattern of patterns) {
    if (routed.has(pattern)) continue;
    routed.add(pattern);
    routes.push({ id: `screen:${pattern}`, path: pattern, element: null });
  }
  return routes;
}

/**
 * The kiosk's routes (core spec §2, site-operations spec §2): the routes are the flows' screens'
 * `path`s — so an integrator's new screen is routed without code — under one root route whose
 * element shows whichever screen the engine decides, then the catch-all "No match for {path}".
 * React Router matches as the engine does (segments, `:name` parameters, any case, one trailing
 * slash); the engine still decides which screen shows (`runtime.restore` for a URL opened directly).
 *
 * A production build loads some flows after the first screen (docs/decisions/0024): their routes
 * are patched in through React Router's `patchRoutesOnNavigation` when a URL first needs them —
 * the kiosk moving to one of their screens, or a URL opened directly (a deep link, a reload), which
 * loads them first; if they cannot be loaded, the catch-all shows.
 *
 * @example
 * const router = browserRouter(...kioskRouteTable(program, 'visitor', { element, errorElement, noMatch, loadLaterFlows }));
 */
export function kioskRouteTable(
  program: Program,
  mainFlow: string,
  parts: {
    /** The root's element: the screen the runtime shows, and the catch-all's page through `<Outlet />`. */
    readonly element: RouteObject['element'];
    /** What a render error inside the router shows (the crash page, reported). */
    readonly errorElement: RouteObject['errorElement'];
    /** The catch-all's element. */
    readonly noMatch: RouteObject['element'];
    /** Loads the program's later flows; rejects when they cannot be fetched. */
    readonly loadLaterFlows: () => Promise<void>;
  },
): [RouteObject[], { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction }] {
  const routed = new Set<string>();
  const routes: RouteObject[] = [
    {
      id: KIOSK_ROUTE_ID,
      path: '/',
      element: parts.element,
      errorElement: parts.errorElement,
      HydrateFallback: NothingYet,
      children: [...screenRoutes(screenPatterns(program, mainFlow), routed), { id: NO_MATCH_ROUTE_ID, path: '*', element: parts.noMatch }],
    },
  ];
  if (!program.laterFlows?.size) return [routes, {}];
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = path.split(/[?#]/)[0] ?? path;
    // a URL no loaded screen has: the later flows first (the engine may have loaded them already)
    if (program.laterFlows?.size && screenForPath(program, mainFlow, pathname) === null) {
      try {
        await parts.loadLaterFlows();
      } catch (error) {
        console.warn('the later flows could not be loaded', error);
      }
    }
    const added = screenRoutes(screenPatterns(program, mainFlow), routed);
    if (added.length > 0) patch(KIOSK_ROUTE_ID, added);
  };
  return [routes, { patchRoutesOnNavigation }];
}
