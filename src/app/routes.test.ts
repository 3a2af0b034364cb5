import { describe, expect, it, vi } from 'vitest';
import { compile, type Program } from '../engine/compile.ts';
import { addLaterFlows, fromProgramData, type LaterProgramData, splitProgramData, toProgramData } from '../engine/programData.ts';
import { testRegistry } from '../../tests/engine/helpers.ts';
import { KIOSK_ROUTE_ID, kioskRouteTable, memoryRouter, NO_MATCH_ROUTE_ID } from './routes.ts';

/**
 * The kiosk's routes (core spec §2): the flows' screen paths under one root, the catch-all last,
 * and the routes of flows a build loads after the first screen patched in when a URL needs them
 * (docs/decisions/0024, React Router's `patchRoutesOnNavigation`).
 */
const main = {
  id: 'm',
  start: 'home',
  screens: {
    home: { path: '/:kioskId', widget: 'W', on: { go: [{ goto: 'side/start' }] } },
    list: { path: '/:kioskId/:language/list', widget: 'W' },
  },
};
const side = { id: 'side', start: 'start', screens: { start: { path: '/:kioskId/:language/side', widget: 'W', on: { back: [{ goto: 'm/home' }] } } } };

function compiled(): Program {
  return compile({
    flows: [
      { file: 'm.flow.json', data: main },
      { file: 'side.flow.json', data: side },
    ],
    rules: [],
    registry: testRegistry(['W'], []),
  }).program;
}

/** The program as a build splits it: the main flow first, `side` later. */
function split(): { program: Program; later: LaterProgramData } {
  const { first, later } = splitProgramData(JSON.parse(JSON.stringify(toProgramData(compiled()))), ['m']);
  return { program: fromProgramData(first, {}), later };
}

const parts = (loadLaterFlows: () => Promise<void>) => ({ element: null, errorElement: null, noMatch: null, loadLaterFlows });
const matchedId = (router: ReturnType<ReturnType<typeof memoryRouter>>) => router.state.matches.at(-1)?.route.id;
/** Resolves once the router is idle again (a navigation may wait for a patch). */
const settled = (router: ReturnType<ReturnType<typeof memoryRouter>>) =>
  vi.waitFor(() => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) throw new Error('navigating');
  });

describe('the kiosk routes', () => {
  it('are every screen path of the flows under the root, then the catch-all', () => {
    const [routes, options] = kioskRouteTable(
      compiled(),
      'm',
      parts(() => Promise.resolve()),
    );
    expect(routes).toHaveLength(1);
    expect(routes[0]?.id).toBe(KIOSK_ROUTE_ID);
    expect(routes[0]?.children?.map((route) => route.path)).toEqual(['/:kioskId', '/:kioskId/:language/list', '/:kioskId/:language/side', '*']);
    // nothing loads later: no patching
    expect(options.patchRoutesOnNavigation).toBeUndefined();
  });

  it('match as the engine does (any case, a trailing slash) and send an unknown path to the catch-all', async () => {
    const router = memoryRouter('/1/EN/List/?tenant=demo')(
      ...kioskRouteTable(
        compiled(),
        'm',
        parts(() => Promise.resolve()),
      ),
    );
    await settled(router);
    expect(matchedId(router)).toBe('screen:/:kioskId/:language/list');
    await router.navigate('/1/en/nowhere?tenant=demo');
    expect(matchedId(router)).toBe(NO_MATCH_ROUTE_ID);
    expect(router.state.location.search).toBe('?tenant=demo');
    router.dispose();
  });

  it("a later flow's screen opened directly loads the later flows, then its route is matched", async () => {
    const { program, later } = split();
    const load = vi.fn(async () => addLaterFlows(program, later, {}));
    const router = memoryRouter('/1/en/side?tenant=demo')(...kioskRouteTable(program, 'm', parts(load)));
    await settled(router);
    expect(load).toHaveBeenCalledTimes(1);
    expect(matchedId(router)).toBe('screen:/:kioskId/:language/side');
    router.dispose();
  });

  it('the kiosk moving into a later flow the engine loaded gets its route patched in, without loading again', async () => {
    const { program, later } = split();
    const load = vi.fn(async () => undefined);
    const router = memoryRouter('/1?tenant=demo')(...kioskRouteTable(program, 'm', parts(load)));
    await settled(router);
    expect(matchedId(router)).toBe('screen:/:kioskId');
    addLaterFlows(program, later, {});
    await router.navigate('/1/en/side?tenant=demo');
    await settled(router);
    expect(load).not.toHaveBeenCalled();
    expect(matchedId(router)).toBe('screen:/:kioskId/:language/side');
    router.dispose();
  });

  it('later flows that cannot be loaded leave the catch-all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { program } = split();
    const router = memoryRouter('/1/en/side?tenant=demo')(
      ...kioskRouteTable(
        program,
        'm',
        parts(() => Promise.reject(new Error('offline'))),
      ),
    );
    await settled(router);
    expect(matchedId(router)).toBe(NO_MATCH_ROUTE_ID);
    router.dispose();
  });
});
