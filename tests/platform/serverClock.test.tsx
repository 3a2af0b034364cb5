// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { platformSuite } from './harness.tsx';

/**
 * The server's clock (core spec §7 GET /selfservicekiosks/time; docs/decisions/0014): the times the
 * kiosk sends are on the server's clock, so a kiosk PC whose clock is off registers visitors at the
 * right time. The kiosk's own clock starts at 09:00:00Z in these tests.
 */
const { sim, open } = platformSuite();

const KIOSK_START = Date.parse('2026-11-22T09:00:00Z');
const HOUR = 3_600_000;

/** When the registration the kiosk sent says the visit started (ms). */
function registrationStartedOn(requests: readonly { call: string; body?: unknown }[]): number {
  const body = requests.find((r) => r.call === 'visitor.register')?.body as { visitor: { registrationStartedOn: string } };
  return Date.parse(body.visitor.registrationStartedOn);
}

describe("the server's clock", () => {
  it('registrationStartedOn is on the server clock: an hour ahead of the kiosk, an hour later', async () => {
    const site = sim.fresh();
    site.now = () => new Date(KIOSK_START + HOUR);
    const k = open({ fixture: 'profile-texts' });
    await k.reach({ before: 'nonRealtimeConfirmation' });
    await k.waitFor('nonRealtimeConfirmation');
    expect(site.requests.filter((r) => r.call === 'kiosk.time')).toHaveLength(1);
    const started = registrationStartedOn(site.requests);
    expect(started).toBeGreaterThanOrEqual(KIOSK_START + HOUR);
    expect(started).toBeLessThan(KIOSK_START + HOUR + 60_000);
  });

  it("without the server's time the kiosk's own clock counts, and the kiosk goes on", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    site.now = () => new Date(KIOSK_START + HOUR);
    site.faults.set('kiosk.time', { kind: 'network' });
    const k = open({ fixture: 'profile-texts' });
    await k.reach({ before: 'nonRealtimeConfirmation' });
    await k.waitFor('nonRealtimeConfirmation');
    const started = registrationStartedOn(site.requests);
    expect(started).toBeGreaterThanOrEqual(KIOSK_START);
    expect(started).toBeLessThan(KIOSK_START + 60_000);
  });
});
