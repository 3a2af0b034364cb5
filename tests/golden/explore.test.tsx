// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkFlowDocuments } from '../../src/tooling/check/checkFlowDocuments.ts';
import { readSources } from '../../src/tooling/check/sources.ts';
import { createEngineRegistry } from '../../src/tooling/engineRegistry.ts';
import { MAIN_FLOW } from '../../src/kiosk/mainFlow.ts';
import { serveFreshSites } from './freshSite.ts';
import { explore } from './explore.ts';
import { loadFixture } from './reach.ts';
import { mergeShares } from '../../src/tooling/generate/generateReport.ts';

/**
 * Issue 40, "Done when": the explorer finds a transition only the clock reaches (the offline page
 * trying again after 10 s, core §8 'Failed kiosk ... fetch') and one only a fault of the simulated site
 * reaches (the e-ticket registration failing, core §8 'Failed registration'), each from a
 * hand-written fixture that never takes it, and writes the fixture that does.
 */
const { flows, rules } = readSources();
const { graph } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });

describe('the fixture explorer', () => {
  const freshSite = serveFreshSites();

  it('reaches a transition only a timer reaches: the offline page tries again after 10 s', async () => {
    const again = 'visitor/startFailed:after[0]';
    const handWritten = loadFixture('platform-start-failed');
    // the fixture cut where the offline page shows: its own `advance` is what the explorer must find
    const cut = { ...handWritten, steps: handWritten.steps.slice(0, 1) };
    const result = await explore({ graph, fixtures: new Map([['platform-start-failed', cut]]), freshSite, only: [again] });
    expect(result.runs[0]?.taken.has(again), 'the cut fixture does not take it').toBe(false);
    const found = result.generated.find((g) => g.transition === again);
    expect(
      found?.fixture.steps.filter((step) => 'advance' in step).reduce((ms, step) => ms + ('advance' in step ? step.advance : 0), 0),
    ).toBeGreaterThanOrEqual(10_000);
    expect(found?.fixture.steps.at(-1)).toEqual({ expect: 'language' });
    expect(found?.fixture.scenario.faults).toBe('kiosk.get:http500*1');
    expect(result.unreached).toEqual([]);
  }, 120_000);

  it('reaches a transition only a fault of the simulated site reaches: the e-ticket registration fails', async () => {
    const failed = 'eticket/register:error[0]';
    const result = await explore({ graph, fixtures: new Map([['eticket-valid', loadFixture('eticket-valid')]]), freshSite, only: [failed] });
    expect(result.runs[0]?.taken.has(failed)).toBe(false);
    const found = result.generated.find((g) => g.transition === failed);
    expect(found?.fixture.scenario.faults).toMatch(/^visitor\.register:/);
    expect(found?.fixture.generated).toEqual({ transition: failed });
    expect(result.unreached).toEqual([]);
  }, 120_000);

  it("shares the work between the cores: two shares split a lone transition's attempts, and their findings make one report", async () => {
    const again = 'visitor/startFailed:after[0]';
    const handWritten = loadFixture('platform-start-failed');
    const fixtures = new Map([['platform-start-failed', { ...handWritten, steps: handWritten.steps.slice(0, 1) }]]);
    const [first, second] = [
      await explore({ graph, fixtures, freshSite, only: [again], share: { index: 0, count: 2 } }),
      await explore({ graph, fixtures, freshSite, only: [again], share: { index: 1, count: 2 } }),
    ];
    // the plan's first attempt, waiting, is the first share's; the second share starts at the plan's second
    expect(first?.attempts).toBe(1);
    expect(first?.generated.map((g) => g.order)).toEqual([1_000]);
    // its half (the odd places of the plan) does not take it: it says so, as the other half did
    expect(second?.attempts).toBeGreaterThan(0);
    expect(second?.generated).toEqual([]);
    expect(second?.unreached.map((u) => u.transition)).toEqual([again]);
    const share = (r: typeof first) => ({
      generated: r?.generated ?? [],
      unreached: (r?.unreached ?? []).map((u) => ({ ...u, declared: false })),
      attempts: r?.attempts ?? 0,
      taken: r?.taken ?? [],
    });
    const report = mergeShares([], [share(second), share(first)], [], true, 1);
    expect(report.generated.map((g) => g.fixture)).toEqual([first?.generated[0]?.fixture]);
    expect(report.unreached).toEqual([]);
    expect(report.attempts).toBe((first?.attempts ?? 0) + (second?.attempts ?? 0));
  }, 120_000);
});
