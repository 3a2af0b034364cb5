import type { Site } from '../../src/sim/site.ts';
import { flowCoverage } from '../../src/tooling/coverage/coverage.ts';
import { entrySignature } from '../../src/tooling/coverage/coverageGate.ts';
import {
  type Attempt,
  attemptsFor,
  generatedFixture,
  generatedName,
  mergeFaults,
  type ScreenVisit,
  transitionsToExplore,
  whyNotReached,
} from '../../src/tooling/generate/explorePlan.ts';
import type { FixtureFailure } from '../../src/tooling/fixtures/fixtureRun.ts';
import { keptRun } from '../../src/tooling/generate/generateReport.ts';
import type { Fixture, FixtureStep } from '../../src/tooling/fixtures/fixtureSchema.ts';
import type { FlowGraph, GraphTransition } from '../../src/tooling/graph/flowGraph.ts';
import { createJsdomDriver, type JsdomDriver } from './jsdomDriver.tsx';
import { applyScenarioFaults, applyScenarioSimulator, runFixture, runSteps } from './schema.ts';

/**
 * The fixture explorer behind `npm run fixtures:generate` (issue 40): it runs every fixture headless
 * (jsdom screens, the simulated site in Node, the virtual clock), notes the screens each showed and
 * the transitions each took, then for every transition none took tries, from the screens where it
 * can happen, the attempts of `attemptsFor` (src/tooling/generate/explorePlan.ts): the clock,
 * faults of the site's calls, taps, typing, a reload. The first attempt that takes it becomes the
 * shortest fixture that does; that fixture is run again on its own and kept only when it takes it
 * too. Rounds repeat while they find something: a generated fixture shows screens the next round
 * starts from.
 */

const ORIGIN = 'http://kiosk.test';
/** How long (real time) an attempt waits for a screen its replay expects: a fault may stop it for good. */
const ATTEMPT_SCREEN_TIMEOUT_MS = 1_500;
/** How long (real time) a fixture's run waits for a screen it expects: a fixture a flow change broke fails sooner than in the suite. */
const RUN_SCREEN_TIMEOUT_MS = 3_000;
/** Rounds of exploration at most: each starts from the screens the fixtures of the last one showed. */
const ROUNDS = 3;

/** What the explorer needs of the simulated site: a fresh one for each run (the msw server reads it). */
export type FreshSite = () => Site;

/** One fixture's run: the screens it showed (with what a later attempt needs to start there), the transitions it took. */
export interface FixtureRun {
  readonly name: string;
  readonly visits: readonly ScreenVisit[];
  readonly taken: ReadonlySet<string>;
  readonly failure?: FixtureFailure;
  readonly error?: string;
}

/** A fixture the explorer wrote: its name (`generated/<file>`) and document. */
export interface GeneratedFixture {
  readonly name: string;
  readonly transition: string;
  readonly fixture: Fixture;
  /** Where in the exploring the attempt came (round, then place in the plan): of two shares' fixtures for one transition, the earlier is kept. */
  readonly order: number;
}

export interface ExploreResult {
  /** Runs of the fixtures given (hand-written and generated before), each with its failure if it failed. */
  readonly runs: readonly FixtureRun[];
  readonly generated: readonly GeneratedFixture[];
  /** Transitions no fixture takes, with why. */
  readonly unreached: readonly { readonly transition: string; readonly entry: string; readonly why: string }[];
  /** How many attempts ran. */
  readonly attempts: number;
  /** False when hand-written fixtures failed: nothing was explored (their repair comes first). */
  readonly explored: boolean;
  /** Transition keys the fixtures take at the end, the ones written this run included (another share's unreached may be among them). */
  readonly taken: readonly string[];
}

const requestCounts = (site: Site): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const request of site.requests) counts[request.call] = (counts[request.call] ?? 0) + 1;
  return counts;
};

/** The transition keys a run's decisions took (as `npm run fixtures -- --coverage` counts them). */
function takenBy(graph: FlowGraph, driver: JsdomDriver): Set<string> {
  const report = flowCoverage(graph, [{ name: 'run', traces: driver.runTraces() }]);
  return new Set(report.flows.flatMap((flow) => flow.transitions.exercised));
}

function open(fixture: Fixture, freshSite: FreshSite, override: { faults?: string; path?: string } = {}): { driver: JsdomDriver; site: Site } {
  const scenario = { ...fixture.scenario, ...override };
  const site = freshSite();
  applyScenarioFaults(site.faults, scenario);
  applyScenarioSimulator(site, scenario);
  const driver = createJsdomDriver({ ...fixture, scenario }, ORIGIN);
  // a held answer (a `slow` fault) lands when the fixture's clock passes it, not in real time
  site.wait = driver.wait;
  return { driver, site };
}

/**
 * Runs a fixture step by step, noting at each `expect` the screen (`flow/screen`), the address,
 * the controls and the calls made so far.
 */
export async function recordRun(graph: FlowGraph, name: string, fixture: Fixture, freshSite: FreshSite): Promise<FixtureRun> {
  const { driver, site } = open(fixture, freshSite);
  const visits: Array<Omit<ScreenVisit, 'callsAfter' | 'typed'> & { made: number }> = [];
  let failure: FixtureFailure | undefined;
  let error: string | undefined;
  let sinceExpect: Record<string, number> = {};
  let at = 0;
  try {
    for (const [index, step] of fixture.steps.entries()) {
      at = index;
      const atStart = requestCounts(site);
      const decided = driver.runTraces().length;
      await runSteps(fixture, { ...driver, onFailure: (f) => (failure = f) }, { from: index, to: index + 1, screenTimeoutMs: RUN_SCREEN_TIMEOUT_MS });
      const { flow, screen } = driver.kiosk.runtime.getSnapshot();
      const here = `${flow}/${screen}`;
      // screens the step passed through (a load that answered and moved on): faults on the way start there
      for (const entry of driver.runTraces().slice(decided)) {
        if (!entry.to) continue;
        const passed = `${entry.toFlow ?? entry.flow}/${entry.to}`;
        if (passed === here || visits.some((v) => v.screen === passed && v.step === index)) continue;
        visits.push({ fixture: name, step: index, stays: false, screen: passed, location: '', callsBefore: atStart, callsAt: atStart, controls: [], made: 0 });
      }
      if ('expect' in step) {
        const counts = requestCounts(site);
        visits.push({
          fixture: name,
          step: index,
          stays: true,
          screen: here,
          location: driver.location().split('?')[0] ?? '',
          callsBefore: sinceExpect,
          callsAt: counts,
          controls: driver.controls(),
          made: site.requests.length,
        });
        sinceExpect = counts;
      }
    }
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    // where a failing fixture stands (a screen an integrator just added, say) is explored too: from the steps before
    const { flow, screen } = driver.kiosk.runtime.getSnapshot();
    if ((await driver.currentScreen()) === screen)
      visits.push({
        fixture: name,
        step: at - 1,
        stays: true,
        screen: `${flow}/${screen}`,
        location: driver.location().split('?')[0] ?? '',
        callsBefore: sinceExpect,
        callsAt: requestCounts(site),
        controls: driver.controls(),
        made: site.requests.length,
      });
  }
  const taken = takenBy(graph, driver);
  const requests = site.requests.map((r) => r.call);
  driver.dispose();
  const stable = visits.filter((v) => v.stays);
  return {
    name,
    taken,
    ...(failure ? { failure } : {}),
    ...(error ? { error } : {}),
    visits: visits.map(({ made, ...visit }) => {
      const next = stable.find((v) => v.step > visit.step);
      const typed: Record<string, string[]> = {};
      if (visit.stays)
        for (const step of fixture.steps.slice(visit.step + 1, next ? next.step : fixture.steps.length))
          if ('fill' in step) typed[step.fill] = [...(typed[step.fill] ?? []), step.value];
      return { ...visit, typed, callsAfter: visit.stays ? [...new Set(requests.slice(made, next ? next.made : requests.length))] : [] };
    }),
  };
}

/**
 * Runs one attempt; returns, for each transition of `wanted` it took, the index of the attempt's
 * step after which it was taken (-1: during the replay) and the screen shown then.
 */
async function runAttempt(
  graph: FlowGraph,
  attempt: Attempt,
  base: Fixture,
  wanted: ReadonlySet<string>,
  target: string,
  freshSite: FreshSite,
): Promise<Map<string, { through: number; shown: string }>> {
  const faults = mergeFaults(base.scenario.faults, attempt.faults);
  const { driver } = open(base, freshSite, { ...(faults ? { faults } : {}), ...(attempt.path === undefined ? {} : { path: attempt.path }) });
  const found = new Map<string, { through: number; shown: string }>();
  const note = async (through: number) => {
    const shown = await driver.currentScreen();
    for (const key of takenBy(graph, driver)) if (wanted.has(key) && !found.has(key) && shown !== null) found.set(key, { through, shown });
  };
  try {
    await runSteps(base, driver, { from: 0, to: attempt.prefix, screenTimeoutMs: ATTEMPT_SCREEN_TIMEOUT_MS });
    await note(-1);
    const steps: Fixture = { ...base, steps: attempt.steps as FixtureStep[] };
    const home = `${graph.main}/${graph.flows.find((f) => f.id === graph.main)?.start}`;
    for (let i = 0; i < attempt.steps.length && !found.has(target); i++) {
      await runSteps(steps, driver, { from: i, to: i + 1, screenTimeoutMs: ATTEMPT_SCREEN_TIMEOUT_MS });
      await note(i);
      // back home (the idle time-out, an end screen): more time shows the start again
      const { flow, screen } = driver.kiosk.runtime.getSnapshot();
      if (`${flow}/${screen}` === home && attempt.visit.screen !== home && 'advance' in (attempt.steps[i] ?? {})) break;
    }
  } catch {
    // an attempt may stop anywhere (a control gone, a screen that never shows): what it took before counts
  } finally {
    driver.dispose();
  }
  return found;
}

/**
 * Runs each fixture of `fixtures` (in its order) with {@link recordRun}; logs how long it took.
 */
export async function recordRuns(
  graph: FlowGraph,
  fixtures: ReadonlyMap<string, Fixture>,
  freshSite: FreshSite,
  log: (line: string) => void = () => undefined,
): Promise<FixtureRun[]> {
  const runs: FixtureRun[] = [];
  const started = performance.now();
  for (const [name, fixture] of fixtures) runs.push(await recordRun(graph, name, fixture, freshSite));
  log(`ran ${runs.length} fixture(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return runs;
}

/** Runs a generated fixture on its own: does it take its transition? */
async function confirm(graph: FlowGraph, fixture: Fixture, transition: string, freshSite: FreshSite): Promise<boolean> {
  const { driver } = open(fixture, freshSite);
  try {
    await runFixture(fixture, driver, { screenTimeoutMs: ATTEMPT_SCREEN_TIMEOUT_MS * 2 });
    return takenBy(graph, driver).has(transition);
  } catch {
    return false;
  } finally {
    driver.dispose();
  }
}

/**
 * Explores the flows of `graph` from `fixtures` (by name; names under `generated/` are the
 * explorer's own): runs them all, then tries to take every transition none takes (or only those of
 * `only`, keys `flow/screen:event[index]`). Generated fixtures that fail or no longer take their
 * transition are dropped (and the transition explored again).
 */
export async function explore(input: {
  readonly graph: FlowGraph;
  readonly fixtures: ReadonlyMap<string, Fixture>;
  readonly freshSite: FreshSite;
  /** The fixtures' runs, when recorded before (`recordRuns`, in shares on both cores): not run again. */
  readonly runs?: readonly FixtureRun[];
  /**
   * Explore only this share (`index` of `count`): every `count`-th untaken transition, or, when there
   * are fewer than `count`, every `count`-th attempt of each. `npm run fixtures:generate` explores
   * with one share per core.
   */
  readonly share?: { readonly index: number; readonly count: number };
  readonly only?: readonly string[];
  /** Transition entries not to explore, by `entrySignature` (the untaken list's, unless `--all`). */
  readonly skip?: ReadonlySet<string>;
  readonly log?: (line: string) => void;
  /** Logs every attempt with its time. */
  readonly verbose?: boolean;
}): Promise<ExploreResult> {
  const verbose = input.verbose ?? false;
  const { graph, freshSite, log = () => undefined } = input;
  const runs = input.runs ?? (await recordRuns(graph, input.fixtures, freshSite, log));

  // a generated fixture stays while it passes and takes what it was written for
  const kept = runs.filter((run) => {
    const generatedFor = input.fixtures.get(run.name)?.generated?.transition;
    const ok = keptRun({
      taken: [...run.taken],
      ...(run.error === undefined ? {} : { error: run.error }),
      ...(generatedFor === undefined ? {} : { generatedFor }),
    });
    // (with runs recorded before, the command has said so once for all shares)
    if (!ok && input.runs === undefined) log(`generated fixture ${run.name} no longer takes ${generatedFor}: explored again`);
    return ok;
  });
  const taken = new Set(kept.flatMap((run) => [...run.taken]));
  const fixtures = new Map([...input.fixtures].filter(([name]) => kept.some((run) => run.name === name)));
  // a failing fixture's screens up to where it fails are places to start from too
  const visits = kept.flatMap((run) => run.visits).sort((a, b) => a.step - b.step);
  // what fixtures type, by input and by screen (`flow/screen|input`): a phone number where a phone number is asked
  const fills = new Map<string, string[]>();
  const typed = (key: string, value: string) => fills.set(key, [...new Set([...(fills.get(key) ?? []), value])]);
  for (const run of kept) {
    const steps = fixtures.get(run.name)?.steps ?? [];
    const shown = run.visits.filter((v) => v.stays);
    for (const [i, visit] of shown.entries())
      for (const step of steps.slice(visit.step + 1, shown[i + 1]?.step ?? steps.length))
        if ('fill' in step) {
          typed(`${visit.screen}|${step.fill}`, step.value);
          typed(step.fill, step.value);
        }
  }

  const all = graph.flows.flatMap((flow) => flow.transitions);
  // a hand-written fixture that fails: its path is what the flows' change broke; exploring around it
  // would write fixtures for paths it is about to take again once repaired, so nothing is explored
  const broken = runs.filter((run) => run.error !== undefined && !input.fixtures.get(run.name)?.generated);
  if (broken.length > 0) {
    log(`${broken.length} hand-written fixture(s) fail: nothing explored until they pass`);
    return { runs, generated: [], unreached: [], attempts: 0, explored: false, taken: [...taken] };
  }
  const skip = input.skip ?? new Set<string>();
  // the shares take every `count`-th transition when there are enough to go round; with fewer, each
  // share tries every `count`-th attempt of each (a lone transition's, a declared one's proof say, on both cores)
  const share = input.share ?? { index: 0, count: 1 };
  const toExplore = transitionsToExplore(graph, taken, skip, input.only);
  const byAttempt = toExplore.length < share.count;
  const mine = new Set(toExplore.filter((_, i) => byAttempt || i % share.count === share.index).map((t) => t.key));
  const wanted = (t: GraphTransition) => mine.has(t.key) && !taken.has(t.key);
  const generated: GeneratedFixture[] = [];
  const tried = new Map<string, number>();
  let attempts = 0;

  for (let round = 1; round <= ROUNDS; round++) {
    const missing = all.filter(wanted);
    if (missing.length === 0) break;
    log(`round ${round}${share.count > 1 ? ` (share ${share.index + 1} of ${share.count})` : ''}: ${missing.length} transition(s) no fixture takes`);
    const found: GeneratedFixture[] = [];
    for (const transition of missing) {
      if (taken.has(transition.key)) continue; // taken by an attempt for another one
      const plan = attemptsFor(graph, transition, visits, fills);
      // `tried`: how far into the plan (with shares by attempt, the shares together: the same count in each)
      for (let index = tried.get(transition.key) ?? 0; index < plan.length; index++) {
        tried.set(transition.key, index + 1);
        const attempt = plan[index];
        if (attempt === undefined || (byAttempt && index % share.count !== share.index)) continue;
        attempts++;
        const base = fixtures.get(attempt.visit.fixture);
        if (!base) continue;
        const still = new Set(all.filter(wanted).map((t) => t.key));
        const began = performance.now();
        const hits = await runAttempt(graph, attempt, base, still, transition.key, freshSite);
        if (verbose)
          log(
            `    ${transition.key}: ${attempt.label} (${attempt.prefix} + ${attempt.steps.length} steps) ${Math.round(performance.now() - began)} ms${hits.size ? ` → ${[...hits.keys()].join(', ')}` : ''}`,
          );
        for (const [key, { through, shown }] of hits) {
          const target = all.find((t) => t.key === key);
          if (!target || taken.has(key)) continue;
          const fixture = generatedFixture({ transition: target, base, attempt, through, shown });
          if (!(await confirm(graph, fixture, key, freshSite))) continue;
          const name = `generated/${generatedName(target)}`;
          log(`  ${key}: ${attempt.label} → ${name}`);
          taken.add(key);
          found.push({ name, transition: key, fixture, order: round * 1_000 + index });
        }
        if (taken.has(transition.key)) break;
      }
    }
    if (found.length === 0) break;
    generated.push(...found);
    // the new fixtures' screens are where the next round starts from
    for (const { name, fixture } of found) {
      fixtures.set(name, fixture);
      const run = await recordRun(graph, name, fixture, freshSite);
      for (const key of run.taken) taken.add(key);
      visits.push(...run.visits);
    }
    visits.sort((a, b) => a.step - b.step);
  }

  const unreached = all
    .filter(wanted)
    .map((t) => ({ transition: t.key, entry: entrySignature(t), why: whyNotReached(graph, t, visits, tried.get(t.key) ?? 0) }));
  return { runs, generated, unreached, attempts, explored: true, taken: [...taken] };
}
