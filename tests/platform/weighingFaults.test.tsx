// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAULT_KINDS, type FaultKind } from '../../src/sim/faults.ts';
import { CRASH_TEXT } from '../../widgets/kit/CrashScreen.tsx';
import { createPlatformSimulator, openKiosk, type PlatformKiosk } from './harness.tsx';

/**
 * The fault matrix of weighing (issue 13 "Done when"; site-operations spec §4 "Weighing", §7, §8):
 * every call the weighing flows make × every fault the simulated site injects (network error,
 * HTTP 500, slow answer, a body failing its schema, 403) leads to a defined screen — the weighing
 * error page (home after 15 s) or the normal way on — never a blank page, a crash page or an
 * uncaught error.
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

/** The screen the visit goes on to (the fixture's next screen), whichever it is. */
const ON = 'the way on';

interface Row {
  readonly call: string;
  /** The golden path that makes the call, and the step after which it is made next. */
  readonly fixture: string;
  readonly at: string;
  /** The screen a failure leads to (network, 500, schema, 403), and a slow answer. */
  readonly failed: string;
  readonly slow: string;
  readonly why: string;
  /** The call's answer is not used (z.unknown): a malformed body is an answer like any other. */
  readonly answerIgnored?: boolean;
  /** What the failure screen says; the weighing error page's title by default. */
  readonly failedText?: RegExp;
}

const MATRIX: readonly Row[] = [
  {
    call: 'weighing.localizations',
    fixture: 'weighing-pincode',
    at: 'profiles',
    failed: 'error',
    slow: ON,
    why: 'no weighing texts: the kiosk’s error page in its own texts, with retry',
    failedText: /Something went wrong/,
  },
  { call: 'checkout.findVisitor', fixture: 'weighing-pincode', at: 'pincode', failed: 'error', slow: ON, why: 'not a wrong pincode (404): the error page' },
  { call: 'weighing.processInfo', fixture: 'weighing-pincode', at: 'pincode', failed: 'error', slow: ON, why: 'no process info: the error page' },
  {
    call: 'weighing.weigh',
    fixture: 'weighing-pincode',
    at: 'pincode',
    failed: 'error',
    slow: ON,
    why: 'a failed weighing: the error page (403: refused, reported)',
  },
  {
    call: 'weighing.save',
    fixture: 'weighing-pincode',
    at: 'pincode',
    failed: 'error',
    slow: ON,
    why: 'an unsaved weighing: the error page',
    answerIgnored: true,
  },
  { call: 'weighing.netWeight', fixture: 'weighing-second', at: 'pincode', failed: 'error', slow: ON, why: 'no net weight: the error page' },
  { call: 'weighing.allowedVisitors', fixture: 'weighing-display-name', at: 'methods', failed: 'error', slow: ON, why: 'no names to search: the error page' },
  {
    call: 'weighing.visitorNotAllowed',
    fixture: 'weighing-refused',
    at: 'pincode',
    failed: ON,
    slow: ON,
    why: 'a failed report is not the driver’s problem: the error page stays',
    answerIgnored: true,
  },
];

describe('the weighing matrix', () => {
  it('covers every weighing call of the catalog and every call the weighing golden paths make', async () => {
    const { calls } = await import('../../src/api/catalog.ts');
    const weighingCalls = Object.keys(calls).filter((name) => name.startsWith('weighing.'));
    expect(weighingCalls.filter((call) => !MATRIX.some((row) => row.call === call))).toEqual([]);
    for (const fixture of new Set(MATRIX.map((row) => row.fixture))) {
      const site = sim.fresh();
      const k = openKiosk({ fixture });
      kiosk = k;
      await k.reach({ screen: 'language', nth: 2 });
      const made = new Set(site.requests.map((r) => r.call).filter((call) => call.startsWith('weighing.') || call === 'checkout.findVisitor'));
      expect([...made].filter((call) => !MATRIX.some((row) => row.call === call)).sort()).toEqual([]);
      k.dispose();
      kiosk = null;
    }
  });
});

describe.each(MATRIX)('$call in $fixture ($why)', (row) => {
  it.each(FAULT_KINDS)('%s', async (kind: FaultKind) => {
    const consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    const k = openKiosk({ fixture: row.fixture });
    kiosk = k;
    const visit = k.visit();
    await visit.to(row.at);
    site.faults.set(row.call, { kind, ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}) });
    const named = kind === 'slow' ? row.slow : kind === 'schema' && row.answerIgnored ? ON : row.failed;
    await visit.to({ leaving: row.at });
    if (named === ON) {
      // the normal way on: the golden path goes on to its end (home)
      await visit.to({ screen: 'language', nth: 2 });
    } else {
      await k.advanceUntil(named, 12_000, 500);
      expect(k.screen()).toBe(named);
      expect(k.text()).toMatch(row.failedText ?? /Weighing failed/);
      if (row.failedText) {
        site.faults.clear();
        await k.tap('home');
        await k.waitFor('language');
      } else {
        // site-operations §4, §9: the weighing error page goes home after 15 s
        await k.advanceUntil('language', 16_000, 1_000);
      }
    }
    expect(k.text()).not.toContain(CRASH_TEXT);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
