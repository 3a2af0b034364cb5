import { readFileSync } from 'node:fs';
import { type FixtureDriver, runSteps } from './schema.ts';
import { Fixture, type FixtureStep } from '../../src/tooling/fixtures/fixtureSchema.ts';

/**
 * Where a test wants a fixture's visit to stop:
 * - `'questionary'` the first step expecting that screen, `{ screen: 'questionary', nth: 3 }` the third;
 * - `{ mark: 'visitor-name' }` the step carrying that mark;
 * - `{ before: … }` one of those, not run: the visit stops just before it (after the tap that leads
 *   there, say), so the test sees what that tap does under its own conditions (a fault, a crash);
 * - `{ leaving: … }` a screen left: its expect and the steps after it up to the next expect run —
 *   the taps that leave it — whatever screen the flow shows next. A test about "the tap on the
 *   profile" (what the calls it makes do) says `{ leaving: 'profiles' }`, so a screen an integrator
 *   puts after the profiles does not change what the test does. A test about a screen further on
 *   says `{ before: 'thatScreen' }` instead: the fixture's steps up to it run, those through any
 *   screen an integrator put on the way included (the fixtures are JSON they update).
 */
type StepTarget = string | { readonly screen: string; readonly nth?: number } | { readonly mark: string };
export type ReachTarget = StepTarget | { readonly before: StepTarget } | { readonly leaving: StepTarget };

export interface VisitOptions {
  /** Values typed instead of the fixture's, by the `mark` of a `fill` step. */
  readonly values?: Readonly<Record<string, string>>;
  /** How long (real time) an expected screen may take to show; 5000 ms unless told. */
  readonly screenTimeoutMs?: number;
}

/** A fixture replayed with a driver, up to where a test wants to be, and on from there. */
export interface Visit {
  readonly fixture: Fixture;
  /** The next step to run (0-based): the steps before it have been run. */
  readonly position: number;
  /** Runs the steps from `position` through `target` (or up to it, for `{ before }`). */
  to(target: ReachTarget): Promise<void>;
  /** The screen the visit goes on to: the one the next `expect` step from `position` names. */
  readonly next: string | undefined;
}

const FIXTURE_DIR = 'tests/fixtures';
const cache = new Map<string, Fixture>();

/** The fixture `tests/fixtures/<name>.fixture.json`, parsed (and cached: tests ask for the same few often). */
export function loadFixture(name: string): Fixture {
  const known = cache.get(name);
  if (known) return known;
  const file = `${FIXTURE_DIR}/${name}.fixture.json`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`no fixture "${name}": ${file} does not exist`);
  }
  const fixture = Fixture.parse(JSON.parse(text));
  cache.set(name, fixture);
  return fixture;
}

/** Where a fixture's visit starts: the kiosk a test opens before replaying it. */
export function scenarioOf(fixture: Fixture | string): {
  readonly path: string;
  readonly tenant: string;
  readonly faults?: string;
  readonly simulator?: string;
} {
  const { path, tenant, faults, simulator } = (typeof fixture === 'string' ? loadFixture(fixture) : fixture).scenario;
  return { path, tenant, ...(faults === undefined ? {} : { faults }), ...(simulator === undefined ? {} : { simulator }) };
}

/**
 * Starts replaying a fixture with any driver (jsdom, the platform harness, a Playwright page) on a
 * kiosk opened at the fixture's scenario. Nothing runs until `to`.
 *
 * @example
 * const visit = createVisit('visitor-dutch', driver);
 * await visit.to('language');
 * site.faults.set('kiosk.profiles', { kind: 'http500' });
 * await visit.to({ before: 'profiles' }); // the tap on the language, not the profiles it would show
 */
export function createVisit(fixture: Fixture | string, driver: FixtureDriver, options: VisitOptions = {}): Visit {
  const source = typeof fixture === 'string' ? loadFixture(fixture) : fixture;
  const played = withValues(source, options.values ?? {});
  let position = 0;
  return {
    fixture: played,
    get position() {
      return position;
    },
    get next() {
      const step = played.steps.slice(position).find((candidate) => 'expect' in candidate);
      return step && 'expect' in step ? step.expect : undefined;
    },
    async to(target) {
      const end = stepsTo(played, target);
      if (end < position) throw new Error(`fixture "${played.name}": ${describeTarget(target)} is behind the visit, which has run ${position} steps`);
      await runSteps(played, driver, { from: position, to: end, screenTimeoutMs: options.screenTimeoutMs });
      position = end;
    },
  };
}

/**
 * Replays a fixture from its first step to `target` with `driver`: how a test reaches the screen it
 * is about without naming the taps that lead there.
 *
 * @example
 * const k = open(scenarioOf('approved-realtime'));
 * await reach(k.driver, 'approved-realtime', 'questionary');
 * await k.fill('answer', 'Idle Ivy');
 */
export async function reach(driver: FixtureDriver, fixture: Fixture | string, target: ReachTarget, options: VisitOptions = {}): Promise<Visit> {
  const visit = createVisit(fixture, driver, options);
  await visit.to(target);
  return visit;
}

/** How many steps, from the first, a visit to `target` runs; a clear error when the fixture never gets there. */
function stepsTo(fixture: Fixture, target: ReachTarget): number {
  if (typeof target === 'object' && 'before' in target) return indexOf(fixture, target.before);
  if (typeof target === 'object' && 'leaving' in target) {
    const at = indexOf(fixture, target.leaving);
    const next = fixture.steps.findIndex((step, index) => index > at && 'expect' in step);
    return next === -1 ? fixture.steps.length : next;
  }
  return indexOf(fixture, target) + 1;
}

function indexOf(fixture: Fixture, target: StepTarget): number {
  const steps = fixture.steps;
  if (typeof target === 'object' && 'mark' in target) {
    const index = steps.findIndex((step) => step.mark === target.mark);
    if (index >= 0) return index;
    const marks = steps.flatMap((step) => (step.mark === undefined ? [] : [step.mark]));
    throw new Error(`fixture "${fixture.name}" has no step marked "${target.mark}" (its marks: ${marks.length > 0 ? marks.join(', ') : 'none'})`);
  }
  const screen = typeof target === 'string' ? target : target.screen;
  const nth = typeof target === 'string' ? 1 : (target.nth ?? 1);
  if (!Number.isInteger(nth) || nth < 1) throw new Error(`nth counts from 1, not ${nth}`);
  let seen = 0;
  for (const [index, step] of steps.entries()) if ('expect' in step && step.expect === screen && ++seen === nth) return index;
  const times = seen === 0 ? 'never expects' : `expects only ${seen} time${seen === 1 ? '' : 's'}`;
  throw new Error(`fixture "${fixture.name}" ${times} screen "${screen}"${nth > 1 ? `, not ${nth}` : ''}; it expects: ${expectedScreens(steps)}`);
}

/** The screens a fixture expects, in order, repeats folded: `language, profiles, questionary ×7, …`. */
function expectedScreens(steps: readonly FixtureStep[]): string {
  const runs: Array<{ screen: string; count: number }> = [];
  for (const step of steps) {
    if (!('expect' in step)) continue;
    const last = runs.at(-1);
    if (last?.screen === step.expect) last.count++;
    else runs.push({ screen: step.expect, count: 1 });
  }
  return runs.map(({ screen, count }) => (count > 1 ? `${screen} ×${count}` : screen)).join(', ');
}

function describeTarget(target: ReachTarget): string {
  if (typeof target === 'string') return `screen "${target}"`;
  if ('before' in target) return `before ${describeTarget(target.before)}`;
  if ('leaving' in target) return `leaving ${describeTarget(target.leaving)}`;
  if ('mark' in target) return `mark "${target.mark}"`;
  return `screen "${target.screen}" (${target.nth ?? 1})`;
}

/** The fixture with the test's values in its marked `fill` steps; a value for a mark that is not a fill is an error. */
function withValues(fixture: Fixture, values: Readonly<Record<string, string>>): Fixture {
  for (const mark of Object.keys(values)) {
    const step = fixture.steps.find((s) => s.mark === mark);
    if (!step)
      indexOf(fixture, { mark }); // throws, naming the marks there are
    else if (!('fill' in step)) throw new Error(`fixture "${fixture.name}": the step marked "${mark}" is not a fill, so it takes no value`);
  }
  if (Object.keys(values).length === 0) return fixture;
  const ownValue = (step: FixtureStep): string | undefined => (step.mark !== undefined && Object.hasOwn(values, step.mark) ? values[step.mark] : undefined);
  return {
    ...fixture,
    steps: fixture.steps.map((step) => {
      const value = ownValue(step);
      return 'fill' in step && value !== undefined ? { ...step, value } : step;
    }),
  };
}
