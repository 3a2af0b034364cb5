// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SIM_ORIGIN } from '../../src/sim/testing.ts';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/** Aborting (issue 4 §7; core spec §4 "Aborting", §7 logabortedregistration; site-operations spec §4, §8). */
const { sim, open } = platformSuite();

/** The profile the Dutch visitor chooses (visitor-dutch.fixture.json); each test makes it need document scanning. */
const PROFILE = 1;

/**
 * Makes a profile need document scanning at a kiosk (site-operations §2 "Document scanning"), a
 * step whose screens this kiosk does not have yet (issue 15), so the registration is aborted.
 */
function needsDocumentScanning(site: ReturnType<typeof sim.fresh>, kioskId: number, profileId: number): void {
  site.patchKiosk(kioskId, { isScannerConfigured: true, features: { isDocumentScanningEnabled: true, isDocumentSigningEnabled: false } });
  site.patchProfile(profileId, { documentTypesToScan: [{ id: 'dt-cmr', name: 'CMR consignment note', isMultiPagePossible: false }] });
}

/**
 * A profile needing document scanning, a step this kiosk has no screens for: the registration is
 * aborted. The Dutch visitor's way as far as the tap on the profile; that tap leads to `aborted`.
 */
async function abortRegistration(k: PlatformKiosk) {
  await k.reach({ leaving: 'profiles' });
  await k.waitFor('aborted');
}

describe('an aborted registration', () => {
  it('is logged with the spec payload, then after 15 s the browser goes to the portal page of the kiosk with the tenant', async () => {
    const site = sim.fresh();
    needsDocumentScanning(site, 1, PROFILE);
    const k = open({ fixture: 'visitor-dutch' });
    await abortRegistration(k);
    await k.settle();
    expect(site.logs.aborted).toHaveLength(1);
    const { logData, siteId, siteName } = site.logs.aborted[0]!;
    expect({ siteId, siteName }).toEqual({ siteId: 10, siteName: 'Demo plant – Antwerp' });
    expect(logData).toMatchObject({
      selfServiceKioskId: 1,
      page: 'stepUnavailable',
      reason: 'next step not available: documentScanning',
      profileId: PROFILE,
      twoLetterLanguageIsoCode: 'nl',
      // site-operations §3: redirect info is about profiles (none here); the questionary's current
      // question as questionId, internalName, type and isRequired
      redirect: { isRedirected: false, originalProfileId: PROFILE, redirectedProfileId: null },
      currentQuestion: { questionId: 'q-fullname', internalName: 'fullName', type: 3, isRequired: true },
    });
    expect(logData.kioskConfiguration).toMatchObject({ id: 1, siteName: 'Demo plant – Antwerp' });
    expect(logData).toHaveProperty('currentQuestion');
    expect(logData).toHaveProperty('certification');
    expect(logData).toHaveProperty('passportIdentification');
    await k.advance(14_000);
    expect(k.redirect).not.toHaveBeenCalled();
    await k.advance(1_000);
    expect(k.redirect).toHaveBeenCalledWith(`${SIM_ORIGIN}/1?tenant=demo`);
  });

  it('swallows a failure to log with a console warning and still redirects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    needsDocumentScanning(site, 1, PROFILE);
    site.faults.set('log.abortedRegistration', { kind: 'http500' });
    const k = open({ fixture: 'visitor-dutch' });
    await abortRegistration(k);
    await k.settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not log the aborted registration'));
    expect(k.screen()).toBe('aborted');
    await k.advance(15_000);
    expect(k.redirect).toHaveBeenCalledTimes(1);
  });

  it('uses the kiosk start page as the portal when the settings are missing', async () => {
    const site = sim.fresh();
    needsDocumentScanning(site, 1, PROFILE);
    site.faults.set('system.settings', { kind: 'network' });
    const k = open({ fixture: 'visitor-dutch' });
    await abortRegistration(k);
    await k.tap('ok');
    expect(k.redirect).toHaveBeenCalledWith('/1?tenant=demo');
  });
});

describe('an e-ticket visitor follows the next-step order (core §4; issue 12)', () => {
  it('a step the kiosk has no screens for (document scanning) aborts before the scan, as for any profile', async () => {
    const site = sim.fresh();
    // profile 21 is the e-ticket profile of eticket-valid.fixture.json, at kiosk 7
    needsDocumentScanning(site, 7, 21);
    const k = open({ fixture: 'eticket-valid' });
    await k.reach({ leaving: 'profiles' });
    await k.waitFor('aborted');
    expect(k.has('[data-screen="scan"]')).toBe(false);
  });
});
