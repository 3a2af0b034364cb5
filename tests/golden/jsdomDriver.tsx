import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createKiosk, type Kiosk, type KioskOptions } from '../../src/app/createKiosk.ts';
import { formatTrace } from '../../src/tooling/trace/formatTrace.ts';
import { KioskApp } from '../../src/app/KioskApp.tsx';
import { memoryRouter } from '../../src/app/routes.ts';
import { createVirtualScheduler } from '../../src/runtime/scheduler.ts';
import { attachRunMeta, recordTraces } from './coverageTraces.ts';
import type { FixtureDriver } from './schema.ts';
import type { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';

/** Quotes a value for an attribute selector (jsdom has no CSS.escape). */
const attr = (value: string) => value.replace(/["\\]/g, '\\$&');

/** Real time to let mocked network answers and React renders land. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

/**
 * Drives the real kiosk screens in jsdom over the simulated site in Node (msw/node), with time
 * under a virtual scheduler: `advance` moves it in 250 ms steps so polls and their answers interleave.
 */
export function createJsdomDriver(
  fixture: Fixture,
  origin: string,
  options: Pick<KioskOptions, 'program' | 'loadLaterFlows'> = {},
): FixtureDriver & { kiosk: Kiosk; dispose(): void } {
  const scheduler = createVirtualScheduler(Date.parse('2026-11-22T09:00:00Z'), async () => {
    await act(async () => {
      await tick();
    });
  });
  const storage = new Map<string, string>();
  const localStore = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  const kioskId = Number(fixture.scenario.path.split('/').filter(Boolean)[0] ?? 1);
  const kiosk = createKiosk({ tenant: fixture.scenario.tenant, kioskId, apiBase: `${origin}/api`, scheduler, storage: localStore, ...options });
  const search = `?tenant=${encodeURIComponent(fixture.scenario.tenant)}`;
  const recorder = recordTraces(kiosk.runtime);
  const view = render(<KioskApp kiosk={kiosk} createRouter={memoryRouter(`${fixture.scenario.path}${search}`)} />);
  const query = (selector: string) => view.container.querySelector(selector);
  const find = async (action: string): Promise<Element> => {
    for (let i = 0; i < 200; i++) {
      const el = query(`[data-action="${attr(action)}"]`);
      if (el) return el;
      await act(tick);
    }
    throw new Error(`no control with data-action="${action}" on screen "${query('[data-screen]')?.getAttribute('data-screen')}"`);
  };
  return {
    kiosk,
    async waitForScreen(id, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (query(`[data-screen="${attr(id)}"]`)) return;
        await act(tick);
      }
      throw new Error(`screen "${id}" did not show within ${timeoutMs} ms`);
    },
    async currentScreen() {
      return query('[data-screen]')?.getAttribute('data-screen') ?? null;
    },
    async hasText(text) {
      return (view.container.textContent ?? '').includes(text);
    },
    async tap(action, taps = 1) {
      const el = await find(action);
      // the taps of a double tap land before the kiosk draws again (jsdom has no tap guard)
      await act(async () => {
        for (let i = 0; i < taps; i++) {
          fireEvent.pointerDown(el);
          fireEvent.click(el);
        }
        await tick();
      });
    },
    async fill(action, value) {
      const el = await find(action);
      await act(async () => {
        fireEvent.input(el, { target: { value } });
        await tick();
      });
    },
    async valueOf(action) {
      const el = await find(action);
      return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : null;
    },
    async advance(ms) {
      // long waits (idle timeouts) in coarser steps; polls and answers still interleave
      const step = ms >= 20_000 ? 1000 : 250;
      for (let left = ms; left > 0; left -= step) await scheduler.advance(Math.min(step, left));
    },
    traces: () => formatTrace(kiosk.runtime.traces().slice(-12), { ruleNames: kiosk.program.ruleNames }),
    onFailure: (failure) => attachRunMeta({ failure }),
    dispose() {
      // every decision of the run goes to `npm run fixtures` for flow coverage
      attachRunMeta({ traces: recorder.traces() });
      recorder.stop();
      kiosk.runtime.stop();
      view.unmount();
      cleanup();
    },
  };
}
