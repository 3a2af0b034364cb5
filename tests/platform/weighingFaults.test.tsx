// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expectNoCrash, faultMatrix, homeFromError, ON, type Row } from './faultMatrix.ts';
import { platformSuite } from './harness.tsx';

/**
 * The fault matrix of weighing (issue 13 "Done when"; site-operations spec §4 "Weighing", §7, §8):
 * every call the weighing flows make × every fault the simulated site injects (network error,
 * HTTP 500, slow answer, a body failing its schema, 403) leads to a defined screen — the weighing
 * error page (home after 15 s) or the normal way on — never a blank page, a crash page or an
 * uncaught error.
 */
const suite = platformSuite();
const { sim, open } = suite;

interface WeighingRow extends Row {
  readonly fixture: string;
  /** What the failure screen says; the weighing error page's title by default. */
  readonly failedText?: RegExp;
}

const MATRIX: readonly WeighingRow[] = [
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
  {
    call: 'checkout.visitor',
    fixture: 'weighing-pincode',
    at: 'pincode',
    failed: ON,
    slow: ON,
    why: 'site-operations §7: the visit’s profile only goes with the weighing calls; without it the driver is weighed all the same',
  },
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
    const { calls } = await import('../../src/api/allCalls.ts');
    const weighingCalls = Object.keys(calls).filter((name) => name.startsWith('weighing.'));
    expect(weighingCalls.filter((call) => !MATRIX.some((row) => row.call === call))).toEqual([]);
    for (const fixture of new Set(MATRIX.map((row) => row.fixture))) {
      const site = sim.fresh();
      const k = open({ fixture });
      await k.reach({ screen: 'language', nth: 2 });
      const made = new Set(site.requests.map((r) => r.call).filter((call) => call.startsWith('weighing.') || call === 'checkout.findVisitor'));
      expect([...made].filter((call) => !MATRIX.some((row) => row.call === call)).sort()).toEqual([]);
      k.dispose();
    }
  });
});

faultMatrix(suite, MATRIX, {
  title: '$call in $fixture ($why)',
  async check({ row, site, k, visit, on, expected, consoleError }) {
    if (on) {
      // the normal way on: the golden path goes on to its end (home)
      await visit.to({ screen: 'language', nth: 2 });
    } else {
      await k.advanceUntil(expected, 12_000, 500);
      expect(k.screen()).toBe(expected);
      expect(k.text()).toMatch(row.failedText ?? /Weighing failed/);
      if (row.failedText) {
        await homeFromError(k, site);
      } else {
        // site-operations §4, §9: the weighing error page goes home after 15 s
        await k.advanceUntil('language', 16_000, 1_000);
      }
    }
    expectNoCrash(k, consoleError);
  },
});
