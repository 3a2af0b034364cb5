// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { platformSuite } from './harness.tsx';

/** Kiosk access (issue 4 §1; core spec §4 "Kiosk fetch", site-operations spec §4 "Kiosk status", §9). */
const { sim, open } = platformSuite();
const statusChecks = () => sim.site.requests.filter((r) => r.call === 'kiosk.status').length;

describe('kiosk access', () => {
  it('shows the language screen only once the kiosk data and its English texts are there', async () => {
    sim.fresh().faults.set('kiosk.localizationResources', { kind: 'slow', delayMs: 400 });
    const k = open();
    // the router's first frame waits for its routes to be settled (a build's later flows, docs/decisions/0024), then the start
    await k.waitFor('starting');
    await k.waitFor('language');
    expect(k.text()).toContain('Choose your language');
  });

  it('a 403 flagging blockedIpAddress shows the RestrictedIpAddress page with the reason and the IP', async () => {
    sim.fresh();
    const k = open({ path: '/3' });
    await k.waitFor('restrictedIp');
    expect(k.container.querySelector('[data-field="reason"]')?.textContent).toBe('IP address not allowed');
    expect(k.container.querySelector('[data-field="ipAddress"]')?.textContent).toBe('203.0.113.7');
    expect(k.text()).toContain('This kiosk may not be used from this network');
  });

  it('a kiosk whose restriction is lifted returns home by itself at the next status check', async () => {
    const site = sim.fresh();
    const k = open({ path: '/3' });
    await k.waitFor('restrictedIp');
    site.restrictIp(3, null);
    await k.advance(5_000);
    await k.waitFor('language');
  });

  it('an IP restriction that arrives while the kiosk runs is noticed by the status check', async () => {
    const site = sim.fresh();
    const k = open();
    await k.waitFor('language');
    site.restrictIp(1, { reason: 'Moved network', ipAddress: '198.51.100.9' });
    await k.advance(10_000);
    await k.waitFor('restrictedIp');
    expect(k.text()).toContain('198.51.100.9');
  });

  it('a blocked kiosk shows the unavailable page and returns home by itself once unblocked', async () => {
    const site = sim.fresh();
    const k = open({ path: '/2' });
    await k.waitFor('unavailable');
    expect(k.container.querySelectorAll('button')).toHaveLength(0);
    await k.advance(30_000);
    expect(k.screen()).toBe('unavailable');
    site.unblockKiosk(2);
    await k.advance(10_000);
    await k.waitFor('language');
  });

  it('a block arriving mid-registration ends the session: unavailable, and nothing of the visitor stays', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'approved-realtime' });
    await k.reach('questionary');
    await k.fill('answer', 'Mallory Blocked');
    await k.tap('next');
    site.blockKiosk(1);
    await k.advance(10_000);
    await k.waitFor('unavailable');
    expect(JSON.stringify(k.kiosk.runtime.getSnapshot().context)).not.toContain('Mallory');
  });

  it('a block during a registration lets the registration answer first: nothing is lost, then the kiosk blocks', async () => {
    const site = sim.fresh();
    site.faults.set('visitor.register', { kind: 'slow', delayMs: 300 });
    const k = open({ fixture: 'non-realtime' });
    // the courier's way as far as the tap that registers: the registration is on its way
    await k.reach({ before: 'nonRealtimeConfirmation' });
    expect(k.screen()).toBe('register');
    site.blockKiosk(1);
    await k.advance(10_000); // a status check while the registration is on its way
    expect(k.screen()).toBe('register');
    // the blocked site refuses the registration: it is kept as a failed action, not dropped
    await k.waitFor('registrationFailed');
    expect(JSON.parse(k.storage.getItem('gatehouse.downtime')!).failedActions).toHaveLength(1);
    await k.advance(10_000);
    await k.waitFor('unavailable');
  });

  it('checks the status every 10 s, and 5 s after an error', async () => {
    const site = sim.fresh();
    const k = open();
    await k.waitFor('language');
    const first = statusChecks();
    await k.advance(30_000);
    expect(statusChecks() - first).toBe(3);
    site.faults.set('kiosk.status', { kind: 'network', times: 2 });
    await k.advance(10_000); // fails
    const failing = statusChecks();
    await k.advance(5_000); // fails again, 5 s later
    await k.advance(5_000); // answers, 5 s later
    expect(statusChecks() - failing).toBe(2);
    await k.advance(5_000);
    expect(statusChecks() - failing).toBe(2); // back to every 10 s
    expect(k.screen()).toBe('language');
  });

  it('reloads on a changed status version at home', async () => {
    const site = sim.fresh();
    const k = open();
    await k.waitFor('language');
    await k.advance(10_000);
    expect(k.reload).not.toHaveBeenCalled();
    site.bumpVersion(1);
    await k.advance(10_000);
    expect(k.reload).toHaveBeenCalledTimes(1);
  });

  it('lets a visitor finish before a new version reloads the kiosk', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'visitor-dutch' });
    const visit = await k.reach('language');
    await k.advance(10_000);
    await visit.to('profiles');
    site.bumpVersion(1);
    await k.advance(30_000);
    expect(k.reload).not.toHaveBeenCalled();
    await k.tap('home');
    await k.waitFor('language');
    await k.advance(10_000);
    expect(k.reload).toHaveBeenCalledTimes(1);
  });

  it('a kiosk that cannot load its data says so and tries again by itself', async () => {
    const site = sim.fresh();
    site.faults.set('kiosk.languages', { kind: 'network', times: 1 });
    const k = open();
    await k.waitFor('startFailed');
    expect(k.text()).toContain('The kiosk cannot reach the site');
    await k.advance(10_000);
    await k.waitFor('language');
  });

  it('keeps the tenant on every call', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'sample-tenant' });
    await k.reach('profiles');
    expect(site.requests.length).toBeGreaterThan(5);
    expect(site.requests.every((r) => r.tenant === 'sample')).toBe(true);
  });
});

describe('unknown routes', () => {
  it('reads "No match for {path}", keeps the tenant on the way home, and returns home by itself', async () => {
    sim.fresh();
    const k = open({ path: '/1/nowhere/at/all' });
    await k.waitFor('noMatch');
    expect(k.text()).toContain('No match for /1/nowhere/at/all');
    await k.tap('home');
    await k.waitFor('language');
    k.dispose();
    const again = open({ path: '/1/no/where' });
    await again.waitFor('noMatch');
    await again.advance(15_000);
    await again.waitFor('language');
  });
});
