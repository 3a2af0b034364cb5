import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyProject,
  differingFiles,
  failedFixtures,
  failures,
  type FixtureRun,
  fixturesThrough,
  flowsCheck,
  INTEGRATOR_DOCUMENT,
  latest,
  removeCopy,
  repairUntilTheyPass,
  run,
  runFixtures,
  timed,
} from './integratorCopy.ts';
import { applySafetyBriefing } from './safetyBriefing.ts';
import { applyWorkedExample, writeRefusalFixture } from './workedExample.ts';

/**
 * Issue 10, "Done when", and issue 42: an integrator changes the kiosk with JSON only. On one copy
 * of the project (`.integrator-copy/`):
 *
 * 1. Issue 42's integrator adds a safety briefing after the profile, a named rule that lets one
 *    profile skip host approval and seven fixtures, and updates the existing fixtures, touching only
 *    flows/, rules/ and tests/fixtures/ (safetyBriefing.ts): flows:check is clean and every
 *    fixture passes.
 * 2. On that tree, whatever it holds, the worked example of flows/README.md (a yes/no screen after
 *    the profile, "no" to an end screen) is proven: the fixtures whose *run* took the transition
 *    entry it rewires — read from the runner's coverage of the run before the change, not from
 *    the fixtures' text — fail, and only those; updated from the runner's report (the step where
 *    each failed, on the new screen), they pass, and so do the platform tests and the other tests
 *    that read the documents. No file but flows/*.flow.json, rules/*.rules.json and
 *    tests/fixtures/*.fixture.json differs from the project.
 *
 * The platform tests reach their screens through the fixtures (tests/golden/reach.ts), which is
 * why they follow both changes without a TypeScript edit. The copy and the fixture run of step 1
 * are shared: that run is the "before" of step 2, and the tests that read the documents run once,
 * at the end, on the tree that holds both changes. Its time is that of two runs of every fixture
 * (`--stop-on` the new screen: the fixtures that meet it fail at once), one or two short runs of
 * the repaired ones, and one run of those tests; each phase's time is printed.
 */

/**
 * The unit part of `npm test` that can notice a JSON-only change, but the golden fixtures, which
 * `npm run fixtures` ran just before: the tests that replay fixtures or drive a visit through the
 * documents (golden, the engine bench's visit), those that read the rules and flows (tests/rules,
 * tests/flows.test.ts), the rule that platform tests and e2e specs reach their screens only through
 * fixtures (hardCodedPaths), and the platform tests that replay a fixture the change moved
 * (`platformTestsThrough`). The other platform tests walk fixtures whose way did not change: run
 * again on the copy they repeated `npm test`'s own run for some 4 minutes (issue 41 §1). The rest of
 * `vitest run` tests code against documents of its own or edits named screens of the real flows to
 * see the checker's findings.
 */
const TESTS_OF_THE_DOCUMENTS = [
  'tests/golden/reach.test.tsx',
  'tests/golden/hardCodedPaths.test.ts',
  'tests/golden/scanningExample.test.tsx',
  'tests/golden/signingName.test.tsx',
  'tests/rules',
  'tests/flows.test.ts',
  'tests/tooling/bench/engineSend.test.ts',
];

/**
 * The platform test files that name one of `fixtures` (`approved-realtime.fixture.json`) as the
 * fixture they replay (`'approved-realtime'` in their source), and the hostile-text test, which
 * replays the fixtures that show every screen.
 */
function platformTestsThrough(fixtures: readonly string[]): string[] {
  const names = fixtures.map((file) => file.replace(/\.fixture\.json$/, ''));
  return readdirSync('tests/platform')
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/platform/${file}`)
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      return file.endsWith('/hostile.test.tsx') || names.some((name) => source.includes(`'${name}'`) || source.includes(`"${name}"`));
    })
    .sort();
}

const others = (files: readonly string[], leftOut: readonly string[]) => files.filter((file) => !leftOut.includes(file));

describe('an integrator’s change is JSON only', () => {
  /** Each fixture's latest run on the copy as it stands: the "before" of the next change. */
  let before: FixtureRun | undefined;
  /** The fixtures issue 42's change moved (repaired from the report, and its new ones). */
  let movedBefore: readonly string[] = [];
  beforeAll(() => timed('copy of the project', copyProject), 120_000);
  afterAll(removeCopy);

  it('issue 42: a safety briefing after the profile, a named rule letting one profile skip host approval, seven new fixtures and the existing ones updated: flows:check is clean and every fixture passes', () => {
    const scenario = applySafetyBriefing();
    const check = timed('flows:check', flowsCheck);
    expect(check.output).toContain('flows:check ok');
    expect(check.status).toBe(0);
    expect(scenario.fixtures).toHaveLength(7);
    expect(scenario.updated.length).toBeGreaterThan(10);

    const first = timed('every fixture, with the briefing', () => runFixtures({ stopOn: [scenario.screen] }));
    // what the README's "after their profile tap" missed, the runner's report shows
    const { runs, repaired } = timed('fixtures repaired from the report', () => repairUntilTheyPass(first, scenario.screen, [{ tap: 'yes' }]));
    before = latest(...runs);
    movedBefore = [...scenario.updated, ...repaired, ...scenario.fixtures];
    expect(before.problems).toEqual([]);
    expect(failures(before)).toEqual([]);
    expect(fixturesThrough(before, scenario.rewired).length).toBeGreaterThan(10);
    for (const file of differingFiles()) expect(file).toMatch(/^(flows|rules|tests\/fixtures)\//);
  }, 600_000);

  it('the worked example of flows/README.md breaks the fixtures whose run takes the entry it rewires, and only those; updated from the runner’s report, the fixtures and the tests that read the documents pass', (context) => {
    const known = before ?? timed('every fixture, before the change', () => runFixtures());
    const failingBefore = failedFixtures(known);
    if (failingBefore.length > 0) {
      // the golden suite reports them; the proof has no whole path of theirs to speak for
      const message = `fixtures failing before the change, left out of the proof: ${failures(known).join('; ')}`;
      console.warn(message);
      context.annotate(message, 'warning');
    }

    const change = applyWorkedExample();
    const check = timed('flows:check', flowsCheck);
    expect(check.output).toContain('flows:check ok');
    expect(check.status).toBe(0);
    const affected = others(fixturesThrough(known, change.rewired), failingBefore);
    expect(affected.length, `fixtures whose run takes ${change.rewired}`).toBeGreaterThan(3);

    const after = timed('every fixture, with the worked example', () => runFixtures({ stopOn: [change.screen] }));
    expect(after.problems).toEqual([]);
    expect(others(failedFixtures(after), failingBefore)).toEqual(affected);
    // each of them stopped where the new screen stands
    const stoppedOn = (file: string) => `${file}: ${after.results.get(file)?.failure?.actual}`;
    expect(affected.map(stoppedOn)).toEqual(affected.map((file) => `${file}: ${change.screen}`));

    // step 5: the integrator updates them where the runner says, and writes one for "no"
    const refusal = writeRefusalFixture(change, after, affected);
    const { runs, repaired } = timed('fixtures repaired from the report', () => repairUntilTheyPass(after, change.screen, change.answer, { also: [refusal] }));
    const updated = latest(...runs);
    expect(failures(updated, failingBefore), 'fixtures still failing').toEqual([]);
    expect(updated.results.get(refusal)?.state).toBe('passed');
    expect([...repaired].sort()).toEqual(affected);

    const platform = platformTestsThrough([...movedBefore, ...repaired, refusal]);
    console.info(`[integrator] platform tests through the fixtures it moved: ${platform.length}`);
    const tests = timed('the tests that read the documents', () => run('npx', ['vitest', 'run', ...TESTS_OF_THE_DOCUMENTS, ...platform]));
    expect(tests.output).not.toMatch(/[×✗] /);
    expect(tests.output).toMatch(/Test Files\s+\d+ passed/);
    expect(tests.status).toBe(0);

    const files = differingFiles();
    expect(files.length).toBeGreaterThan(affected.length);
    for (const file of files) expect(file).toMatch(INTEGRATOR_DOCUMENT);
  }, 900_000);
});
