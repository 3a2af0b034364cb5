import { act, fireEvent, render } from '@testing-library/react';
import { createKiosk, type Kiosk, type KioskOptions } from '../../src/app/createKiosk.ts';
import { formatTrace } from '../../src/tooling/trace/formatTrace.ts';
import { KioskApp } from '../../src/app/KioskApp.tsx';
import { type CreateRouter, memoryRouter } from '../../src/app/routes.ts';
import type { DataRouter } from 'react-router-dom';
import type { TraceEntry } from '../../src/engine/types.ts';
import { createVirtualScheduler } from '../../src/runtime/scheduler.ts';
import { attachRunMeta, recordTraces } from './coverageTraces.ts';
import type { FixtureDriver } from './schema.ts';
import type { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';
import { nextTurn, turnsUntil } from '../turns.ts';

/** Quotes a value for an attribute selector (jsdom has no CSS.escape). */
const attr = (value: string) => value.replace(/["\\]/g, '\\$&');

/** A control a tap does nothing on: disabled, natively or for assistive technology (as Playwright's actionability checks read it). */
export const isDisabled = (el: Element) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';

/** One turn of the event loop for mocked network answers and React renders to land (tests/turns.ts). */
const tick = () => act(nextTurn);

/**
 * What the virtual scheduler lets happen before and after each timer it fires: five turns, enough for
 * a mocked answer already asked for to land, so polls and their answers interleave in the same order
 * on a loaded machine as on an idle one (a count of turns, not of ms).
 */
async function settleTurns(): Promise<void> {
  for (let i = 0; i < 5; i++) await tick();
}

/** How many turns of the event loop, and at least as many ms, the kiosk must stand on a `stopOn` screen before an `expect` of another screen gives up. */
const STOP_ON_GRACE_TURNS = 250;

/** What the runner asks of the driver, beside the kiosk's own options. */
export interface JsdomDriverOptions extends Pick<KioskOptions, 'program' | 'loadLaterFlows'> {
  /**
   * Screens that wait for the visitor (a yes/no question, say): while the kiosk stands on one of
   * them, an `expect` of another screen fails at once instead of after its timeout, since nothing
   * but a tap or the clock moves the kiosk on, and the driver moves neither while it waits. A
   * screen id, or `flow/screen`.
   */
  readonly stopOn?: readonly string[];
}

/**
 * Drives the real kiosk screens in jsdom over the simulated site in Node (msw/node), with time
 * under a virtual scheduler: `advance` moves it in 250 ms steps so polls and their answers interleave.
 */
/** A control on the screen shown, as the explorer (explore.ts) sees it: its `data-action`, and whether it takes text. */
export interface ScreenControl {
  readonly action: string;
  readonly input: boolean;
  readonly disabled: boolean;
}

/** What the headless driver offers beyond a fixture's steps: the kiosk, its whole run's decisions, the screen's controls, the address. */
export interface JsdomDriver extends FixtureDriver {
  readonly kiosk: Kiosk;
  /** Every engine decision since the kiosk opened (the runtime keeps only its last 200). */
  runTraces(): readonly TraceEntry[];
  /** The controls with a `data-action` on the page now, in document order. */
  controls(): readonly ScreenControl[];
  /** The path (and query) the kiosk's router shows now. */
  location(): string;
  /** Waits `ms` of the kiosk's virtual clock (what a simulated site's held answer waits: `site.wait`). */
  wait(ms: number): Promise<void>;
  dispose(): void;
}

/**
 * The headless driver of a fixture (see above). Where the kiosk sends the browser (a redirect: the
 * aborted registration's portal page, core §4 "Aborting") the driver opens the kiosk again, as
 * Chromium does, over the same simulated site, virtual clock and local storage.
 */
export function createJsdomDriver(fixture: Fixture, origin: string, options: JsdomDriverOptions = {}): JsdomDriver {
  const { stopOn = [], ...kioskOptions } = options;
  const stopScreens = new Set(stopOn);
  const scheduler = createVirtualScheduler(Date.parse('2026-11-22T09:00:00Z'), settleTurns);
  // the browser's local storage outlives a page: a redirect or a reload keeps it
  const storage = new Map<string, string>();
  const localStore = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  /** Where the kiosk sent the browser (a redirect to the portal), not opened yet. */
  let leavingFor: string | null = null;
  /** The decisions of the pages left before this one. */
  const before: TraceEntry[] = [];

  /** The kiosk opened at `address` (its path and query), as a page load does: a kiosk of its own over the same site, clock and storage. */
  const openPage = (address: string) => {
    const url = new URL(address, origin);
    const kioskId = Number(url.pathname.split('/').filter(Boolean)[0] ?? 1);
    const tenant = url.searchParams.get('tenant') ?? fixture.scenario.tenant;
    const kiosk = createKiosk({
      tenant,
      kioskId,
      apiBase: `${origin}/api`,
      scheduler,
      storage: localStore,
      onRedirect: (to) => {
        leavingFor = to;
      },
      ...kioskOptions,
    });
    const recorder = recordTraces(kiosk.runtime);
    let router: DataRouter | undefined;
    const inMemory = memoryRouter(`${url.pathname}${url.search}`);
    const createRouter: CreateRouter = (routes, routerOptions) => {
      router = inMemory(routes, routerOptions);
      return router;
    };
    const view = render(<KioskApp kiosk={kiosk} createRouter={createRouter} />);
    let open = true;
    return {
      kiosk,
      view,
      /** Its decisions, while it is open (a page closed has handed them to `before`). */
      traces: () => (open ? recorder.traces() : []),
      location: () => (router ? `${router.state.location.pathname}${router.state.location.search}` : `${url.pathname}${url.search}`),
      close() {
        if (!open) return;
        open = false;
        before.push(...recorder.traces());
        recorder.stop();
        kiosk.runtime.stop();
        // this kiosk's view only: a late dispose (a test that timed out) must not take the next test's page with it
        view.unmount();
        view.container.remove();
      },
    };
  };

  let page = openPage(`${fixture.scenario.path}?tenant=${encodeURIComponent(fixture.scenario.tenant)}`);
  /**
   * The browser follows a redirect (core §4 "Aborting": the tenant's portal page for the kiosk, the
   * kiosk's start page on the simulated site): the page the kiosk sent it to opens in place of this one.
   * The site in Node stays as it is, faults and all; in Chromium the new page starts a site of its own,
   * without the faults of the old page's URL (no fixture that leaves the kiosk has faults).
   */
  const follow = () => {
    if (leavingFor === null) return;
    const to = new URL(leavingFor, origin);
    leavingFor = null;
    if (to.origin !== new URL(origin).origin) throw new Error(`the kiosk sent the browser to ${to.href}, a page outside the kiosk`);
    page.close();
    page = openPage(`${to.pathname}${to.search}`);
  };
  const query = (selector: string) => {
    follow();
    return page.view.container.querySelector(selector);
  };
  /** The control with `data-action=action`, once it shows; with `enabled`, once it is enabled too (what Playwright's click waits for). */
  const find = async (action: string, options: { enabled?: boolean } = {}): Promise<Element> => {
    const selector = `[data-action="${attr(action)}"]`;
    await turnsUntil(
      () => {
        const el = query(selector);
        return el !== null && !(options.enabled && isDisabled(el));
      },
      () => `no ${options.enabled ? 'enabled ' : ''}control with data-action="${action}" on screen "${query('[data-screen]')?.getAttribute('data-screen')}"`,
      {
        maxTurns: 2000,
        turn: tick,
      },
    );
    return query(selector) as Element;
  };
  return {
    get kiosk() {
      follow();
      return page.kiosk;
    },
    async waitForScreen(id, timeoutMs) {
      // turn by turn: `timeoutMs` turns, and at least that many ms (tests/turns.ts)
      let standing = 0;
      let standingSince = 0;
      await turnsUntil(
        () => {
          if (query(`[data-screen="${attr(id)}"]`)) return true;
          const { flow, screen } = page.kiosk.runtime.getSnapshot();
          standing = screen !== id && (stopScreens.has(screen) || stopScreens.has(`${flow}/${screen}`)) ? standing + 1 : 0;
          if (standing === 1) standingSince = performance.now();
          if (standing > STOP_ON_GRACE_TURNS && performance.now() - standingSince >= STOP_ON_GRACE_TURNS)
            throw new Error(`screen "${id}" did not show: the kiosk stands on "${screen}", which waits for the visitor`);
          return false;
        },
        `screen "${id}" did not show within ${timeoutMs} turns`,
        { maxTurns: timeoutMs, turn: tick },
      );
    },
    async currentScreen() {
      return query('[data-screen]')?.getAttribute('data-screen') ?? null;
    },
    showsText: (text, maxTurns) =>
      turnsUntil(
        () => {
          follow();
          return (page.view.container.textContent ?? '').includes(text);
        },
        '',
        { maxTurns, turn: tick },
      ).then(
        () => true,
        () => false,
      ),
    async tap(action, taps = 1) {
      // a control disabled for now (Next while its screen's options load) is tapped once enabled, as in Chromium
      const el = await find(action, { enabled: true });
      // the taps of a double tap land before the kiosk draws again (jsdom has no tap guard)
      await act(async () => {
        for (let i = 0; i < taps; i++) {
          fireEvent.pointerDown(el);
          fireEvent.click(el);
        }
        await nextTurn();
      });
    },
    async fill(action, value) {
      const el = await find(action);
      await act(async () => {
        fireEvent.input(el, { target: { value } });
        await nextTurn();
      });
    },
    async valueOf(action) {
      const el = await find(action);
      return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : null;
    },
    async advance(ms) {
      // long waits (idle timeouts) in coarser steps; polls and answers still interleave
      const step = ms >= 20_000 ? 1000 : 250;
      for (let left = ms; left > 0; left -= step) {
        await scheduler.advance(Math.min(step, left));
        // a redirect on the way: the clock goes on on the page it opened
        follow();
      }
    },
    runTraces: () => [...before, ...page.traces()],
    wait: (ms) => new Promise<void>((resolve) => scheduler.setTimeout(resolve, ms)),
    controls: () => {
      follow();
      return [...page.view.container.querySelectorAll('[data-action]')].map((el) => ({
        action: el.getAttribute('data-action') ?? '',
        input: el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement,
        disabled: isDisabled(el),
      }));
    },
    location: () => {
      follow();
      return page.location();
    },
    traces: () => formatTrace(page.kiosk.runtime.traces().slice(-12), { ruleNames: page.kiosk.program.ruleNames }),
    onFailure: (failure) => attachRunMeta({ failure }),
    dispose() {
      page.close();
      // every decision of the run goes to `npm run fixtures` for flow coverage
      attachRunMeta({ traces: before });
    },
  };
}
