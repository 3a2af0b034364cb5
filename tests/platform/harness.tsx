import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createKiosk, type Kiosk } from '../../src/app/createKiosk.ts';
import { KioskApp } from '../../src/app/KioskApp.tsx';
import { memoryRouter } from '../../src/app/routes.ts';
import { formatTrace } from '../../src/tooling/trace/formatTrace.ts';
import { createVirtualScheduler, type VirtualScheduler } from '../../src/runtime/scheduler.ts';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite, type Site } from '../../src/sim/site.ts';
import { SIM_ORIGIN } from '../../src/sim/testing.ts';
import { createVisit, scenarioOf, type ReachTarget, type Visit, type VisitOptions } from '../golden/reach.ts';
import { isDisabled } from '../golden/jsdomDriver.tsx';
import { applyScenarioFaults, applyScenarioSimulator, type FixtureDriver } from '../golden/schema.ts';
import { nextTurn, turnsUntil } from '../turns.ts';

/** One turn of the event loop for mocked answers and React renders to land (the kiosk's time is virtual). */
const tick = () => act(nextTurn);

/** What the virtual scheduler lets happen before and after each timer it fires: two turns, for an answer already asked for to land. */
async function settleTurns(): Promise<void> {
  for (let i = 0; i < 2; i++) await tick();
}

/** A Storage-like map, inspectable by tests. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/**
 * One simulated site per test file (msw/node), swapped for a fresh one per kiosk, so a test may
 * block, restrict, bump the version or inject faults before or while its kiosk runs. `answered`
 * lists the URLs the site has answered since the last `fresh()`, in order: the signal that a slow
 * answer has left the site (`site.requests` lists what it received); `answering()` counts the
 * requests it is still answering (a slow fault's among them: in Node its delay is real time).
 */
export function createPlatformSimulator() {
  let site: Site = createSite();
  const server = createNodeSimulator(() => site);
  let answered: string[] = [];
  const answering = new Set<string>();
  server.events.on('request:start', ({ requestId }) => void answering.add(requestId));
  server.events.on('request:end', ({ requestId }) => void answering.delete(requestId));
  server.events.on('unhandledException', ({ requestId }) => void answering.delete(requestId));
  server.events.on('response:mocked', ({ request }) => void answered.push(request.url));
  return {
    server,
    get site() {
      return site;
    },
    get answered(): readonly string[] {
      return answered;
    },
    answering: () => answering.size,
    fresh(): Site {
      site = createSite();
      answered = [];
      return site;
    },
  };
}

/**
 * The hooks of a platform test file: one simulated site listening for the file; after each test
 * the kiosks `open` opened are disposed, the handlers reset and spies restored.
 *
 * @example
 * const { sim, open } = platformSuite();
 * it('…', async () => { const k = open({ fixture: 'approved-realtime' }); await k.reach('questionary'); … });
 */
export function platformSuite() {
  const sim = createPlatformSimulator();
  const opened: PlatformKiosk[] = [];
  beforeAll(() => sim.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    for (const kiosk of opened.splice(0)) kiosk.dispose();
    sim.server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => sim.server.close());
  const open = (options?: Parameters<typeof openKiosk>[0]): PlatformKiosk => {
    // a fixture's scenario faults hold from the start, as in the fixture run
    if (options?.fixture !== undefined) {
      applyScenarioFaults(sim.site.faults, scenarioOf(options.fixture));
      applyScenarioSimulator(sim.site, scenarioOf(options.fixture));
    }
    const kiosk = openKiosk({ ...options, answers: { answering: sim.answering, held: () => sim.site.faults.held() } });
    opened.push(kiosk);
    return kiosk;
  };
  return { sim, open };
}

/** The page's URL as a test reads and moves it. */
export interface PlatformHistory {
  location(): { readonly pathname: string; readonly search: string };
  back(): Promise<void>;
  forward(): Promise<void>;
}

export interface PlatformKiosk {
  readonly kiosk: Kiosk;
  readonly scheduler: VirtualScheduler;
  readonly storage: ReturnType<typeof createMemoryStorage>;
  readonly session: ReturnType<typeof createMemoryStorage>;
  readonly reload: ReturnType<typeof vi.fn>;
  readonly redirect: ReturnType<typeof vi.fn>;
  readonly container: HTMLElement;
  /** The page's URL, in React Router's memory router: read it, or press the browser's back and forward (`back()`, `forward()`). */
  readonly history: PlatformHistory;
  /** The `data-screen` of the page (the first one: the screen under any overlay). */
  screen(): string | null;
  has(selector: string): boolean;
  text(): string;
  /** Lets mocked answers land, turn by turn (tests/turns.ts), until `data-screen=id` shows; gives up after `maxTurns` turns. */
  waitFor(id: string, maxTurns?: number): Promise<void>;
  tap(action: string, taps?: number): Promise<void>;
  fill(action: string, value: string): Promise<void>;
  /** Moves the kiosk's time, in steps so answers and polls interleave; a slow answer stays on its way meanwhile (what a test of that moment needs). */
  advance(ms: number, step?: number): Promise<void>;
  /**
   * Moves the kiosk's time in steps until `data-screen=id` shows (or showed, for a moment), at most
   * `maxMs` of kiosk time; each step once the site has answered all it was asked, slow answers too
   * (their delay is real time in Node: the kiosk's time must not run away from them).
   */
  advanceUntil(id: string, maxMs: number, step?: number): Promise<void>;
  /** Lets answers already on their way land without moving time: those the site is answering (a slow fault's aside), then five turns of the event loop. */
  settle(): Promise<void>;
  /**
   * Waits, without moving the kiosk's time, until `condition` holds (a signal: a request the site
   * received, a log line), turn by turn (tests/turns.ts; a loaded machine takes more turns to fetch
   * a call's code); throws naming `what` when it never does.
   */
  until(condition: () => boolean, what: string, maxTurns?: number): Promise<void>;
  /** The kiosk as a golden-path fixture driver (tests/golden/schema.ts). */
  readonly driver: FixtureDriver;
  /**
   * Replays the fixture the kiosk was opened with (`open({ fixture })`) from its first step, as far
   * as `target` (tests/golden/reach.ts): how a test gets to the screen it is about.
   */
  reach(target: ReachTarget, options?: VisitOptions): Promise<Visit>;
  /** The same replay, step by step: `visit().to(…)`, then something of the test's, then `to(…)` again. */
  visit(options?: VisitOptions): Visit;
  dispose(): void;
}

/**
 * The whole kiosk app (KioskApp with its URL in memory, crash guard and idle warning) in jsdom over the
 * simulated site, with a virtual clock and inspectable storage, reload and redirect. Opened for a
 * `fixture` (a name in tests/fixtures/), it starts where that fixture starts and `reach` replays it.
 */
export function openKiosk(
  options: {
    fixture?: string;
    path?: string;
    tenant?: string;
    storage?: Record<string, string>;
    crashOn?: string;
    warnMissingTranslations?: boolean;
    /**
     * How many requests the simulated site is answering now, and how many of them a fault's delay
     * holds back (`createPlatformSimulator`): `settle` and `advanceUntil` wait for their answers.
     */
    answers?: { answering(): number; held(): number };
  } = {},
): PlatformKiosk {
  const fixture = options.fixture;
  if (fixture !== undefined && (options.path !== undefined || options.tenant !== undefined))
    throw new Error(`open({ fixture: "${fixture}" }) starts where the fixture starts: drop path and tenant`);
  const scenario = fixture === undefined ? undefined : scenarioOf(fixture);
  const path = scenario?.path ?? options.path ?? '/1';
  const tenant = scenario?.tenant ?? options.tenant ?? 'demo';
  const scheduler = createVirtualScheduler(Date.parse('2026-11-22T09:00:00Z'), settleTurns);
  const storage = createMemoryStorage(options.storage);
  const session = createMemoryStorage();
  const reload = vi.fn();
  const redirect = vi.fn();
  const kioskId = Number(path.split('/').filter(Boolean)[0] ?? 1);
  const kiosk = createKiosk({
    tenant,
    kioskId,
    apiBase: `${SIM_ORIGIN}/api`,
    scheduler,
    storage,
    sessionStorage: session,
    onReload: reload,
    onRedirect: redirect,
    warnMissingTranslations: options.warnMissingTranslations,
  });
  let router: ReturnType<ReturnType<typeof memoryRouter>> | undefined;
  const inMemory = memoryRouter(`${path}?tenant=${encodeURIComponent(tenant)}`);
  const view = render(
    <KioskApp
      kiosk={kiosk}
      crashOn={options.crashOn}
      createRouter={(routes, routerOptions) => {
        router = inMemory(routes, routerOptions);
        return router;
      }}
    />,
  );
  const routerOf = () => {
    if (!router) throw new Error('the kiosk has no router yet');
    return router;
  };
  const history: PlatformHistory = {
    location: () => {
      const { pathname, search } = routerOf().state.location;
      return { pathname, search };
    },
    back: () => routerOf().navigate(-1),
    forward: () => routerOf().navigate(1),
  };
  const query = (selector: string) => view.container.querySelector(selector);
  const showing = () => query('[data-screen]')?.getAttribute('data-screen');
  /** The control with `data-action=action`, once it shows; with `enabled`, once it is enabled too (what Playwright's click waits for). */
  const find = async (action: string, options: { enabled?: boolean } = {}) => {
    const selector = `[data-action="${action}"]`;
    await turnsUntil(
      () => {
        const element = query(selector);
        return element !== null && !(options.enabled && isDisabled(element));
      },
      () => `no ${options.enabled ? 'enabled ' : ''}control ${selector} on screen "${showing()}"`,
      { maxTurns: 3000, turn: tick },
    );
    return query(selector) as Element;
  };
  // the site answers in real time, a slow fault's answer after its delay (msw's, real time in Node)
  const answered = (slowToo: boolean) => {
    const answers = options.answers;
    return answers === undefined || answers.answering() - (slowToo ? 0 : answers.held()) === 0;
  };
  const answersLanded = (slowToo: boolean) =>
    turnsUntil(() => answered(slowToo), `the simulated site did not answer${slowToo ? '' : ' (slow answers aside)'}`, { turn: tick });
  const settle = async () => {
    await answersLanded(false);
    for (let i = 0; i < 5; i++) await tick();
  };
  const until = (condition: () => boolean, what: string, maxTurns?: number) => turnsUntil(condition, () => `${what} did not happen`, { maxTurns, turn: tick });
  // a fixture's timeouts are ms; a turn takes at least one
  const waitFor = (id: string, maxTurns = 4000) =>
    turnsUntil(
      () => query(`[data-screen="${id}"]`) !== null,
      () => `screen "${id}" did not show; showing "${showing()}"`,
      { maxTurns, turn: tick },
    );
  const tap = async (action: string, taps = 1, options: { enabled?: boolean } = {}) => {
    const element = await find(action, options);
    // the taps of a double tap land before the kiosk draws again (jsdom has no tap guard)
    await act(async () => {
      for (let i = 0; i < taps; i++) {
        fireEvent.pointerDown(element);
        fireEvent.click(element);
      }
      await nextTurn();
    });
  };
  const fill = async (action: string, value: string) => {
    const element = await find(action);
    await act(async () => {
      fireEvent.input(element, { target: { value } });
      await nextTurn();
    });
  };
  const advance = async (ms: number, step = 1000) => {
    for (let left = ms; left > 0; left -= step) await scheduler.advance(Math.min(step, left));
  };
  const driver: FixtureDriver = {
    waitForScreen: waitFor,
    currentScreen: async () => query('[data-screen]')?.getAttribute('data-screen') ?? null,
    showsText: (text, maxTurns) =>
      turnsUntil(() => (view.container.textContent ?? '').includes(text), '', { maxTurns, turn: tick }).then(
        () => true,
        () => false,
      ),
    // a fixture's tap waits for its control to be enabled (Next while its screen's options load), as in Chromium
    tap: (action, taps) => tap(action, taps, { enabled: true }),
    fill,
    async valueOf(action) {
      const element = await find(action);
      return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : null;
    },
    // as the headless fixture run advances (tests/golden/jsdomDriver.tsx): polls and answers interleave
    advance: (ms) => advance(ms, ms >= 20_000 ? 1000 : 250),
    traces: () => formatTrace(kiosk.runtime.traces().slice(-12), { ruleNames: kiosk.program.ruleNames }),
  };
  let disposed = false;
  const visit = (visitOptions?: VisitOptions): Visit => {
    if (fixture === undefined) throw new Error('this kiosk was opened without a fixture: open({ fixture: "<name>" }) to replay one');
    return createVisit(fixture, driver, visitOptions);
  };
  return {
    kiosk,
    scheduler,
    storage,
    session,
    reload,
    redirect,
    container: view.container,
    history,
    screen: () => showing() ?? null,
    has: (selector) => query(selector) !== null,
    text: () => view.container.textContent ?? '',
    waitFor,
    tap,
    fill,
    advance,
    async advanceUntil(id, maxMs, step = 500) {
      // A screen that showed between two looks counts: an answer landing in real time can be
      // followed, within the same step of kiosk time, by the screen after it (a status poll).
      const selector = `[data-screen="${id}"]`;
      let seen = false;
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) seen = true;
      });
      observer.observe(view.container, { childList: true, subtree: true });
      const shown = () => seen || query(selector) !== null;
      try {
        for (let spent = 0; spent <= maxMs; spent += step) {
          if (shown()) return;
          await answersLanded(true);
          await scheduler.advance(step);
          for (let i = 0; i < 20 && !shown(); i++) await tick();
        }
        if (shown()) return;
      } finally {
        observer.disconnect();
      }
      throw new Error(`screen "${id}" did not show within ${maxMs} ms of kiosk time; showing "${query('[data-screen]')?.getAttribute('data-screen')}"`);
    },
    settle,
    until,
    driver,
    async reach(target, visitOptions) {
      const started = visit(visitOptions);
      await started.to(target);
      return started;
    },
    visit,
    dispose() {
      // a test may dispose a kiosk itself before platformSuite does
      if (disposed) return;
      disposed = true;
      kiosk.runtime.stop();
      view.unmount();
      cleanup();
    },
  };
}
