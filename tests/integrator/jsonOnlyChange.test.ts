import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 10, "Done when": an integrator's change is JSON only. On a copy of the project, the
 * worked example of flows/README.md is applied — a yes/no screen after the profile, "no" to an end
 * screen — and then:
 * - the checker accepts the changed flows;
 * - the golden fixtures whose path the new screen changes fail, and only those;
 * - once those fixtures (JSON) are updated, the fixtures and every platform test pass, and no file
 *   but flows/*.flow.json and tests/fixtures/*.fixture.json differs from the project.
 * The platform tests reach their screens through the fixtures (tests/golden/reach.ts), which is
 * why they follow the change without a TypeScript edit.
 */

const ROOT = process.cwd();
const COPY = join(ROOT, '.integrator-copy');

type Step = Record<string, unknown>;
type FixtureDocument = { name: string; steps: Step[] };

/** The tracked files of the project, copied as they are on disk. */
function copyProject(): void {
  rmSync(COPY, { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (file.startsWith('.integrator-copy/') || !existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(COPY, file)), { recursive: true });
    cpSync(join(ROOT, file), join(COPY, file));
  }
  // hard links: as fast as a link, and Vite sees the packages inside the project it serves
  const linked = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(COPY, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${String(linked.stderr)}`);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(COPY, file), 'utf8')) as T;
const writeJson = (file: string, data: unknown) => writeFileSync(join(COPY, file), `${JSON.stringify(data, null, 2)}\n`);

/** Step 1 and 2 of the worked example: the two screens, and the next-step router leads to the first. */
function applyFlowChange(): void {
  const flow = readJson<{ screens: Record<string, { always?: Array<{ goto?: string; if?: unknown }> } & Record<string, unknown>> }>('flows/visitor.flow.json');
  flow.screens.safetyRules = {
    description: 'Visitors confirm the site safety rules before the questionary.',
    path: '/:kioskId/:language/profiles/:profileId/safety',
    widget: 'YesNo',
    restore: 'profiles',
    props: { title: 'Safety rules', text: 'Do you accept the site safety rules?' },
    on: { yes: [{ goto: 'questionary' }], no: [{ goto: 'safetyRefused' }], back: [{ goto: 'profiles' }] },
  };
  flow.screens.safetyRefused = {
    path: '/:kioskId/:language/profiles/:profileId/safety/refused',
    widget: 'Message',
    restore: 'profiles',
    idle: 'end',
    props: { variant: 'warning', title: 'Please see the reception', text: 'You cannot enter the site without accepting its rules.' },
  };
  const toQuestionary = flow.screens.nextStep?.always?.find((entry) => entry.goto === 'questionary');
  if (!toQuestionary) throw new Error('nextStep has no entry to the questionary: the worked example no longer fits the visitor flow');
  toQuestionary.goto = 'safetyRules';
  writeJson('flows/visitor.flow.json', flow);
}

/**
 * Fixtures whose visitor goes from the next-step order to the questionary: they now meet the new
 * screen. The questionary opens from the next-step router (visitor/nextStep: after the profile or
 * any step before the questionary) or from the country choice (country/select), nowhere else.
 */
function fixturesThroughTheNewScreen(): string[] {
  return readdirSync(join(COPY, 'tests/fixtures'))
    .filter((file) => file.endsWith('.fixture.json'))
    .filter((file) => questionaryAfterNextStepOrder(readJson<FixtureDocument>(`tests/fixtures/${file}`).steps) !== -1);
}

/** The index of the first `expect: questionary` from `from` on that the next-step router opened (the screen expected before it is another, not the country), or -1. */
function questionaryAfterNextStepOrder(steps: readonly Step[], from = 0): number {
  let screen: string | undefined;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as Step;
    if (typeof step.expect !== 'string') continue;
    if (index >= from && step.expect === 'questionary' && screen !== 'questionary' && screen !== 'select') return index;
    screen = step.expect;
  }
  return -1;
}

/** Step 5: the integrator adds the new screen to those fixtures and writes one for the refusal. */
function updateFixtures(files: readonly string[]): void {
  for (const file of files) {
    const fixture = readJson<FixtureDocument>(`tests/fixtures/${file}`);
    // every visit of the fixture that goes from a profile to the questionary (an idle fixture comes back for a second)
    for (let at = questionaryAfterNextStepOrder(fixture.steps); at !== -1; at = questionaryAfterNextStepOrder(fixture.steps, at + 3)) {
      fixture.steps.splice(at, 0, { expect: 'safetyRules' }, { tap: 'yes' });
    }
    writeJson(`tests/fixtures/${file}`, fixture);
  }
  writeJson('tests/fixtures/safety-refused.fixture.json', {
    $schema: './fixture.schema.json',
    name: 'a visitor who refuses the safety rules',
    scenario: { tenant: 'demo', path: '/1' },
    steps: [
      { expect: 'language' },
      { tap: 'language:en' },
      { expect: 'profiles' },
      { tap: 'profile:1' },
      { expect: 'safetyRules', text: 'Do you accept the site safety rules?' },
      { tap: 'no' },
      { expect: 'safetyRefused', text: 'You cannot enter the site without accepting its rules.' },
      { advance: 15000, note: 'end-screen timeout' },
      { expect: 'language' },
    ],
  });
}

/** Files of the copy (but installed and generated ones) that the project does not have, or has otherwise. */
function differingFiles(): string[] {
  const skip = new Set(['node_modules', '.vite', 'test-results', 'dist', 'flows/graph']);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(COPY, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (skip.has(file)) continue;
      if (entry.isDirectory()) walk(file);
      else if (!existsSync(join(ROOT, file)) || !readFileSync(join(ROOT, file)).equals(readFileSync(join(COPY, file)))) found.push(file);
    }
  };
  walk('');
  return found.sort();
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, {
    cwd: COPY,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  // colours off, and any left stripped: the output is read as text
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

/** The fixture files vitest reported as failed in the golden-path test. */
const failedFixtures = (output: string) => [...new Set([...output.matchAll(/(?:[×✗]|FAIL) [^\n]*?([\w-]+\.fixture\.json):/g)].map((match) => match[1]))].sort();

describe('an integrator’s change is JSON only (flows/README.md worked example)', () => {
  let affected: string[] = [];
  beforeAll(() => {
    copyProject();
    applyFlowChange();
    affected = fixturesThroughTheNewScreen().sort();
  }, 120_000);
  afterAll(() => {
    if (!process.env.KEEP_INTEGRATOR_COPY) rmSync(COPY, { recursive: true, force: true });
  });

  it('flows:check accepts the changed flows', () => {
    const check = run('node', ['scripts/run-ts.mjs', 'src/tooling/cli/flowsCheck.ts']);
    expect(check.output).toContain('flows:check ok');
    expect(check.status).toBe(0);
  });

  it('breaks only the fixtures whose path it changes; once they are updated, the fixtures and the platform tests pass', () => {
    expect(affected.length).toBeGreaterThan(3);
    const before = run('npx', ['vitest', 'run', 'tests/golden/fixtures.test.tsx']);
    expect(failedFixtures(before.output)).toEqual(affected);

    updateFixtures(affected);
    // the other fixtures passed on the changed flows just now and are unchanged: only the updated
    // ones and the new one run again, then every platform test
    const updated = [...affected, 'safety-refused.fixture.json'].map((file) => file.replaceAll('.', '\\.')).join('|');
    const fixturesAfter = run('npx', ['vitest', 'run', 'tests/golden/fixtures.test.tsx', '-t', ` (${updated}):`]);
    expect(fixturesAfter.output).not.toMatch(/[×✗] /);
    expect(fixturesAfter.output).toMatch(new RegExp(`Tests\\s+${affected.length + 1} passed`));
    expect(fixturesAfter.status).toBe(0);
    const platformAfter = run('npx', ['vitest', 'run', 'tests/golden/reach.test.tsx', 'tests/platform']);
    expect(platformAfter.output).not.toMatch(/[×✗] /);
    expect(platformAfter.output).toMatch(/Test Files\s+\d+ passed/);
    expect(platformAfter.status).toBe(0);

    const files = differingFiles();
    expect(files.length).toBeGreaterThan(affected.length);
    for (const file of files) expect(file).toMatch(/^(flows\/[\w-]+\.flow\.json|tests\/fixtures\/[\w-]+\.fixture\.json)$/);
  }, 900_000);
});
