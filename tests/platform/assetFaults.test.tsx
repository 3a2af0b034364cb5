// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAULT_KINDS, type FaultKind } from '../../src/sim/faults.ts';
import { CRASH_TEXT } from '../../widgets/kit/CrashScreen.tsx';
import { createPlatformSimulator, openKiosk, type PlatformKiosk } from './harness.tsx';

/**
 * The fault matrix of asset registration (as tests/platform/faults.test.tsx for the visitor path):
 * every call the asset path makes × every fault the simulated site injects leads to a defined
 * screen — an error with retry, the error on the identification field, or the normal way on —
 * never a blank page, a crash page or an uncaught error. The transaction types are loaded with the
 * profile and sit in the visitor path's matrix.
 */
const sim = createPlatformSimulator();
let kiosk: PlatformKiosk | null = null;
const SLOW_MS = 400;

beforeAll(() => sim.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  kiosk?.dispose();
  kiosk = null;
  sim.server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => sim.server.close());

/** The screen the visit goes on to (the fixture's next screen). */
const ON = 'the way on';

type Stage = 'profiles' | 'selectTransactionType' | 'selectAssetCategory' | 'identification';
interface Row {
  readonly call: string;
  /** The screen whose tap makes the call. */
  readonly stage: Stage;
  readonly failed: string;
  readonly slow: string;
  readonly why: string;
}

const MATRIX: readonly Row[] = [
  { call: 'assetRegistration.transactionTypes', stage: 'profiles', failed: 'error', slow: ON, why: 'whether the profile registers an asset: error with retry' },
  { call: 'assetRegistration.categories', stage: 'selectTransactionType', failed: 'error', slow: ON, why: 'no categories to offer: error with retry' },
  { call: 'assetRegistration.categoryQuestionary', stage: 'selectAssetCategory', failed: 'error', slow: ON, why: 'no identification field: error with retry' },
  {
    call: 'assetRegistration.validateAutomaticApproval',
    stage: 'identification',
    failed: 'identification',
    slow: ON,
    why: 'site-operations §7: only a 404 is no result; any other failure shows on the field and the visitor tries again',
  },
];

/** The asset path of the matrix: a trailer for live loading (profile 32 at kiosk 11). */
const VISIT = 'asset-live-loading';

async function driveTo(stage: Stage, inject: () => void): Promise<{ k: PlatformKiosk; on: string | undefined }> {
  const k = openKiosk({ fixture: VISIT });
  kiosk = k;
  const visit = k.visit();
  await visit.to(stage);
  inject();
  await visit.to({ leaving: stage });
  return { k, on: visit.next };
}

describe('the asset matrix', () => {
  it('covers every asset registration call the asset path makes', async () => {
    const site = sim.fresh();
    const k = openKiosk({ fixture: VISIT });
    kiosk = k;
    await k.reach('result');
    const made = new Set(site.requests.map((r) => r.call).filter((call) => call.startsWith('assetRegistration.')));
    expect([...made].sort()).toEqual(MATRIX.map((row) => row.call).sort());
  });
});

describe.each(MATRIX)('$call at $stage ($why)', (row) => {
  it.each(FAULT_KINDS)('%s', async (kind: FaultKind) => {
    const consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    const { k, on } = await driveTo(row.stage, () => site.faults.set(row.call, { kind, ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}) }));
    const named = kind === 'slow' ? row.slow : row.failed;
    const expected = named === ON ? (on ?? 'language') : named;
    await k.waitFor(expected, 6_000);
    if (row.stage === 'identification' && kind !== 'slow') {
      await vi.waitFor(() => expect(k.container.querySelector('[role="alert"]')?.textContent).toBe('The unit could not be checked. Please try again.'));
    }
    expect(k.text()).not.toContain(CRASH_TEXT);
    expect(k.container.querySelector('[data-screen]')?.textContent?.trim()).not.toBe('');
    expect(consoleError).not.toHaveBeenCalled();
    if (expected === 'error') {
      site.faults.clear();
      await k.tap('home');
      await k.waitFor('language');
    }
  });
});
