import type { FixtureFailure } from '../fixtures/fixtureRun.ts';
import type { Fixture } from '../fixtures/fixtureSchema.ts';
import type { ScreenVisit } from './explorePlan.ts';

/** What one run of the explorer found (tests/golden/explore.ts), as `npm run fixtures:generate` writes and prints it. */
export interface GenerateReport {
  /** Fixtures written this run: `generated/<file>` without `.fixture.json`, the transition each takes. */
  readonly generated: readonly { readonly name: string; readonly transition: string; readonly fixture: Fixture }[];
  /** Generated fixtures from before that still pass and take their transition: left as they are. */
  readonly kept: readonly string[];
  /** Hand-written fixtures that fail now: where their path leaves the flows (step, expected and shown screen, rule trace). */
  readonly failing: readonly { readonly name: string; readonly error: string; readonly failure?: FixtureFailure }[];
  /** Transitions explored that no fixture takes, with why; `declared` when the flow declares it unreachable. */
  readonly unreached: readonly { readonly transition: string; readonly entry: string; readonly why: string; readonly declared: boolean }[];
  /** Transitions of the untaken list not explored this run (no `--all`) that no fixture takes, with their entry signature. */
  readonly skipped: readonly { readonly transition: string; readonly entry: string }[];
  readonly attempts: number;
  /** False when hand-written fixtures fail: nothing explored, nothing written (their repair comes first). */
  readonly explored: boolean;
  readonly seconds: number;
}

/** A fixture's run as the explorer's record phase hands it on (JSON): tests/golden/explore.ts `FixtureRun`, `taken` as a list. */
export interface RecordedRun {
  readonly name: string;
  readonly visits: readonly ScreenVisit[];
  readonly taken: readonly string[];
  readonly failure?: FixtureFailure;
  readonly error?: string;
  /** A generated fixture: the transition it was written to take. */
  readonly generatedFor?: string;
}

/**
 * Whether a fixture's run counts: a hand-written fixture's always (a failing one is reported), a
 * generated one's while it passes and takes the transition it was written for.
 */
export function keptRun(run: Pick<RecordedRun, 'taken' | 'error' | 'generatedFor'>): boolean {
  return run.generatedFor === undefined || (run.error === undefined && run.taken.includes(run.generatedFor));
}

/** What one share of the explore phase found (its share of the untaken transitions, or of their attempts, from every run). */
export interface ExploreShare {
  /** With where in the exploring each came (`order`): of two shares' fixtures for one transition, the earlier is kept. */
  readonly generated: readonly (GenerateReport['generated'][number] & { readonly order: number })[];
  readonly unreached: GenerateReport['unreached'];
  readonly attempts: number;
  /** Transition keys the fixtures take once this share's were written. */
  readonly taken: readonly string[];
}

/**
 * The report of the whole run from the fixtures' runs and what each share of the explore phase
 * found: one fixture per transition (the earlier attempt's), a transition named once, and left out
 * when another share's fixture takes it. `skipped`: the untaken list's entries not explored; `seconds`
 * the whole run's.
 *
 * @example
 * mergeShares(runs, [share0, share1], [], true, 41.2).unreached; // what neither share's fixtures take
 */
export function mergeShares(
  runs: readonly RecordedRun[],
  shares: readonly ExploreShare[],
  skipped: GenerateReport['skipped'],
  explored: boolean,
  seconds: number,
): GenerateReport {
  const taken = new Set(shares.flatMap((share) => share.taken));
  // shares by attempt, or an attempt taking another share's transition too: the earlier attempt's fixture
  const generated = new Map<string, ExploreShare['generated'][number]>();
  for (const g of shares.flatMap((share) => share.generated)) {
    const other = generated.get(g.transition);
    if (other === undefined || g.order < other.order) generated.set(g.transition, g);
  }
  const unreached = new Map(shares.flatMap((share) => share.unreached).map((u) => [u.transition, u]));
  return {
    generated: [...generated.values()].map(({ order: _order, ...g }) => g),
    kept: runs.filter((run) => run.generatedFor !== undefined && keptRun(run)).map((run) => run.name),
    failing: runs
      .filter((run) => run.error !== undefined && run.generatedFor === undefined)
      .map((run) => ({ name: run.name, error: run.error ?? '', ...(run.failure ? { failure: run.failure } : {}) })),
    unreached: [...unreached.values()].filter((u) => !taken.has(u.transition)),
    skipped: skipped.filter((s) => !taken.has(s.transition)),
    attempts: shares.reduce((sum, share) => sum + share.attempts, 0),
    explored,
    seconds: Math.round(seconds * 10) / 10,
  };
}

/** The engine's last decision in a failure's trace (its last lines from the last unindented one: the event, then its entries). */
function lastDecision(trace: readonly string[]): readonly string[] {
  for (let i = trace.length - 1; i >= 0; i--) if (!trace[i]?.startsWith(' ')) return trace.slice(i);
  return trace;
}

/**
 * Where hand-written fixtures now leave the flows, as lines: each fixture's step, the screen it
 * expected and the one shown; under those that leave at the same place (the same screens, the same
 * last decision of the engine: its event and the entry it took), that decision once (the first's). A change to one entry breaks many fixtures the
 * same way: the integrator reads the entry once.
 *
 * @example
 * divergences(report.failing); // ['  approved-realtime: step 5 {…}: expected screen "questionary", the kiosk shows "safetyRules"', …]
 */
export function divergences(failing: GenerateReport['failing']): string[] {
  const groups = new Map<string, { readonly fixtures: string[]; readonly decision: readonly string[] }>();
  const lines: string[] = [];
  for (const { name, error, failure } of failing) {
    if (!failure) {
      lines.push(`  ${name}: ${error.split('\n')[0]}`);
      continue;
    }
    const decision = lastDecision(failure.trace);
    // the same place: the same event and entry taken (the values beside the entries not taken differ by visit)
    const key = JSON.stringify([failure.expected, failure.actual, decision.filter((line, i) => i === 0 || line.includes('✓'))]);
    const group = groups.get(key) ?? { fixtures: [], decision };
    group.fixtures.push(
      `  ${name}: step ${failure.step} ${JSON.stringify(failure.action)}: expected screen "${failure.expected}", the kiosk shows "${failure.actual}"`,
    );
    groups.set(key, group);
  }
  for (const { fixtures, decision } of groups.values())
    lines.push(
      ...fixtures,
      ...(decision.length > 0
        ? [
            `    the engine's last decision${fixtures.length > 1 ? ` (the same for these ${fixtures.length})` : ''}:`,
            ...decision.map((line) => `      ${line}`),
          ]
        : []),
    );
  return lines;
}
