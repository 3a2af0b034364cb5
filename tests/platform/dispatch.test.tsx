// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/sim/site.ts';
import { platformSuite } from './harness.tsx';

/**
 * Dispatch after registration (site-operations §4 "Dispatch after registration", §7): the kiosk asks
 * the kiosk API's GET /selfservicekiosks/{kiosk}/profile/{profile}/visitor/{visitor}/isDispatched, and
 * only a dispatched transport asks GET /weighing/dispatchResult where to go (flows/dispatch.flow.json).
 */
const { sim, open } = platformSuite();

const callsOf = (site: Site, name: string) => site.requests.filter((r) => r.call === name).map((r) => new URL(r.url).pathname);

describe('dispatch after registration', () => {
  it('asks isDispatched with the kiosk, the profile and the registered visitor, then the directions of a dispatched transport', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'identification-single' });
    await k.reach('result');
    const registered = site.requests.find((r) => r.call === 'visitor.register');
    expect(registered).toBeDefined();
    const [asked] = callsOf(site, 'dispatch.isDispatched');
    expect(asked).toMatch(/^\/api\/selfservicekiosks\/7\/profile\/22\/visitor\/[^/]+\/isDispatched$/);
    const visitorId = asked?.split('/')[7] ?? '';
    expect(site.visitor(decodeURIComponent(visitorId))).toBeDefined();
    expect(callsOf(site, 'dispatch.result')).toHaveLength(1);
    expect(k.text()).toContain('Swap body SB-4471');
  });

  it('shows a queued transport where to wait without asking for directions', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'eticket-valid' });
    await k.reach('result');
    expect(callsOf(site, 'dispatch.isDispatched')).toHaveLength(1);
    expect(callsOf(site, 'dispatch.result')).toEqual([]);
    expect(k.kiosk.runtime.getSnapshot().context.dispatch).toMatchObject({ visitorDispatchStatus: 'IsInRemoteQueue' });
  });

  it('shows the realtime confirmation to a visitor off the dispatch dashboard, without asking for directions', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'approved-realtime' });
    await k.reach('realtimeConfirmation');
    expect(callsOf(site, 'dispatch.isDispatched')).toHaveLength(1);
    expect(callsOf(site, 'dispatch.result')).toEqual([]);
  });
});
