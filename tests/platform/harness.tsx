import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createKiosk, type Kiosk } from '../../src/app/createKiosk.ts';
import { KioskApp } from '../../src/app/KioskApp.tsx';
import { createVirtualScheduler, type VirtualScheduler } from '../../src/runtime/scheduler.ts';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite, type Site } from '../../src/sim/site.ts';
import { SIM_ORIGIN } from '../../src/sim/testing.ts';

/** Real time for mocked network answers and React renders to land (the kiosk's time is virtual). */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 2));

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
 * block, restrict, bump the version or inject faults before or while its kiosk runs.
 */
export function createPlatformSimulator() {
  let site: Site = createSite();
  const server = createNodeSimulator(() => site);
  return {
    server,
    get site() {
      return site;
    },
    fresh(): Site {
      site = createSite();
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
 * it('…', async () => { const k = open({ path: '/6' }); … });
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
    const kiosk = openKiosk(options);
    opened.push(kiosk);
    return kiosk;
  };
  return { sim, open };
}

export interface PlatformKiosk {
  readonly kiosk: Kiosk;
  readonly scheduler: VirtualScheduler;
  readonly storage: ReturnType<typeof createMemoryStorage>;
  readonly session: ReturnType<typeof createMemoryStorage>;
  readonly reload: ReturnType<typeof vi.fn>;
  readonly redirect: ReturnType<typeof vi.fn>;
  readonly container: HTMLElement;
  /** The `data-screen` of the page (the first one: the screen under any overlay). */
  screen(): string | null;
  has(selector: string): boolean;
  text(): string;
  /** Waits (real time, mocked answers landing) until `data-screen=id` shows. */
  waitFor(id: string, timeoutMs?: number): Promise<void>;
  tap(action: string): Promise<void>;
  fill(action: string, value: string): Promise<void>;
  /** Moves the kiosk's time, in steps so answers and polls interleave. */
  advance(ms: number, step?: number): Promise<void>;
  /** Moves the kiosk's time in steps until `data-screen=id` shows, at most `maxMs` of kiosk time. */
  advanceUntil(id: string, maxMs: number, step?: number): Promise<void>;
  /** Lets pending answers land without moving time. */
  settle(): Promise<void>;
  dispose(): void;
}

/**
 * The whole kiosk app (KioskApp with its router, crash guard and idle warning) in jsdom over the
 * simulated site, with a virtual clock and inspectable storage, reload and redirect.
 */
export function openKiosk(
  options: { path?: string; tenant?: string; storage?: Record<string, string>; crashOn?: string; warnMissingTranslations?: boolean } = {},
): PlatformKiosk {
  const path = options.path ?? '/1';
  const tenant = options.tenant ?? 'demo';
  const scheduler = createVirtualScheduler(Date.parse('2026-11-22T09:00:00Z'), async () => {
    await act(async () => {
      await tick();
    });
  });
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
  const view = render(
    <KioskApp
      kiosk={kiosk}
      crashOn={options.crashOn}
      createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [`${path}?tenant=${encodeURIComponent(tenant)}`] })}
    />,
  );
  const query = (selector: string) => view.container.querySelector(selector);
  const find = async (action: string) => {
    for (let i = 0; i < 300; i++) {
      const element = query(`[data-action="${action}"]`);
      if (element) return element;
      await act(tick);
    }
    throw new Error(`no control [data-action="${action}"] on screen "${query('[data-screen]')?.getAttribute('data-screen')}"`);
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) await act(tick);
  };
  return {
    kiosk,
    scheduler,
    storage,
    session,
    reload,
    redirect,
    container: view.container,
    screen: () => query('[data-screen]')?.getAttribute('data-screen') ?? null,
    has: (selector) => query(selector) !== null,
    text: () => view.container.textContent ?? '',
    async waitFor(id, timeoutMs = 4000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (query(`[data-screen="${id}"]`)) return;
        await act(tick);
      }
      throw new Error(`screen "${id}" did not show; showing "${query('[data-screen]')?.getAttribute('data-screen')}"`);
    },
    async tap(action) {
      const element = await find(action);
      await act(async () => {
        fireEvent.pointerDown(element);
        fireEvent.click(element);
        await tick();
      });
    },
    async fill(action, value) {
      const element = await find(action);
      await act(async () => {
        fireEvent.change(element, { target: { value } });
        await tick();
      });
    },
    async advance(ms, step = 1000) {
      for (let left = ms; left > 0; left -= step) await scheduler.advance(Math.min(step, left));
    },
    async advanceUntil(id, maxMs, step = 500) {
      for (let spent = 0; spent <= maxMs; spent += step) {
        if (query(`[data-screen="${id}"]`)) return;
        await scheduler.advance(step);
        for (let i = 0; i < 20 && !query(`[data-screen="${id}"]`); i++) await act(tick);
      }
      throw new Error(`screen "${id}" did not show within ${maxMs} ms of kiosk time; showing "${query('[data-screen]')?.getAttribute('data-screen')}"`);
    },
    settle,
    dispose() {
      kiosk.runtime.stop();
      view.unmount();
      cleanup();
    },
  };
}

/** Answers the Visitor (profile 1) questionary: name, company, e-mail, host, persons, reference, safety; then registers unless `submit` is false. */
export async function answerVisitorQuestionary(
  k: PlatformKiosk,
  answers: { name: string; company: string; email: string; host: string; reference: string },
  submit = true,
) {
  await k.waitFor('questionary');
  await k.fill('answer', answers.name);
  await k.tap('next');
  await k.fill('answer', answers.company);
  await k.tap('next');
  await k.fill('answer', answers.email);
  await k.tap('next');
  await k.tap(`option:${answers.host}`);
  await k.tap('next');
  await k.tap('next'); // number of persons: initial answer 1
  await k.fill('answer', answers.reference);
  await k.tap('next');
  await k.tap('answer'); // safety rules
  if (submit) await k.tap('next');
}
