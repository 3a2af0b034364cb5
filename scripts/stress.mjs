#!/usr/bin/env node
// `npm run test:stress [-- --runs 2 --e2e-runs 1 --busy 2]`: the timing-sensitive tests under CPU
// load, to find flakes rather than hope them away (issue 41 §3). Starts `--busy` busy loops (child
// processes, default 2), runs the vitest files of TIMING_FILES `--runs` times (default 2) and the e2e
// suite (`npm run test:e2e`: build, then Playwright) `--e2e-runs` times (default 1; 0 leaves it out),
// prints a table of runs and failures, and exits 1 on any failure. E2E_PORT and E2E_STALE_PORT pass
// through to Playwright as usual.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The unit files that wait for something or move a clock: the drivers and their users, the files
 * issue 41 took real-time waits out of, and the platform tests that advance the kiosk's time or
 * slow the simulated site down.
 */
const TIMING_FILES = [
  'tests/golden/fixtures.test.tsx',
  'tests/golden/jsdomDriver.test.tsx',
  'tests/golden/reach.test.tsx',
  'tests/golden/signingName.test.tsx',
  'tests/golden/scanningExample.test.tsx',
  'tests/engine/programData.test.tsx',
  'tests/platform/templates.test.tsx',
  'src/app/templates/widgetPages.test.tsx',
  'src/app/staleCode.test.ts',
  'src/api/execute.test.ts',
  'src/api/client.test.ts',
  'src/runtime/idle.test.ts',
  'widgets/screens/certification/briefing/CertificationBriefing.test.tsx',
  ...[
    'abort',
    'access',
    'assetFaults',
    'certified',
    'certifiedFaults',
    'crash',
    'downtime',
    'faults',
    'hostile',
    'idle',
    'longRun',
    'phonePrecheck',
    'printingFaults',
    'privacy',
    'productMetrics',
    'scanning',
    'scanningFaults',
    'signing',
    'signingFaults',
    'terminal',
    'translations',
    'url',
    'weighingFaults',
    'weighingProfile',
  ].map((name) => `tests/platform/${name}.test.tsx`),
];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`stress: --${name} takes a whole number, got ${process.argv[at + 1]}`);
    process.exit(2);
  }
  return value;
}

const runs = option('runs', 2);
const e2eRuns = option('e2e-runs', 1);
const busy = option('busy', 2);
const scratch = mkdtempSync(join(tmpdir(), 'gatehouse-stress-'));

/** The busy loops: plain Node processes spinning, killed by their own pids when the runs are done. */
const loops = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoops = () => {
  for (const loop of loops) if (loop.exitCode === null) loop.kill('SIGKILL');
};
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });

/** Runs a command with its output shown; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The failed tests of a vitest JSON report, as `file › title`. */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
    // a file that failed to load has no test results, only its message
    return failed.length === 0 && file.status === 'failed' ? [`${file.name.replace(`${process.cwd()}/`, '')}: ${file.message}`] : failed;
  });
}

/** The failed tests of a Playwright JSON report, as `file › title`. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  for (const error of report?.errors ?? []) failures.push(`(outside a test) ${String(error.message ?? '').split('\n')[0]}`);
  return failures;
}

const rows = [];
console.log(`stress: ${busy} busy loop(s); ${TIMING_FILES.length} vitest files × ${runs}; e2e × ${e2eRuns}`);
for (let i = 1; i <= runs; i++) {
  const report = join(scratch, `vitest-${i}.json`);
  const started = Date.now();
  const code = await run('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...TIMING_FILES]);
  const json = readJson(report);
  const failures = vitestFailures(json);
  if (code !== 0 && failures.length === 0) failures.push(`vitest exited ${code}`);
  rows.push({ suite: 'vitest', run: i, tests: json?.numTotalTests ?? '?', failures, seconds: Math.round((Date.now() - started) / 1000) });
}
for (let i = 1; i <= e2eRuns; i++) {
  const report = join(scratch, `e2e-${i}.json`);
  const started = Date.now();
  const code = await run('npm', ['run', 'test:e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = readJson(report);
  const failures = playwrightFailures(json);
  if (code !== 0 && failures.length === 0) failures.push(`npm run test:e2e exited ${code}`);
  const tests = json ? (json.stats?.expected ?? 0) + (json.stats?.unexpected ?? 0) + (json.stats?.flaky ?? 0) : '?';
  rows.push({ suite: 'e2e', run: i, tests, failures, seconds: Math.round((Date.now() - started) / 1000) });
}
stopLoops();
rmSync(scratch, { recursive: true, force: true });

console.log(`\nstress under ${busy} busy loop(s):`);
console.log('| suite | run | tests | failed | seconds |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.suite} | ${row.run} | ${row.tests} | ${row.failures.length} | ${row.seconds} |`);
const failed = rows.flatMap((row) => row.failures.map((failure) => `${row.suite} run ${row.run}: ${failure}`));
if (failed.length > 0) {
  console.log(`\n${failed.length} failure(s):`);
  for (const line of failed) console.log(`  ${line}`);
  process.exit(1);
}
console.log('\nno failure');
