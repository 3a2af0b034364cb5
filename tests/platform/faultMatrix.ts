import { describe, expect, it, type MockInstance, vi } from 'vitest';
import { FAULT_KINDS, type Fault, type FaultKind } from '../../src/sim/faults.ts';
import type { Site } from '../../src/sim/site.ts';
import { CRASH_TEXT } from '../../widgets/kit/CrashScreen.tsx';
import type { ReachTarget, Visit } from '../golden/reach.ts';
import type { PlatformKiosk, platformSuite } from './harness.tsx';

/**
 * The screen the visit goes on to, whichever the flows show there (the fixture's next screen): a
 * fault that costs the visitor nothing leads there. Naming it would tie a matrix to the path.
 */
export const ON = 'the way on';
/** Slow answers here are real time (MSW delays them); the e2e run uses seconds. */
const SLOW_MS = 400;

/** The fault of `kind` for the simulated site: a slow answer takes {@link SLOW_MS}. */
export const faultOf = (kind: FaultKind): Fault => ({ kind, ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}) });

/** Spies on console.error (a fault must cause none) and mutes console.warn (the kiosk warns of failed calls). */
export function watchConsole(): MockInstance {
  const consoleError = vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return consoleError;
}

/** What no fault may lead to: the crash page or an uncaught error. */
export function expectNoCrash(k: PlatformKiosk, consoleError: MockInstance): void {
  expect(k.text()).not.toContain(CRASH_TEXT);
  expect(consoleError).not.toHaveBeenCalled();
}

/** From an error page with retry: the site answers again and the visitor taps home. */
export async function homeFromError(k: PlatformKiosk, site: Site): Promise<void> {
  site.faults.clear();
  await k.tap('home');
  await k.waitFor('language');
}

/** A step of a fixture, as `{ leaving: … }` takes it (reach.ts keeps the type to itself). */
type StepTarget = Extract<ReachTarget, { readonly leaving: unknown }>['leaving'];

/** A row of a fault matrix: a call, where a golden path makes it, and the screen each fault leads to. */
export interface Row {
  readonly call: string;
  /** The golden path that makes the call; the matrix's `fixture` unless told. */
  readonly fixture?: string;
  /** Where the fault is injected: the call is made by what the visit does next. */
  readonly at: StepTarget;
  /** Then the visit goes on to here (the steps that make the call); leaving `at` unless told. */
  readonly until?: ReachTarget;
  /** The screen a network error, 500, 403 or a malformed body leads to. */
  readonly failed: string;
  /** The screen a slow answer leads to. */
  readonly slow: string;
  readonly why: string;
  /** The call's answer is not used (z.unknown): a malformed body costs what a slow answer does. */
  readonly answerIgnored?: boolean;
}

/** One test of a matrix once the fault has hit: what `check` gets. */
export interface FaultRun<R extends Row> {
  readonly row: R;
  readonly kind: FaultKind;
  readonly site: Site;
  readonly k: PlatformKiosk;
  readonly visit: Visit;
  /** The row names ON: the fault costs the visitor nothing. */
  readonly on: boolean;
  /** The screen the fault leads to: the row's, or for ON the fixture's next one ('language' at its end). */
  readonly expected: string;
  /** From {@link watchConsole}, for {@link expectNoCrash}. */
  readonly consoleError: MockInstance;
}

/**
 * Registers a fault matrix: for each row × each fault kind, a test (`title` over the row's fields,
 * then the kind) that replays the row's fixture on a fresh site to `at`, injects the fault into the
 * row's call, goes on to `until`, and hands over to `check`, which waits for the screen expected,
 * checks it and goes home as that matrix does.
 *
 * @example
 * faultMatrix(platformSuite(), MATRIX, { title: '$call ($why)', check: async ({ k, expected }) => k.advanceUntil(expected, 8_000) });
 */
export function faultMatrix<R extends Row>(
  suite: ReturnType<typeof platformSuite>,
  matrix: readonly R[],
  options: { title: string; fixture?: string; check: (run: FaultRun<R>) => Promise<void> },
): void {
  describe.each(matrix)(options.title, (row) => {
    it.each(FAULT_KINDS)('%s', async (kind: FaultKind) => {
      const consoleError = watchConsole();
      const site = suite.sim.fresh();
      const k = suite.open({ fixture: row.fixture ?? options.fixture });
      const visit = await k.reach(row.at);
      site.faults.set(row.call, faultOf(kind));
      await visit.to(row.until ?? { leaving: row.at });
      const named = kind === 'slow' || (kind === 'schema' && row.answerIgnored) ? row.slow : row.failed;
      const on = named === ON;
      await options.check({ row, kind, site, k, visit, on, expected: on ? (visit.next ?? 'language') : named, consoleError });
    });
  });
}
