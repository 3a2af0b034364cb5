import { z } from 'zod';
import { applyFaultsFromSearch, type Faults, faultsFromSearch } from '../../src/sim/faults.ts';
import type { Site } from '../../src/sim/site.ts';
import { applySimulatorSettings, simulatorSettingsProblems } from '../../src/sim/simulatorSettings.ts';

/**
 * The golden-path fixture format QA writes (JSON): a scenario, then steps of expected screen and
 * action. The same file runs headless (vitest: engine + simulated site in Node, screens in jsdom)
 * and in Playwright (real Chromium against the production build).
 *
 * Actions name what a visitor does, through the `data-action` attributes widgets carry:
 * - `{ "expect": "profiles" }` the screen (`data-screen`) shown next; `text` also checks a text on it
 * - `{ "tap": "language:nl" }` taps the control with `data-action="language:nl"`; `"taps": 2` (or 3)
 *   taps it as a double (triple) tap does, as fast as a hand: the kiosk must act once
 * - `{ "fill": "answer", "value": "Jane" }` types into the input with that `data-action`
 * - `{ "advance": 6000 }` lets time pass (ms): polls, timers and the idle timeout run
 * - `{ "see": "answer", "value": "Jane" }` the input with that `data-action` holds the value
 *
 * Any step may carry a `note` (for people) and a `mark` (for tests): a test reaches the marked step
 * (`reach` in tests/golden/reach.ts) or types its own value where a marked `fill` types the
 * fixture's. Marks are unique within a fixture.
 */
/** Fresh schemas per step kind: a shared instance would become a `$ref` in the JSON Schema. */
const labels = () => ({
  note: z.string().optional(),
  mark: z.string().min(1).optional().describe('names the step for tests: they stop there, or type their own value in a marked fill'),
});

export const FixtureStep = z.union([
  z.strictObject({ expect: z.string(), text: z.string().optional(), ...labels() }),
  z.strictObject({
    tap: z.string(),
    taps: z
      .number()
      .int()
      .min(2)
      .max(3)
      .optional()
      .describe('a double (2) or triple (3) tap, as fast as a hand makes it; the kiosk acts once (core spec: a tap acts once)'),
    ...labels(),
  }),
  z.strictObject({ fill: z.string(), value: z.string(), ...labels() }),
  z.strictObject({ advance: z.number().int().positive(), ...labels() }),
  z.strictObject({ see: z.string(), value: z.string(), ...labels() }).describe('the input with that data-action holds `value`'),
]);
export type FixtureStep = z.infer<typeof FixtureStep>;

/** A scenario's faults as the query of a page URL (`simFault=...`, src/sim/faults.ts). */
export function faultQuery(faults: string): string {
  return `simFault=${encodeURIComponent(faults)}`;
}

/**
 * The page address a scenario opens: its path with the tenant, its faults (`faultQuery`) and any
 * `query` of the test's (`simCrash=profiles`).
 */
export function scenarioUrl(
  scenario: { readonly path: string; readonly tenant: string; readonly faults?: string | undefined; readonly simulator?: string | undefined },
  query?: string,
): string {
  const extra = [scenario.faults === undefined ? '' : faultQuery(scenario.faults), scenario.simulator ?? '', query ?? ''].filter(Boolean).map((q) => `&${q}`);
  return `${scenario.path}?tenant=${encodeURIComponent(scenario.tenant)}${extra.join('')}`;
}

/**
 * Sets a fixture's scenario faults on the simulated site before its kiosk opens (the page run
 * puts the same in the URL: `faultQuery`). Throws on a fault the simulator cannot parse.
 */
export function applyScenarioFaults(faults: Faults, scenario: { readonly faults?: string | undefined }): void {
  if (scenario.faults === undefined) return;
  const problems = applyFaultsFromSearch(faults, `?${faultQuery(scenario.faults)}`);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

/** Sets how a fixture's simulated devices behave (`scenario.simulator`) before its kiosk opens; the page run puts the same in the URL. */
export function applyScenarioSimulator(site: Site, scenario: { readonly simulator?: string | undefined }): void {
  if (scenario.simulator === undefined) return;
  const problems = applySimulatorSettings(site, `?${scenario.simulator}`);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

export const Fixture = z.strictObject({
  $schema: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  spec: z.string().optional().describe('the spec sections this fixture proves'),
  scenario: z.strictObject({
    tenant: z.string().default('demo'),
    path: z.string().default('/1').describe('URL path the kiosk opens at'),
    language: z.string().optional(),
    faults: z
      .string()
      .superRefine((faults, ctx) => {
        for (const message of faultsFromSearch(faultQuery(faults)).errors) ctx.addIssue({ code: 'custom', message });
      })
      .optional()
      .describe(
        'faults of the simulated site from the start, in the syntax of ?simFault= (src/sim/faults.ts): call:kind[@ms][*times][~skip], comma-separated; how a fixture proves an error screen',
      ),
    simulator: z
      .string()
      .superRefine((query, ctx) => {
        for (const message of simulatorSettingsProblems(query)) ctx.addIssue({ code: 'custom', message });
      })
      .optional()
      .describe(
        'how the simulated devices behave, as the query of a page URL (src/sim/simulatorSettings.ts): documentScanner=succeeds|offline|fails|neverFinishes, passport=<passport id>',
      ),
  }),
  steps: z
    .array(FixtureStep)
    .min(1)
    .superRefine((steps, ctx) => {
      const seen = new Map<string, number>();
      for (const [index, step] of steps.entries()) {
        if (step.mark === undefined) continue;
        const first = seen.get(step.mark);
        if (first === undefined) seen.set(step.mark, index);
        else
          ctx.addIssue({
            code: 'custom',
            path: [index, 'mark'],
            message: `mark "${step.mark}" is already on step ${first + 1}; marks are unique in a fixture`,
          });
      }
    }),
});
export type Fixture = z.infer<typeof Fixture>;

/** What a runner drives: the kiosk in jsdom or in Chromium. */
export interface FixtureDriver {
  /** Waits (real time, up to `timeoutMs`) until the screen with `data-screen=id` shows. */
  waitForScreen(id: string, timeoutMs: number): Promise<void>;
  currentScreen(): Promise<string | null>;
  hasText(text: string): Promise<boolean>;
  /** Taps the control `taps` times (default 1) as fast as a hand does: a double or triple tap. */
  tap(action: string, taps?: number): Promise<void>;
  fill(action: string, value: string): Promise<void>;
  /** The value of the input with `data-action=action`. */
  valueOf(action: string): Promise<string | null>;
  advance(ms: number): Promise<void>;
  /** Called after each expected screen shows (Playwright takes its screenshot here). */
  onScreen?(id: string, stepIndex: number): Promise<void>;
  /** The last engine decisions as readable lines (`formatTrace`), for failure reports (headless only). */
  traces?(): readonly string[];
  /** Told about a failing step before `runFixture` throws (the headless runner reports it). */
  onFailure?(failure: FixtureFailure): void;
}

/** A failing step: which, the screen expected there and the one shown, and the last decisions. */
export interface FixtureFailure {
  readonly fixture: string;
  /** 1-based step number. */
  readonly step: number;
  readonly action: FixtureStep;
  /** The screen the step expects (an `expect` step), or the one the fixture last expected. */
  readonly expected: string | null;
  readonly actual: string | null;
  readonly message: string;
  /** The engine's last decisions as readable lines (`formatTrace`). */
  readonly trace: readonly string[];
}

/** Runs a fixture's steps in order; throws an Error naming the step, expected and actual screen. */
export async function runFixture(fixture: Fixture, driver: FixtureDriver, options: { screenTimeoutMs?: number } = {}): Promise<void> {
  await runSteps(fixture, driver, { from: 0, to: fixture.steps.length, ...options });
}

/**
 * Runs the steps `from` (0-based, included) `to` (excluded) of a fixture, as `runFixture` runs them
 * all: a test replaying part of a fixture (tests/golden/reach.ts) reports a failing step the same way.
 */
export async function runSteps(fixture: Fixture, driver: FixtureDriver, range: { from: number; to: number; screenTimeoutMs?: number }): Promise<void> {
  const timeout = range.screenTimeoutMs ?? 5000;
  for (let index = range.from; index < range.to; index++) {
    const step = fixture.steps[index];
    if (step === undefined) throw new Error(`${fixture.name} has no step ${index + 1}`);
    const where = `${fixture.name}: step ${index + 1} ${JSON.stringify(step)}`;
    try {
      if ('expect' in step) {
        await driver.waitForScreen(step.expect, timeout);
        if (step.text !== undefined && !(await waitForText(driver, step.text, timeout))) throw new Error(`text "${step.text}" not shown`);
        await driver.onScreen?.(step.expect, index);
      } else if ('tap' in step) await driver.tap(step.tap, step.taps ?? 1);
      else if ('fill' in step) await driver.fill(step.fill, step.value);
      else if ('see' in step) {
        const actual = await driver.valueOf(step.see);
        if (actual !== step.value) throw new Error(`"${step.see}" holds ${JSON.stringify(actual)}, expected ${JSON.stringify(step.value)}`);
      } else await driver.advance(step.advance);
    } catch (error) {
      const actual = await driver.currentScreen().catch(() => null);
      const message = error instanceof Error ? error.message : String(error);
      const lastExpected = fixture.steps
        .slice(0, index + 1)
        .reverse()
        .find((s) => 'expect' in s);
      const trace = driver.traces?.() ?? [];
      driver.onFailure?.({
        fixture: fixture.name,
        step: index + 1,
        action: step,
        expected: lastExpected && 'expect' in lastExpected ? lastExpected.expect : null,
        actual,
        message,
        trace,
      });
      const decisions = trace.length > 0 ? `\nlast decisions:\n${trace.map((line) => `  ${line}`).join('\n')}` : '';
      throw new Error(`${where} failed on screen "${actual}": ${message}${decisions}`);
    }
  }
}

/**
 * Waits (real time, up to `timeoutMs`) until the screen shows `text`: a screen may stay while an
 * answer arrives (an error under a field), and the browser renders it a moment after the tap.
 */
async function waitForText(driver: FixtureDriver, text: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await driver.hasText(text)) return true;
    if (Date.now() >= until) return false;
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
  }
}
