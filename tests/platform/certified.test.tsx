// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { certifiedRecords } from '../../src/sim/handlers/certified.ts';
import { scannerCommands } from '../../src/sim/passportScanner.ts';
import { platformSuite } from './harness.tsx';

/**
 * What the certified-person golden paths do on the wire (site-operations §4 "Certified person" and
 * "Passport scanner", §7, §9): the scanner's device protocol, the test result uploaded once, the
 * calls after registration, and the briefing HTML of the simulated site, whose script and onerror
 * attribute must never run.
 */
const { sim, open } = platformSuite();
const callsMade = (site: ReturnType<typeof sim.fresh>, call: string) => site.requests.filter((r) => r.call === call);

describe('the passport scanner as a device protocol (§4, §9)', () => {
  it('connects, scans, polls every 2500 ms, disconnects on Completed, completes, and looks the person up by passportId', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-scan-valid' });
    const visit = await k.reach('scanSucceeded');
    const polls = callsMade(site, 'passportScanner.result');
    expect(polls).toHaveLength(3);
    expect(scannerCommands(site, 14).slice(0, 3)).toEqual(['connect', 'scan', 'disconnect']);
    await visit.to('phone');
    expect(scannerCommands(site, 14)).toContain('complete');
    expect(callsMade(site, 'certifiedPersons.byPassport').map((r) => new URL(r.url).pathname)).toEqual(['/api/certifiedpersons/passport=P1001']);
  });

  it('gives up 30 s after the request in status None: ConnectionFailed, "connection Timeout" to productmetrics, disconnected', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-scan-timeout-none' });
    await k.reach('connectionFailed');
    expect(certifiedRecords(site).productMetrics).toEqual([{ error: 'ConnectionFailed', errorMessage: 'connection Timeout', userLanguage: 'en' }]);
    expect(scannerCommands(site, 17)).toContain('disconnect');
    // 2500 ms apart, the first at once: 0, 2.5, ..., 30 s
    expect(callsMade(site, 'passportScanner.result')).toHaveLength(13);
  });

  it('reports a scanner Error to productmetrics and disconnects', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-scan-error' });
    await k.reach('scanFailed');
    expect(certifiedRecords(site).productMetrics).toEqual([{ error: 'Error', errorMessage: 'The passport could not be read', userLanguage: 'en' }]);
    expect(scannerCommands(site, 15)).toEqual(['connect', 'scan', 'disconnect', 'abort', 'resetscanvalues']);
  });

  it('aborts and resets the scan when the visitor leaves the scanner screens (the idle timeout)', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-scan-timeout-none' });
    await k.reach('scanner');
    await k.advanceUntil('language', 330_000, 20_000);
    expect(scannerCommands(site, 17)).toEqual(expect.arrayContaining(['abort', 'resetscanvalues']));
  });
});

describe('after registration (§4)', () => {
  it('makes the registration-completed call, and updates the name when the passport reads another', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-scan-valid' });
    await k.reach('nonRealtimeConfirmation');
    await k.settle();
    const [visitor] = site.visitors();
    expect(certifiedRecords(site).registrationsCompleted).toEqual([{ personId: 'cp-1001', kioskId: 14, visitorId: visitor?.id }]);
    expect(certifiedRecords(site).nameUpdates).toEqual([{ personId: 'cp-1001', firstName: 'Anna', lastName: 'Valid' }]);
  });

  it('makes no name update when the passport id was typed', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-manual-valid' });
    await k.reach('nonRealtimeConfirmation');
    await k.settle();
    expect(certifiedRecords(site).registrationsCompleted).toHaveLength(1);
    expect(certifiedRecords(site).nameUpdates).toEqual([]);
  });
});

describe('the certification test (§3, §4)', () => {
  it('uploads a passed test once, as completetest with the question scores', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-test-passed' });
    await k.reach('nonRealtimeConfirmation');
    expect(callsMade(site, 'certificationTests.complete')).toHaveLength(1);
    expect(callsMade(site, 'certificationTests.registerFailed')).toHaveLength(0);
    expect(certifiedRecords(site).uploads[0]?.body).toMatchObject({
      passportId: 'P1004',
      firstName: 'Dirk',
      lastName: 'Expired',
      kioskId: 19,
      questionScores: [
        { questionId: 'q-speed', selectedAnswerIndex: 1, isCorrectAnswer: true },
        { questionId: 'q-forks', selectedAnswerIndex: 2, isCorrectAnswer: true },
      ],
    });
  });

  it('fills the expiry date into the success message (DD/MM/YYYY)', async () => {
    sim.fresh();
    const k = open({ fixture: 'certified-test-passed' });
    await k.reach('testPassed');
    // the simulated site gives the date a year from its clock
    expect(k.text()).toMatch(/Well done: your forklift certification is valid until \d\d\/\d\d\/\d{4}\./);
    // and the site's sentence with the score and the required score (issue 39 §8)
    expect(k.text()).toContain('Your score: 2 of 2 (needed: 2)');
  });

  it('uploads a failed test once, as registerfailedtest', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-test-failed' });
    await k.reach('testFailed');
    expect(callsMade(site, 'certificationTests.registerFailed')).toHaveLength(1);
    expect(callsMade(site, 'certificationTests.complete')).toHaveLength(0);
  });

  it('never uploads twice when the upload fails: Continue shows the result', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'certified-upload-failure' });
    await k.reach('testPassed');
    expect(callsMade(site, 'certificationTests.complete')).toHaveLength(1);
  });

  it('shows the briefing HTML without running its <script> or its onerror attribute', async () => {
    sim.fresh();
    const k = open({ fixture: 'certified-test-passed' });
    await k.reach('briefing');
    await k.advance(1000);
    expect(k.text()).toContain('Keep the forks low while driving');
    expect(k.container.querySelector('.kiosk-certification__html script')).toBeNull();
    expect(k.container.querySelector('.kiosk-certification__html [onerror]')).toBeNull();
    expect((window as { __briefingScriptRan?: boolean }).__briefingScriptRan).toBeUndefined();
  });
});
