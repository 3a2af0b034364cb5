// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { platformSuite } from './harness.tsx';

/**
 * Product metrics (core §7 "Product metrics: sent to a proxy, analytics"; site-operations §7): the
 * whole kiosk over the simulated site, whose settings name its proxy (`productMetricsProxyUrl`,
 * src/app/productMetrics.ts) unless `site.productMetricsProxy` is off.
 */
const { sim, open } = platformSuite();

/** What the visitor of approved-realtime types: none of it may reach the proxy. */
const VISITOR_DATA = ['Jane Doe', 'Acme Logistics', 'jane.doe@example.com', '4711', 'host-1'];

describe('product metrics', () => {
  it('sends a page view per screen and no visitor data to the proxy the settings name', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'approved-realtime' });
    await k.reach('realtimeConfirmation');
    await k.settle();
    const events = site.logs.productMetrics.map((e) => e.body as { type: string; screen: string; kioskId: number });
    const views = events.filter((e) => e.type === 'pageView').map((e) => e.screen);
    expect(views).toEqual(expect.arrayContaining(['visitor/language', 'visitor/profiles', 'visitor/questionary', 'visitor/realtimeConfirmation']));
    expect(events.every((e) => e.kioskId === 1)).toBe(true);
    const sent = JSON.stringify(site.logs.productMetrics);
    for (const secret of VISITOR_DATA) expect(sent, `"${secret}" sent to the proxy`).not.toContain(secret);
    const registered = site.requests.find((r) => r.call === 'visitor.register');
    const visitorIds = site.requests.filter((r) => r.call === 'visitor.approvalStatus').map((r) => new URL(r.url).pathname.split('/')[3]);
    expect(registered && visitorIds.length).toBeTruthy();
    for (const id of visitorIds) expect(sent).not.toContain(id);
  });

  it('sends nothing when the settings name no proxy', async () => {
    const site = sim.fresh();
    site.productMetricsProxy = false;
    const k = open({ fixture: 'approved-realtime' });
    await k.reach('realtimeConfirmation');
    await k.settle();
    expect(site.requests.filter((r) => r.call === 'system.settings')).not.toHaveLength(0);
    expect(site.requests.filter((r) => r.call === 'productMetrics.event')).toEqual([]);
    expect(site.logs.productMetrics).toEqual([]);
  });
});
