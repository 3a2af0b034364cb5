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

/** What one share of the explore phase found (its share of the untaken transitions, explored from every run). */
export interface ExploreShare {
  readonly generated: GenerateReport['generated'];
  readonly unreached: GenerateReport['unreached'];
  readonly attempts: number;
  /** Transition keys the fixtures take once this share's were written. */
  readonly taken: readonly string[];
}
