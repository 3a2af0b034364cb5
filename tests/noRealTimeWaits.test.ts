import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No test waits in real time (issue 41 §2): every wait is for a signal (a screen id, a request the
 * site got, the tap guard's quiet flag, a frame drawn) and the kiosk's time is a virtual clock a test
 * advances, so a loaded machine makes a test slower, never red. Refused in the test files
 * (`*.test.ts(x)`, `*.spec.ts`) and the test helpers (tests/, e2e/): Playwright's
 * `waitForTimeout(…)`, and a sleep, a promise resolved by `setTimeout` after any pause. The one
 * place a test lets the event loop turn is tests/turns.ts (`nextTurn`, `turnsUntil`).
 */

/** The files a sleep may be written in: the named helper of turns. */
const TURNS_HELPER = 'tests/turns.ts';
/** This file: its planted violations are strings fed to the check. */
const SELF = 'tests/noRealTimeWaits.test.ts';
const ROOTS = ['tests', 'e2e', 'src', 'widgets', 'rules', 'bench'];
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts)$/;
const HELPER_FILE = /^(tests|e2e)\/.*\.(ts|tsx|mts)$/;

/** `page.waitForTimeout(…)`: a pause of the browser for so many ms. */
const WAIT_FOR_TIMEOUT = /\bwaitForTimeout\s*\(/;
/**
 * A promise that `setTimeout` resolves: `new Promise((resolve) => setTimeout(resolve, 5))`, with
 * or without braces, `void`, a type argument or a pause, or `setTimeout(() => resolve(), 5)`.
 */
const SLEEP =
  /new\s+Promise\s*(?:<[^>]*>)?\s*\(\s*\(?\s*(\w+)\s*(?::[^)]*)?\)?\s*=>\s*\{?\s*(?:void\s+)?(?:globalThis\.|window\.)?setTimeout\s*\(\s*(?:\1|\(\)\s*=>\s*\1\(\s*\))\s*[,)]/;

/** What is wrong with one file's source, one line each (`path:line: what`); empty when nothing is. */
function realTimeWaits(path: string, source: string): string[] {
  const problems: string[] = [];
  source.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    if (WAIT_FOR_TIMEOUT.test(line))
      problems.push(`${where}: waitForTimeout waits in real time; wait for a signal (a locator, page.waitForFunction, the clock)`);
    if (path !== TURNS_HELPER && SLEEP.test(line))
      problems.push(`${where}: a setTimeout sleep; wait for a signal with turnsUntil (tests/turns.ts) or move the virtual clock`);
  });
  return problems;
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative('.', join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'));
}

const checked = ROOTS.flatMap(filesUnder).filter((path) => path !== SELF && (TEST_FILE.test(path) || HELPER_FILE.test(path)));

describe('no test waits in real time (issue 41 §2)', () => {
  it('checks the test files and helpers of every room, e2e among them', () => {
    expect(checked).toContain('e2e/pageDriver.ts');
    expect(checked).toContain('tests/platform/harness.tsx');
    expect(checked).toContain('src/app/staleCode.test.ts');
    expect(checked.length).toBeGreaterThan(100);
  });

  it('finds no waitForTimeout and no setTimeout sleep outside tests/turns.ts', () => {
    expect(checked.flatMap((path) => realTimeWaits(path, readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('refuses what it is meant to refuse (planted violations)', () => {
    const planted = [
      'await page.waitForTimeout(500);',
      '  if (i > 0) await page.waitForTimeout(100);',
      'await new Promise((resolve) => setTimeout(resolve, 600));',
      'await new Promise<void>((resolve) => setTimeout(resolve, 5));',
      'for (let i = 0; i < 100 && busy(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));',
      'const tick = () => new Promise<void>((r) => { setTimeout(r, 2); });',
      'await new Promise((done) => setTimeout(() => done(), 20));',
      'await new Promise((resolve) => globalThis.setTimeout(resolve, 50));',
      // a 0 ms turn is the helper's, not any test's
      'await new Promise((resolve) => setTimeout(resolve, 0));',
    ];
    for (const line of planted) expect(realTimeWaits('tests/some.test.tsx', line), line).toHaveLength(1);
    expect(realTimeWaits('e2e/some.spec.ts', planted.join('\n'))).toHaveLength(planted.length);
  });

  it('lets signals, give-up timers and the helper of turns be', () => {
    const fine = [
      'await expect(page.locator(\'[data-screen="language"]\')).toBeVisible();',
      'test.setTimeout(90_000);',
      'const limit = setTimeout(() => {',
      '  stop();',
      '  reject(new Error("no answer"));',
      '}, limitMs);',
      'await turnsUntil(() => k.has("x"), "x shown", { turn: () => act(nextTurn) });',
      'await page.clock.runFor(1000);',
    ].join('\n');
    expect(realTimeWaits('e2e/pageDriver.ts', fine)).toEqual([]);
    expect(realTimeWaits(TURNS_HELPER, 'return new Promise<void>((resolve) => setTimeout(resolve, 0));')).toEqual([]);
  });
});
