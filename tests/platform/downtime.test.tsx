// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { FaultKind } from '../../src/sim/faults.ts';
import { type PlatformKiosk, platformSuite } from './harness.tsx';

/**
 * Failed registrations and downtime (issue 4 §6; core spec §4 "Failed registration", §8;
 * site-operations spec §4 "Downtime, failure and abort").
 */
const { sim, open } = platformSuite();
const RECORD = 'gatehouse.downtime';

/** A visitor's way to the registration (approved-realtime.fixture.json), under `name`, where the registration fails. */
async function failRegistration(k: PlatformKiosk, name = 'Dora Downtime') {
  await k.reach({ before: 'waitingForApproval' }, { values: { 'visitor-name': name, 'visitor-company': 'Outage Ltd', 'visitor-email': 'dora@example.com' } });
  await k.waitFor('registrationFailed');
}

/** A registration that fails once (500), and its downtime report meeting a `kind` fault when it goes out 10 s later. */
async function reportMeets(kind: FaultKind) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const site = sim.fresh();
  const k = open({ fixture: 'approved-realtime' });
  await k.waitFor('language');
  site.faults.set('visitor.register', { kind: 'http500', times: 1 });
  site.faults.set('log.downtime', { kind, times: 1 });
  await failRegistration(k);
  await k.advance(10_000);
  await k.settle();
  return { site, k };
}

const record = (k: PlatformKiosk) =>
  JSON.parse(k.storage.getItem(RECORD) ?? 'null') as { startDowntime: number; failedActions: Array<Record<string, any>> } | null;

describe('a failed registration', () => {
  it('stores the failed action with what the visitor entered, records downtime once, returns to the start, and reports it when the server answers again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    const k = open({ fixture: 'approved-realtime' });
    await k.waitFor('language');
    // the site goes down: registrations and status checks fail with network errors
    site.faults.set('visitor.register', { kind: 'network' });
    site.faults.set('kiosk.status', { kind: 'network' });
    await failRegistration(k);
    const first = record(k)!;
    expect(first.failedActions).toHaveLength(1);
    expect(first.failedActions[0]).toMatchObject({ action: 'api/visitor', message: 'could not register visitor' });
    expect(first.failedActions[0]!.registration).toMatchObject({ profileId: 1, language: 'en' });
    expect(JSON.stringify(first.failedActions[0]!.registration.answers)).toContain('Dora Downtime');
    await k.advance(15_000);
    await k.waitFor('language');

    // a second failure adds its action, the downtime start stays the first one
    await failRegistration(k, 'Dan Downtime');
    const second = record(k)!;
    expect(second.startDowntime).toBe(first.startDowntime);
    expect(second.failedActions.map((a) => a.registration.answers['q-fullname'].value[0])).toEqual(['Dora Downtime', 'Dan Downtime']);
    expect(site.logs.downtime).toHaveLength(0);

    // the site answers again: one downtime report with both actions, and the record is gone
    site.faults.clear();
    await k.advance(10_000);
    await k.settle();
    expect(site.logs.downtime).toHaveLength(1);
    expect(site.logs.downtime[0]).toMatchObject({ sskId: 1 });
    expect(site.logs.downtime[0]!.failedActions).toHaveLength(2);
    expect(site.logs.downtime[0]!.startDowntime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(k.storage.getItem(RECORD)).toBeNull();
    expect(k.kiosk.runtime.getSnapshot().context.downtime).toBeUndefined();
    await k.advance(30_000);
    expect(site.logs.downtime).toHaveLength(1);
  });

  it('keeps the record for a retry when the report meets a network error', async () => {
    const { site, k } = await reportMeets('network');
    expect(site.logs.downtime).toHaveLength(0);
    expect(record(k)?.failedActions).toHaveLength(1);
    await k.advance(10_000);
    await k.settle();
    expect(site.logs.downtime).toHaveLength(1);
    expect(k.storage.getItem(RECORD)).toBeNull();
  });

  it('clears the record when the report fails in any other way', async () => {
    const { site, k } = await reportMeets('http500');
    expect(k.storage.getItem(RECORD)).toBeNull();
    await k.advance(20_000);
    expect(site.logs.downtime).toHaveLength(0);
  });

  it('reports a record left by an earlier page (the kiosk reloaded before the server came back)', async () => {
    const site = sim.fresh();
    const stored = { startDowntime: Date.parse('2026-11-22T08:00:00Z'), failedActions: [{ action: 'api/visitor', message: 'could not register visitor' }] };
    const k = open({ storage: { [RECORD]: JSON.stringify(stored) } });
    await k.waitFor('language');
    await k.settle();
    expect(site.logs.downtime).toHaveLength(1);
    expect(site.logs.downtime[0]).toMatchObject({ failedActions: stored.failedActions });
    expect(k.storage.getItem(RECORD)).toBeNull();
  });
});
