import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import type { CallDefinition } from '../api/defineCall.ts';
import { isBlockedIpAddress } from '../api/errors.ts';
import { executeCall } from '../api/execute.ts';
import { createNodeSimulator } from './node.ts';
import { createSite } from './site.ts';
import { applySimulatorSettings, simulatorSettingsProblems } from './simulatorSettings.ts';
import { createSimClient, SIM_ORIGIN } from './testing.ts';

let site = createSite({ now: () => new Date('2026-11-22T09:30:00Z') });
const sim = createNodeSimulator(() => site);
const demo = createSimClient('demo');

beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.resetHandlers();
  site = createSite({ now: () => new Date('2026-11-22T09:30:00Z') });
});
afterAll(() => sim.close());

describe('tenants (core spec §1, §2 "Unknown tenant")', () => {
  it('rejects a request without tenant with 400 and one with an unknown tenant with 404', async () => {
    await expect(executeCall(createSimClient(null), calls['kiosk.languages'], { kioskId: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Unknown tenant: the request has no tenant query parameter',
    });
    await expect(executeCall(createSimClient('acme'), calls['kiosk.get'], { kioskId: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Unknown tenant "acme"',
    });
    await expect(executeCall(createSimClient('acme'), calls['system.features'], {})).rejects.toMatchObject({ status: 404 });
  });

  it('serves a smaller kiosk 1 for tenant sample', async () => {
    const sample = createSimClient('sample');
    const kiosk = await executeCall(sample, calls['kiosk.get'], { kioskId: 1 });
    expect(kiosk.siteName).toBe('Sample site');
    expect(kiosk.onScreenKeyboardSettings.layout).toBe('azerty');
    expect((await executeCall(sample, calls['kiosk.languages'], { kioskId: 1 })).map((l) => l.isoCode)).toEqual(['en', 'nl', 'fr', 'de']);
    expect((await executeCall(sample, calls['kiosk.profiles'], { kioskId: 1, language: 'en' })).map((p) => p.id)).toEqual([1, 2, 8]);
    await expect(executeCall(sample, calls['kiosk.get'], { kioskId: 2 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('kiosks of tenant demo (core spec §3, §4 "Kiosk fetch")', () => {
  it('kiosk 1 is the full site with the spec defaults filled in', async () => {
    const kiosk = await executeCall(demo, calls['kiosk.get'], { kioskId: 1 });
    expect(kiosk).toMatchObject({
      id: 1,
      isBlocked: false,
      badgeScannerLocation: 'bottom-center',
      defaultPhoneCountryCodeIso2: 'be',
      timeouts: { general: 300_000, endScreen: 15_000 },
      checkoutConfiguration: { isEnabled: true, numberOfCheckoutMethodsEnabled: 3 },
    });
    expect(kiosk.checkoutConfiguration.iconUrl).toBe(`${SIM_ORIGIN}/sim-assets/checkout.svg`);
  });

  it('kiosk 2 is blocked, in its configuration and its status', async () => {
    expect((await executeCall(demo, calls['kiosk.get'], { kioskId: 2 })).isBlocked).toBe(true);
    expect(await executeCall(demo, calls['kiosk.status'], { kioskId: 2 })).toEqual({ isBlocked: true, version: '1.0.0' });
  });

  it('kiosk 3 answers 403 with blockedIpAddress, reason and IP address on every call', async () => {
    for (const name of ['kiosk.get', 'kiosk.status', 'kiosk.languages'] as const) {
      const call = calls[name] as CallDefinition<{ kioskId: number }, unknown>;
      const error = await executeCall(demo, call, { kioskId: 3 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'http', status: 403, body: { blockedIpAddress: true, reason: 'IP address not allowed', ipAddress: '203.0.113.7' } });
      expect(isBlockedIpAddress(error as never)).toBe(true);
    }
  });

  it('kiosk 4 has no profiles and no welcome text, and one checkout method', async () => {
    expect(await executeCall(demo, calls['kiosk.profiles'], { kioskId: 4, language: 'en' })).toEqual([]);
    expect((await executeCall(demo, calls['kiosk.configuration'], { kioskId: 4, language: 'en' })).translations.welcome).toBe('');
    expect((await executeCall(demo, calls['kiosk.configuration'], { kioskId: 1, language: 'en' })).translations.welcome).toBe('Welcome');
    expect((await executeCall(demo, calls['kiosk.get'], { kioskId: 4 })).checkoutConfiguration).toMatchObject({
      isEnabled: true,
      pincodeEnabled: true,
      badgeScanEnabled: false,
      numberOfCheckoutMethodsEnabled: 1,
    });
  });

  it('answers 404 for a kiosk the tenant does not have', async () => {
    await expect(executeCall(demo, calls['kiosk.get'], { kioskId: 99 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('kiosk status control (core spec §4, site-operations spec §4 "Kiosk status")', () => {
  it('blocks, unblocks and bumps the version that the status call reports', async () => {
    const status = () => executeCall(demo, calls['kiosk.status'], { kioskId: 1 });
    expect(await status()).toEqual({ isBlocked: false, version: '1.0.0' });
    site.blockKiosk(1);
    expect(await status()).toEqual({ isBlocked: true, version: '1.0.0' });
    expect((await executeCall(demo, calls['kiosk.get'], { kioskId: 1 })).isBlocked).toBe(true);
    site.unblockKiosk(1);
    expect(site.bumpVersion(1)).toBe('1.0.1');
    expect(await status()).toEqual({ isBlocked: false, version: '1.0.1' });
    expect(() => site.blockKiosk(99)).toThrow('No kiosk 99 for tenant "demo"');
  });

  it('restricts and frees a kiosk by IP', async () => {
    site.restrictIp(1, { reason: 'Outside opening hours', ipAddress: '198.51.100.4' });
    await expect(executeCall(demo, calls['kiosk.get'], { kioskId: 1 })).rejects.toMatchObject({ status: 403, body: { reason: 'Outside opening hours' } });
    site.restrictIp(1, null);
    await expect(executeCall(demo, calls['kiosk.get'], { kioskId: 1 })).resolves.toMatchObject({ id: 1 });
  });

  it('makes the changes a scenario plans (kioskStatus=restrict@2,lift@3) before the status check they are planned for', async () => {
    expect(applySimulatorSettings(site, '?kioskStatus=restrict@2,lift@3')).toEqual([]);
    const status = () => executeCall(demo, calls['kiosk.status'], { kioskId: 1 });
    expect(await status()).toEqual({ isBlocked: false, version: '1.0.0' });
    await expect(status()).rejects.toMatchObject({ status: 403, body: { blockedIpAddress: true, ipAddress: '203.0.113.7' } });
    // restricted, every call of the kiosk answers 403 until the restriction is lifted
    await expect(executeCall(demo, calls['kiosk.get'], { kioskId: 1 })).rejects.toMatchObject({ status: 403 });
    expect(await status()).toEqual({ isBlocked: false, version: '1.0.0' });
    await expect(executeCall(demo, calls['kiosk.get'], { kioskId: 1 })).resolves.toMatchObject({ id: 1 });
  });

  it('unblocks the blocked kiosk 2 at its own second status check (kioskStatus=unblock@2)', async () => {
    applySimulatorSettings(site, '?kioskStatus=unblock@2');
    const blocked = async (kioskId: number) => (await executeCall(demo, calls['kiosk.status'], { kioskId })).isBlocked;
    expect(await blocked(2)).toBe(true);
    expect(await blocked(1)).toBe(false); // kiosk 1's first check: each kiosk counts its own
    expect(await blocked(2)).toBe(false);
    expect(await blocked(2)).toBe(false);
  });

  it('names what it cannot read in kioskStatus', () => {
    const expected = 'expected change@check (check from 1) with change one of block, unblock, restrict, lift';
    expect(simulatorSettingsProblems('kioskStatus=unblock@0,open@2,lift')).toEqual([
      `kioskStatus "unblock@0": ${expected}`,
      `kioskStatus "open@2": ${expected}`,
      `kioskStatus "lift": ${expected}`,
    ]);
    expect(simulatorSettingsProblems('kioskStatus=block@1,unblock@3')).toEqual([]);
  });

  it('keeps one site per createSite: a change does not leak into a new site', () => {
    site.blockKiosk(1);
    expect(createSite().kiosk('demo', 1)?.blocked).toBe(false);
  });

  it('tells the time of its clock', async () => {
    expect(await executeCall(demo, calls['kiosk.time'], {})).toBe('2026-11-22T09:30:00.000Z');
  });
});

describe('logs and events (core spec §7)', () => {
  it('records general log lines, downtime and language events', async () => {
    await executeCall(demo, calls['log.general'], { kioskId: 1, message: 'crash: boom' });
    const answer = await executeCall(demo, calls['log.downtime'], {
      kioskId: 1,
      startDowntime: '2026-11-22T08:00:00Z',
      endDowntime: '2026-11-22T08:10:00Z',
      failedActions: [{ action: 'api/visitor', message: 'could not register visitor' }],
    });
    await executeCall(demo, calls['kiosk.languagePageLoaded'], { kioskId: 1 });
    await executeCall(demo, calls['kiosk.languageSelected'], { kioskId: 1, language: 'fr' });
    expect(site.logs.general).toEqual([{ tenant: 'demo', sskId: 1, message: 'crash: boom', level: 0, at: '2026-11-22T09:30:00.000Z' }]);
    expect(site.logs.downtime[0]).toMatchObject({ sskId: 1, failedActions: [{ action: 'api/visitor', message: 'could not register visitor' }] });
    expect(answer).toEqual({ id: 1, recorded: true });
    expect(site.logs.events.map((e) => [e.event, e.language])).toEqual([
      ['languagePageLoaded', undefined],
      ['languageSelected', 'fr'],
    ]);
  });

  it('keeps only the newest entries', () => {
    const small = createSite({ keep: 3 });
    for (let i = 0; i < 5; i++) small.logGeneral({ tenant: 'demo', sskId: 1, message: `m${i}`, level: 0 });
    expect(small.logs.general.map((l) => l.message)).toEqual(['m2', 'm3', 'm4']);
  });
});

describe('unknown paths', () => {
  it('answers 501 naming the call the site does not simulate', async () => {
    const response = await fetch(`${SIM_ORIGIN}/api/notSimulated/configuration?tenant=demo`);
    expect(response.status).toBe(501);
    expect(((await response.json()) as { message: string }).message).toBe('The simulated site does not implement GET /api/notSimulated/configuration');
  });
});
