// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/sim/site.ts';
import { platformSuite } from './harness.tsx';

/**
 * At a weighing-only kiosk no profile is chosen: the kiosk reads the driver's visit's profile (core
 * §3 Visitor currentProfileId, GET /visitors/{id}) and sends it with the weighing calls
 * (site-operations §7: weigh ?profileId, net weight and save bodies `profileId`;
 * flows/weighing.flow.json `visitorProfile`). The simulated drivers' visits are truck deliveries, profile 3.
 */
const { sim, open } = platformSuite();

const requestsOf = (site: Site, call: string) => site.requests.filter((r) => r.call === call);
const queryProfile = (url: string) => new URL(url).searchParams.get('profileId');

describe('the profile of a separately weighed driver', () => {
  it('goes with the process info, the weigh query and the save body of a first weighing', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'weighing-pincode-only' });
    await k.reach('firstConfirmation');
    await k.advanceUntil('language', 10_000, 1_000);
    expect(requestsOf(site, 'checkout.visitor')).toHaveLength(1);
    expect(requestsOf(site, 'weighing.processInfo').map((r) => queryProfile(r.url))).toEqual(['3']);
    expect(requestsOf(site, 'weighing.weigh').map((r) => queryProfile(r.url))).toEqual(['3']);
    const saves = requestsOf(site, 'weighing.save');
    expect(saves.length).toBeGreaterThan(0);
    for (const save of saves) expect(save.body).toMatchObject({ profileId: 3, visitorId: 'd0000000-0000-4000-8000-000000007001', sskId: 30 });
  });

  it('goes with the net weight body of a second weighing', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'weighing-second' });
    await k.reach('secondConfirmation');
    const [netWeight] = requestsOf(site, 'weighing.netWeight');
    expect(netWeight?.body).toMatchObject({ profileId: 3, visitorId: 'd0000000-0000-4000-8000-000000007002', sskId: 8 });
  });

  it('is left out, not guessed, when the visitor cannot be read', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'weighing-visitor-profile-failed' });
    await k.reach('firstConfirmation');
    await k.advanceUntil('language', 10_000, 1_000);
    expect(requestsOf(site, 'weighing.weigh').map((r) => queryProfile(r.url))).toEqual([null]);
    for (const save of requestsOf(site, 'weighing.save')) expect(save.body).toMatchObject({ profileId: null });
  });
});
