// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api/allCalls.ts';
import { expectNoCrash, faultMatrix, ON, type Row, watchConsole } from './faultMatrix.ts';
import { platformSuite } from './harness.tsx';

/**
 * The fault matrix of document printing (issue 15 "Done when": the fault matrix includes every new
 * call; site-operations spec §4 "Document printing", §7, §8, §9): each printing call × each fault of
 * the simulated site (network error, HTTP 500, slow answer, a body failing its schema, 403) leads to
 * a defined screen — the printing failure step, or the normal way on — never a blank page, a crash
 * page or an uncaught error. Each row replays `printing-check-yes` (kiosk 25, profile 46) up to the
 * moment the call is made next.
 */
const suite = platformSuite();
const { sim, open } = suite;

interface PrintingRow extends Row {
  /** §8: the failure is logged and polling goes on; the site answers again 3 s later and the visit goes on. */
  readonly pollingGoesOn?: boolean;
}

/**
 * Printing starts once the visitor is registered, not on a tap: the visit goes on along the
 * fixture, through whatever the flows show after the profile, to where the first printing screen
 * would show.
 */
const PRINTING = { before: 'waiting' } as const;

const MATRIX: readonly PrintingRow[] = [
  {
    call: 'documentPrinting.configuration',
    at: 'profiles',
    until: PRINTING,
    failed: 'failed',
    slow: ON,
    why: 'no configuration: the failure step, which tries again',
  },
  {
    call: 'documentHandling.setLed',
    at: 'profiles',
    until: PRINTING,
    failed: ON,
    slow: ON,
    why: 'the LED only shows the state: logged, printing goes on',
    answerIgnored: true,
  },
  {
    call: 'documentPrinting.print',
    at: 'profiles',
    until: PRINTING,
    failed: 'failed',
    slow: ON,
    why: '§4 a print start failure: a failed action and the failure step',
  },
  {
    call: 'documentPrinting.jobStatus',
    at: 'waiting',
    failed: ON,
    slow: ON,
    why: '§8 a failing check is logged and polling goes on',
    pollingGoesOn: true,
  },
  {
    call: 'documentPrinting.confirmation',
    at: 'check',
    failed: ON,
    slow: ON,
    why: 'the documents are printed: a lost confirmation is logged',
    answerIgnored: true,
  },
];

describe('the printing matrix', () => {
  it('covers every printing call of the catalog and every printing call the golden path makes', async () => {
    const printingCalls = Object.keys(calls).filter((name) => name.startsWith('documentPrinting.') || name.startsWith('documentHandling.'));
    expect(printingCalls.filter((call) => !MATRIX.some((row) => row.call === call))).toEqual([]);
    const site = sim.fresh();
    const k = open({ fixture: 'printing-check-yes' });
    await k.reach({ screen: 'language', nth: 2 });
    const made = new Set(site.requests.map((r) => r.call).filter((call) => printingCalls.includes(call)));
    expect([...made].sort()).toEqual([...printingCalls].sort());
    k.dispose();
  });
});

faultMatrix(suite, MATRIX, {
  title: '$call ($why)',
  fixture: 'printing-check-yes',
  async check({ row, kind, site, k, visit, on, expected, consoleError }) {
    if (row.pollingGoesOn) {
      if (kind !== 'slow') {
        // the fixture's 3 s passed with every check failing: still waiting, each failure logged
        expect(k.screen()).toBe('waiting');
        expect(site.logs.general.some((l) => l.message.startsWith('print job status failed'))).toBe(true);
      }
      site.faults.clear();
      await k.advanceUntil('check', 10_000, 1_000);
    }
    if (on) {
      // the normal way on: the golden path goes on to its end (home)
      await visit.to({ screen: 'language', nth: 2 });
    } else {
      await k.advanceUntil(expected, 12_000, 1_000);
      expect(k.screen()).toBe(expected);
      expect(k.text()).toMatch(/Your documents could not be printed/);
      // the failure step: on without documents to the approval outcome of the registration
      site.faults.clear();
      await k.tap('goOn');
      await k.waitFor('nonRealtimeConfirmation');
    }
    expectNoCrash(k, consoleError);
  },
});

describe('the LED and the logs of printing (site-operations §3, §4, §8)', () => {
  it('sets the LED red when printing starts, green when the job succeeds, off when printing is over', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'printing-check-yes' });
    const visit = await k.reach('waiting');
    expect(site.led(25)).toBe(1);
    await visit.to('check');
    expect(site.led(25)).toBe(2);
    await visit.to('nonRealtimeConfirmation');
    expect(site.led(25)).toBe(0);
    k.dispose();
  });

  it('logs a failed status check to the site and keeps polling to the check page', async () => {
    watchConsole();
    const site = sim.fresh();
    const k = open({ fixture: 'printing-ask-for-help' });
    await k.reach('check');
    expect(site.logs.general.map((l) => l.message)).toContain('print job status failed: Simulated server error on documentPrinting.jobStatus');
    expect(site.requests.filter((r) => r.call === 'documentPrinting.jobStatus').length).toBeGreaterThan(3);
    k.dispose();
  });

  it('ends a job without a result after 150 s in the failure step (§9)', { timeout: 90_000 }, async () => {
    watchConsole();
    const site = sim.fresh();
    const k = open({ fixture: 'printing-check-yes' });
    await k.reach('waiting');
    site.faults.set('documentPrinting.jobStatus', { kind: 'http500' });
    await k.advance(140_000, 10_000);
    expect(k.screen()).toBe('waiting');
    await k.advanceUntil('failed', 20_000, 5_000);
    expect(site.led(25)).toBe(0);
    k.dispose();
  });

  it('records a print start failure as a failed action', async () => {
    watchConsole();
    sim.fresh();
    const k = open({ fixture: 'printing-start-failed' });
    await k.reach('failed');
    expect(k.storage.getItem('gatehouse.downtime')).toContain('api/documentPrinting/print');
    k.dispose();
  });
});
