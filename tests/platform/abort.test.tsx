// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SIM_ORIGIN } from '../../src/sim/testing.ts';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/** Aborting (issue 4 §7; core spec §4 "Aborting", §7 logabortedregistration; site-operations spec §4, §8). */
const { sim, open } = platformSuite();

/** The booking profile (automatic approval) of identification-weighing-elsewhere.fixture.json, at kiosk 7. */
const PROFILE = 22;

/**
 * The genuine reason (docs/decisions/0013): booking BK-7001's identification answer has a weighing
 * step due (site-operations §3 weighingInformation), and the logistics gate has no weighbridge
 * (rule weighingAtKiosk), so the next step cannot be done at this kiosk and the registration is
 * aborted by the next-step router (visitor/nextStep).
 */
const FIXTURE = 'identification-weighing-elsewhere';

/** The identified visitor's way as far as the reference submitted; that leads to `aborted`. */
async function abortRegistration(k: PlatformKiosk) {
  await k.reach({ leaving: 'reference' });
  await k.waitFor('aborted');
}

describe('an aborted registration', () => {
  it('is logged with the spec payload, then after 15 s the browser goes to the portal page of the kiosk with the tenant', async () => {
    const site = sim.fresh();
    const k = open({ fixture: FIXTURE });
    await abortRegistration(k);
    await k.settle();
    expect(site.logs.aborted).toHaveLength(1);
    const { logData, siteId, siteName } = site.logs.aborted[0]!;
    expect({ siteId, siteName }).toEqual({ siteId: 10, siteName: 'Demo plant – logistics gate' });
    expect(logData).toMatchObject({
      selfServiceKioskId: 7,
      page: 'nextStep',
      reason: 'no weighbridge at this kiosk for the weighing step',
      profileId: PROFILE,
      twoLetterLanguageIsoCode: 'en',
      // site-operations §3: redirect info is about profiles (none here); the questionary's current
      // question as questionId, internalName, type and isRequired
      redirect: { isRedirected: false, originalProfileId: PROFILE, redirectedProfileId: null },
      currentQuestion: { questionId: 'q-plate', internalName: 'licencePlate', type: 3, isRequired: true },
    });
    expect(logData.kioskConfiguration).toMatchObject({ id: 7, siteName: 'Demo plant – logistics gate' });
    expect(logData).toHaveProperty('currentQuestion');
    expect(logData).toHaveProperty('certification');
    expect(logData).toHaveProperty('passportIdentification');
    await k.advance(14_000);
    expect(k.redirect).not.toHaveBeenCalled();
    await k.advance(1_000);
    expect(k.redirect).toHaveBeenCalledWith(`${SIM_ORIGIN}/7?tenant=demo`);
  });

  it('swallows a failure to log with a console warning and still redirects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    site.faults.set('log.abortedRegistration', { kind: 'http500' });
    const k = open({ fixture: FIXTURE });
    await abortRegistration(k);
    await k.settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not log the aborted registration'));
    expect(k.screen()).toBe('aborted');
    await k.advance(15_000);
    expect(k.redirect).toHaveBeenCalledTimes(1);
  });

  it('uses the kiosk start page as the portal when the settings are missing', async () => {
    const site = sim.fresh();
    site.faults.set('system.settings', { kind: 'network' });
    const k = open({ fixture: FIXTURE });
    await abortRegistration(k);
    await k.tap('ok');
    expect(k.redirect).toHaveBeenCalledWith('/7?tenant=demo');
  });
});

describe('an e-ticket visitor follows the next-step order (core §4; issue 12)', () => {
  it('documents to scan (site-operations §2 step 7) come before the e-ticket scan, as for any profile', async () => {
    const site = sim.fresh();
    // profile 21 is the e-ticket profile of eticket-valid.fixture.json, at kiosk 7
    site.patchKiosk(7, { isScannerConfigured: true, features: { isDocumentScanningEnabled: true, isDocumentSigningEnabled: false } });
    site.patchProfile(21, { documentTypesToScan: [{ id: 'dt-cmr', name: 'CMR consignment note', isMultiPagePossible: false }] });
    const k = open({ fixture: 'eticket-valid' });
    // the golden path up to its e-ticket scan, through whatever the flows show after the profile
    await k.reach({ before: 'scan' });
    await k.waitFor('example');
    expect(k.text()).toContain('CMR consignment note');
    expect(k.has('[data-screen="scan"]')).toBe(false);
  });
});
