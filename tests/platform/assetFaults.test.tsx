// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { expectNoCrash, faultMatrix, homeFromError, ON, type Row } from './faultMatrix.ts';
import { platformSuite } from './harness.tsx';

/**
 * The fault matrix of asset registration (as tests/platform/faults.test.tsx for the visitor path):
 * every call the asset path makes × every fault the simulated site injects leads to a defined
 * screen — an error with retry, the error on the identification field, or the normal way on —
 * never a blank page, a crash page or an uncaught error. The transaction types are loaded with the
 * profile and sit in the visitor path's matrix.
 */
const suite = platformSuite();
const { sim, open } = suite;

interface AssetRow extends Row {
  /** The screen whose tap makes the call, or after which the visit goes on to it (`until`). */
  readonly at: 'profiles' | 'selectTransactionType' | 'selectAssetCategory' | 'identification';
}

const MATRIX: readonly AssetRow[] = [
  { call: 'assetRegistration.transactionTypes', at: 'profiles', failed: 'error', slow: ON, why: 'whether the profile registers an asset: error with retry' },
  {
    call: 'assetRegistration.localizationResources',
    at: 'profiles',
    // made when the asset path starts, wherever the flows start it after the profile: the fixture's way there
    until: { before: 'selectTransactionType' },
    failed: ON,
    slow: ON,
    why: "optional: the profile's own asset texts; the kiosk's assetRegistration texts stay",
  },
  { call: 'assetRegistration.categories', at: 'selectTransactionType', failed: 'error', slow: ON, why: 'no categories to offer: error with retry' },
  { call: 'assetRegistration.categoryQuestionary', at: 'selectAssetCategory', failed: 'error', slow: ON, why: 'no identification field: error with retry' },
  {
    call: 'assetRegistration.validateAutomaticApproval',
    at: 'identification',
    failed: 'identification',
    slow: ON,
    why: 'site-operations §7: only a 404 is no result; any other failure shows on the field and the visitor tries again',
  },
];

/** The asset path of the matrix: a trailer for live loading (profile 32 at kiosk 11). */
const VISIT = 'asset-live-loading';

describe('the asset matrix', () => {
  it('covers every asset registration call the asset path makes', async () => {
    const site = sim.fresh();
    const k = open({ fixture: VISIT });
    await k.reach('result');
    const made = new Set(site.requests.map((r) => r.call).filter((call) => call.startsWith('assetRegistration.')));
    expect([...made].sort()).toEqual(MATRIX.map((row) => row.call).sort());
  });
});

faultMatrix(suite, MATRIX, {
  title: '$call at $at ($why)',
  fixture: VISIT,
  async check({ row, kind, site, k, expected, consoleError }) {
    await k.waitFor(expected, 6_000);
    if (row.call === 'assetRegistration.localizationResources') {
      const title = kind === 'slow' ? 'What brings you to the trailer yard?' : 'What brings you here today?';
      await vi.waitFor(() => expect(k.text()).toContain(title));
    }
    if (row.at === 'identification' && kind !== 'slow') {
      await vi.waitFor(() => expect(k.container.querySelector('[role="alert"]')?.textContent).toBe('The unit could not be checked. Please try again.'));
    }
    expect(k.container.querySelector('[data-screen]')?.textContent?.trim()).not.toBe('');
    expectNoCrash(k, consoleError);
    if (expected === 'error') await homeFromError(k, site);
  },
});
