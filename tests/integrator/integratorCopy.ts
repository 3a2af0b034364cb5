import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FixtureResult } from '../../src/tooling/fixtures/fixtureReport.ts';

/**
 * A copy of the project an integrator changes with JSON only (tests/integrator): made from the
 * tracked files as they are on disk, its fixtures run headless by `npm run fixtures -- --json`, and
 * compared with the project file by file at the end.
 */

export const ROOT = process.cwd();
export const COPY = join(ROOT, '.integrator-copy');

export type Step = Record<string, unknown>;
export type FixtureDocument = { name: string; scenario: Record<string, unknown>; steps: Step[] } & Record<string, unknown>;

/** The tracked files of the project, copied as they are on disk. */
export function copyProject(): void {
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

export function removeCopy(): void {
  if (!process.env.KEEP_INTEGRATOR_COPY) rmSync(COPY, { recursive: true, force: true });
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(COPY, file), 'utf8')) as T;
export const writeJson = (file: string, data: unknown) => writeFileSync(join(COPY, file), `${JSON.stringify(data, null, 2)}\n`);
export const existsInCopy = (file: string) => existsSync(join(COPY, file));

/**
 * The documents of a folder of the copy (`flows`, `rules`, `tests/fixtures`) that end with `suffix`,
 * sorted, then those of its `generated/` folder (`generated/<name>`: what `npm run fixtures:generate` wrote).
 */
export const documents = (dir: string, suffix: string): string[] => {
  const inDir = (sub: string) =>
    existsSync(join(COPY, sub))
      ? readdirSync(join(COPY, sub))
          .filter((name) => name.endsWith(suffix))
          .sort()
      : [];
  return [...inDir(dir), ...inDir(`${dir}/generated`).map((name) => `generated/${name}`)];
};

/** `base`, or `base2`, `base3`, … (`numbered` says how): the first name `taken` does not hold. */
export function freeName(base: string, taken: (name: string) => boolean, numbered = (name: string, n: number) => `${name}${n}`): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(numbered(base, n))) return numbered(base, n);
}

export function run(command: string, args: string[]): { status: number | null; output: string; stdout: string } {
  const result = spawnSync(command, args, {
    cwd: COPY,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  // colours off, and any left stripped: the output is read as text
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`), stdout: result.stdout ?? '' };
}

/** `npm run flows:check` on the copy. */
export const flowsCheck = () => run('node', ['scripts/run-ts.mjs', 'src/tooling/cli/flowsCheck.ts']);

/** One run of `npm run fixtures -- --json` on the copy: each fixture's result, and the transitions its run took. */
export interface FixtureRun {
  /** By fixture file (`approved-realtime.fixture.json`). */
  readonly results: ReadonlyMap<string, FixtureResult>;
  /** By fixture file, the transition entries its run took, as coverage names them: `visitor/nextStep:always[11]` (src/tooling/coverage/coverage.ts). */
  readonly paths: ReadonlyMap<string, ReadonlySet<string>>;
  /** Errors outside a fixture. */
  readonly problems: readonly string[];
}

interface FixturesJson {
  readonly fixtures?: FixtureResult[];
  readonly problems?: string[];
  readonly invalidFixtures?: unknown[];
  readonly coverage?: { readonly flows: ReadonlyArray<{ readonly by: Readonly<Record<string, readonly string[]>> }> };
}

/**
 * Runs the fixtures of the copy headless (`npm run fixtures -- --json`, the suite `npm test` runs):
 * all of them, or `only` these files. `stopOn`: screens that wait for the visitor, where a fixture
 * that expects another screen fails at once (`--stop-on`).
 */
export function runFixtures(options: { readonly only?: readonly string[]; readonly stopOn?: readonly string[] } = {}): FixtureRun {
  if (options.only?.length === 0) return { results: new Map(), paths: new Map(), problems: [] };
  // the test's name is `<file>: <fixture name>`: a space before and a colon after match one file
  const filters = (options.only ?? []).map((file) => ` ${file}:`);
  const stopOn = options.stopOn?.length ? ['--stop-on', options.stopOn.join(',')] : [];
  const { status, stdout, output } = run('node', ['scripts/run-ts.mjs', 'src/tooling/cli/fixtures.ts', '--json', ...stopOn, ...filters]);
  const start = stdout.indexOf('{\n  "ok"');
  if (start === -1) throw new Error(`npm run fixtures -- --json printed no report (exit ${status}):\n${output.slice(-4000)}`);
  const report = JSON.parse(stdout.slice(start)) as FixturesJson;
  if (report.invalidFixtures) throw new Error(`fixture files the runner cannot read:\n${JSON.stringify(report.invalidFixtures, null, 2)}`);
  const results = new Map((report.fixtures ?? []).map((result) => [result.file, result]));
  const paths = new Map<string, Set<string>>([...results.keys()].map((file) => [file, new Set()]));
  for (const flow of report.coverage?.flows ?? [])
    for (const [key, files] of Object.entries(flow.by)) if (key.includes(':')) for (const file of files) paths.get(file)?.add(key);
  if (options.only) {
    const missing = options.only.filter((file) => !results.has(file));
    if (missing.length > 0) throw new Error(`npm run fixtures ran no fixture ${missing.join(', ')}`);
  }
  return { results, paths, problems: report.problems ?? [] };
}

/** The runs merged, later ones over earlier: each fixture's latest result and path. */
export function latest(...runs: readonly FixtureRun[]): FixtureRun {
  return {
    results: new Map(runs.flatMap((r) => [...r.results])),
    paths: new Map(runs.flatMap((r) => [...r.paths])),
    problems: runs.flatMap((r) => r.problems),
  };
}

export const failedFixtures = (fixtureRun: FixtureRun): string[] =>
  [...fixtureRun.results.values()]
    .filter((r) => r.state === 'failed')
    .map((r) => r.file)
    .sort();

/** The fixtures whose run took `transition` (`visitor/nextStep:always[11]`). */
export const fixturesThrough = (fixtureRun: FixtureRun, transition: string): string[] =>
  [...fixtureRun.paths]
    .filter(([, path]) => path.has(transition))
    .map(([file]) => file)
    .sort();

/** A failure as one line: the fixture, its step, the screen it expected and the one it found. */
export const describeFailure = (result: FixtureResult): string =>
  result.failure
    ? `${result.file}: step ${result.failure.step} ${JSON.stringify(result.failure.action)} found "${result.failure.actual}" (${result.failure.message.split('\n')[0]})`
    : `${result.file}: ${(result.error ?? 'failed').split('\n')[0]}`;

/** The failures of a run, one line each (`describeFailure`), but those of `leftOut`. */
export const failures = (fixtureRun: FixtureRun, leftOut: readonly string[] = []): string[] =>
  failedFixtures(fixtureRun)
    .filter((file) => !leftOut.includes(file))
    .map((file) => describeFailure(fixtureRun.results.get(file) as FixtureResult));

/** Runs `work`, printing how long it took: the test's phases, in the CI log. */
export function timed<T>(phase: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    console.info(`[integrator] ${phase}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

/**
 * What an integrator does with the runner's report: a fixture that failed because the kiosk stood
 * on `screen` now expects that screen at the failing step and answers it (`answer`, e.g. a tap on
 * yes), the visit going on as before. Fixtures that failed elsewhere, or again on the step this
 * put there, are left as they are.
 */
export function repairFromReport(fixtureRun: FixtureRun, screen: string, answer: readonly Step[]): { repaired: string[]; left: FixtureResult[] } {
  const repaired: string[] = [];
  const left: FixtureResult[] = [];
  for (const result of fixtureRun.results.values()) {
    if (result.state !== 'failed') continue;
    const at = (result.failure?.step ?? 0) - 1;
    const file = `tests/fixtures/${result.file}`;
    const fixture = readJson<FixtureDocument>(file);
    if (at < 0 || result.failure?.actual !== screen || fixture.steps[at]?.expect === screen) {
      left.push(result);
      continue;
    }
    fixture.steps.splice(at, 0, { expect: screen }, ...answer);
    writeJson(file, fixture);
    repaired.push(result.file);
  }
  return { repaired: repaired.sort(), left };
}

/**
 * Repairs from the report and runs the repaired fixtures again, until none is left to repair (a
 * fixture that meets `screen` twice, two visits, needs two rounds) or `rounds` are done. `also`:
 * fixtures to run in the first round beside the repaired ones (new ones).
 */
export function repairUntilTheyPass(
  first: FixtureRun,
  screen: string,
  answer: readonly Step[],
  options: { readonly also?: readonly string[]; readonly rounds?: number } = {},
): { readonly runs: FixtureRun[]; readonly repaired: ReadonlySet<string> } {
  const runs = [first];
  const repaired = new Set<string>();
  let current = first;
  for (let round = 0; round < (options.rounds ?? 4); round++) {
    const fixed = repairFromReport(current, screen, answer).repaired;
    const extra = round === 0 ? (options.also ?? []) : [];
    if (fixed.length === 0 && extra.length === 0) break;
    for (const file of fixed) repaired.add(file);
    current = runFixtures({ only: [...fixed, ...extra], stopOn: [screen] });
    runs.push(current);
  }
  return { runs, repaired };
}

/** Files of the copy (but installed and generated ones) that the project does not have, or has otherwise. */
export function differingFiles(): string[] {
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

/** The documents an integrator edits: flows, named rules and golden-path fixtures. */
export const INTEGRATOR_DOCUMENT = /^(flows\/[\w-]+\.flow\.json|rules\/[\w-]+\.rules\.json|tests\/fixtures\/(generated\/)?[\w-]+\.fixture\.json)$/;
