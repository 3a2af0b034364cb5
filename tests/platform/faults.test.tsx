// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FAULT_KINDS, type FaultKind } from '../../src/sim/faults.ts';
import { expectNoCrash, faultOf, homeFromError, ON, watchConsole } from './faultMatrix.ts';
import { type PlatformKiosk, platformSuite } from './harness.tsx';

/**
 * The fault matrix (issue 4 "Done when"): every call the visitor path makes × every fault the
 * simulated site injects (network error, HTTP 500, slow answer, a body failing its schema, 403)
 * leads to a defined screen — an error, a retry, or the normal way on — within the kiosk's
 * timeouts, never a blank page, a crash page or an uncaught error.
 */
const { sim, open } = platformSuite();

type Stage = 'boot' | 'language' | 'profile' | 'register' | 'approval' | 'dispatch';
/** The screen a fault leads to: one for errors (network, 500, schema, 403) and one for a slow answer. */
interface Row {
  readonly call: string;
  readonly stage: Stage;
  readonly failed: string;
  readonly slow: string;
  readonly why: string;
}

const MATRIX: readonly Row[] = [
  { call: 'kiosk.get', stage: 'boot', failed: 'startFailed', slow: ON, why: 'the kiosk configuration is needed: say so and retry' },
  { call: 'kiosk.languages', stage: 'boot', failed: 'startFailed', slow: ON, why: 'no languages to offer: retry' },
  { call: 'kiosk.localizationResources', stage: 'boot', failed: 'startFailed', slow: ON, why: 'no texts: retry rather than show blanks' },
  { call: 'kiosk.companyLogo', stage: 'boot', failed: ON, slow: ON, why: 'the kiosk works without a logo' },
  { call: 'system.settings', stage: 'boot', failed: ON, slow: ON, why: 'settings only give the portal address' },
  { call: 'system.features', stage: 'boot', failed: ON, slow: ON, why: 'decision 0014: without the feature flags the kiosk configuration decides' },
  { call: 'kiosk.time', stage: 'boot', failed: ON, slow: ON, why: "decision 0014: without the server's time the kiosk's clock counts" },
  { call: 'kiosk.status', stage: 'boot', failed: ON, slow: ON, why: 'a failed check is retried 5 s later' },
  { call: 'kiosk.languagePageLoaded', stage: 'boot', failed: ON, slow: ON, why: 'an event call the visitor does not need' },
  { call: 'productMetrics.event', stage: 'boot', failed: ON, slow: ON, why: 'core §7 product metrics: a lost page view changes nothing for the visitor' },
  { call: 'kiosk.languageSelected', stage: 'language', failed: ON, slow: ON, why: 'an event call the visitor does not need' },
  { call: 'kiosk.localizationResources', stage: 'language', failed: 'error', slow: ON, why: 'the texts of the language: error with retry' },
  { call: 'kiosk.configuration', stage: 'language', failed: 'error', slow: ON, why: 'welcome and status texts: error with retry' },
  { call: 'kiosk.profiles', stage: 'language', failed: 'error', slow: ON, why: 'no profiles to offer: error with retry' },
  { call: 'profile.get', stage: 'profile', failed: 'error', slow: ON, why: 'error with retry' },
  { call: 'profile.questionary', stage: 'profile', failed: 'error', slow: ON, why: 'error with retry' },
  { call: 'profile.localizationResources', stage: 'profile', failed: ON, slow: ON, why: "decision 0014: without the profile's texts the kiosk's show" },
  {
    call: 'assetRegistration.transactionTypes',
    stage: 'profile',
    failed: 'error',
    slow: ON,
    why: 'site-operations §2: whether the profile registers an asset; error with retry',
  },
  {
    call: 'visitor.register',
    stage: 'register',
    failed: 'registrationFailed',
    slow: ON,
    why: 'core §4: stored, downtime, back to the start',
  },
  { call: 'visitor.approvalStatus', stage: 'approval', failed: 'waitingForApproval', slow: ON, why: 'polled again 5 s after an error' },
  {
    call: 'dispatch.isDispatched',
    stage: 'dispatch',
    failed: ON,
    slow: ON,
    why: 'site-operations §7 isDispatched: the visitor is registered, a failed lookup shows the confirmation',
  },
];

/** The visitor path of the matrix: a Dutch visitor registers (profile 1) and waits for the host. */
const VISIT = 'visitor-dutch';

/**
 * Brings a fresh kiosk along the visitor path to the moment the call of `stage` is made next,
 * injects the fault there, and makes that call: the tap that leads on, or the wait that polls.
 */
async function driveTo(stage: Stage, inject: () => void): Promise<{ k: PlatformKiosk; on: string | undefined }> {
  if (stage === 'boot') inject();
  const k = open({ fixture: VISIT });
  const visit = k.visit();
  if (stage === 'boot') return { k, on: visit.next };
  await visit.to('language');
  if (stage === 'language') {
    inject();
    await visit.to({ leaving: 'language' });
    return { k, on: visit.next };
  }
  await visit.to('profiles');
  if (stage === 'profile') {
    inject();
    await visit.to({ leaving: 'profiles' });
    return { k, on: visit.next };
  }
  await visit.to('questionary');
  if (stage === 'register') {
    // the questionary's own calls are made: the registration is the next call the visitor causes
    inject();
    await visit.to({ before: 'waitingForApproval' });
    return { k, on: visit.next };
  }
  await visit.to('waitingForApproval');
  inject();
  return { k, on: visit.next };
}

describe('the matrix', () => {
  it('covers every call a registration through the visitor path makes', async () => {
    const site = sim.fresh();
    const k = open({ fixture: VISIT });
    await k.reach('waitingForApproval');
    await k.advanceUntil('language', 40_000, 1_000);
    const made = new Set(site.requests.map((r) => r.call));
    expect([...made].filter((call) => !MATRIX.some((row) => row.call === call)).sort()).toEqual([]);
  });
});

describe.each(MATRIX)('$call at $stage ($why)', (row) => {
  it.each(FAULT_KINDS)('%s', async (kind: FaultKind) => {
    const consoleError = watchConsole();
    const site = sim.fresh();
    const { k, on } = await driveTo(row.stage, () => site.faults.set(row.call, faultOf(kind)));
    const named = kind === 'slow' ? row.slow : row.failed;
    const expected = named === ON ? (on ?? 'language') : named;
    if (row.stage === 'approval' && kind !== 'slow') {
      // the approval poll keeps trying (5 s after an error); the idle timeout ends the wait
      await k.advance(6_000, 500);
      expect(k.screen()).toBe('waitingForApproval');
      expect(site.requests.filter((r) => r.call === 'visitor.approvalStatus').length).toBeGreaterThan(1);
      await k.advanceUntil('language', 300_000, 20_000);
    } else if (row.stage === 'approval' || row.stage === 'dispatch') {
      await k.advanceUntil(expected, 12_000);
    } else {
      await k.waitFor(expected, 6_000);
    }
    expect(k.container.querySelector('[data-screen]')?.textContent?.trim()).not.toBe('');
    expectNoCrash(k, consoleError);
    // whatever happened, the kiosk finds its way home
    if (expected === 'startFailed') {
      site.faults.clear();
      await k.advanceUntil('language', 10_000, 5_000);
    } else if (expected === 'error') {
      await homeFromError(k, site);
    }
  });
});
