import { applyFaultsFromSearch, type Faults } from '../../src/sim/faults.ts';
import type { Site } from '../../src/sim/site.ts';
import { applySimulatorSettings } from '../../src/sim/simulatorSettings.ts';
import type { FixtureFailure } from '../../src/tooling/fixtures/fixtureRun.ts';
import { type Fixture, faultQuery } from '../../src/tooling/fixtures/fixtureSchema.ts';

// Runs golden-path fixtures (their format: src/tooling/fixtures/fixtureSchema.ts) against a driver: the
// kiosk in jsdom (tests/golden/jsdomDriver.tsx) or in Chromium (e2e/pageDriver.ts).

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

/** What a runner drives: the kiosk in jsdom or in Chromium. */
export interface FixtureDriver {
  /**
   * Waits until the screen with `data-screen=id` shows, for a signal: Playwright's wait in Chromium (up
   * to `timeoutMs` ms), turns of the event loop in jsdom (up to `timeoutMs` turns, each at least a ms).
   */
  waitForScreen(id: string, timeoutMs: number): Promise<void>;
  currentScreen(): Promise<string | null>;
  /**
   * Whether the screen shows `text` now or within `timeoutMs` (as `waitForScreen` counts it): a screen
   * may stay while an answer arrives (an error under a field), drawn a moment after the tap.
   */
  showsText(text: string, timeoutMs: number): Promise<boolean>;
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
        if (step.text !== undefined && !(await driver.showsText(step.text, timeout))) throw new Error(`text "${step.text}" not shown`);
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
