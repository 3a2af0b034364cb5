// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/**
 * A kiosk runs for weeks without a reload (DESIGN.md "Fast on weak hardware"): whatever it keeps
 * between visits — cached answers, traces, timers, listeners, texts — is the same after the third
 * visit as after the first, so nothing grows visit after visit.
 */
const { sim, open } = platformSuite();

/** One complete visit (approved-realtime.fixture.json), visitor `n` answering for themselves, from the language screen back to it. */
async function visit(k: PlatformKiosk, n: number) {
  const answers = { 'visitor-name': `Visitor ${n}`, 'visitor-company': `Company ${n}`, 'visitor-email': `v${n}@example.com`, 'visitor-reference': String(n) };
  await k.reach('realtimeConfirmation', { values: answers });
  await k.tap('ok');
  await k.waitFor('language');
  await k.settle();
}

describe('a kiosk that runs many visits', () => {
  it('keeps as much after the third visit as after the first', async () => {
    sim.fresh();
    // listeners on the page, added minus removed (the spies call through)
    const spies = [document, window].map((target) => ({ add: vi.spyOn(target, 'addEventListener'), remove: vi.spyOn(target, 'removeEventListener') }));
    const listening = () => spies.map(({ add, remove }) => add.mock.calls.length - remove.mock.calls.length);
    const k = open({ fixture: 'approved-realtime' });
    const kept = () => ({
      queries: k.kiosk.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey))
        .sort(),
      mutations: k.kiosk.queryClient.getMutationCache().getAll().length,
      timers: k.scheduler.pending(),
      listeners: listening(),
      texts: JSON.stringify([...k.kiosk.texts.held().kiosk, ...k.kiosk.texts.held().visit]).length,
      traces: k.kiosk.runtime.traces().length,
    });
    await visit(k, 1);
    const afterOne = kept();
    await visit(k, 2);
    await visit(k, 3);
    expect(kept()).toEqual(afterOne);
  });
});
