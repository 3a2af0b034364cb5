#!/usr/bin/env node
// `node bench/abSteps.mjs <rev> [--kiosk 9|6] [--rounds 8] [--pass 1|2] [--dom] [--skip-build]`: the
// questionary steps of two builds side by side — git revision <rev> (built in a temporary
// worktree) and the working tree — served at once as `npm run bench` serves the kiosk, fresh pages
// alternating between them (a b, b a, …), at 4× CPU throttling. On a machine whose pace drifts by
// several ms in an hour, only builds measured together can be compared (docs/performance.md). Prints
// each build's median and p95 over the timed pass's steps, and each step's median per build.
// `--dom` times the work before the frame instead (the tap to the next question in the DOM,
// `domMs`): without the frame's phase, which adds 0–16.7 ms to a step, it shows smaller differences.
// A diagnostic, not a benchmark: it asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { openStepsPage, serveKiosk, walkQuestionary } from './stepSession.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const rev = args[0];
if (!rev || rev.startsWith('--')) {
  console.error('usage: node bench/abSteps.mjs <rev> [--kiosk 9|6] [--rounds 8] [--pass 1|2] [--skip-build]');
  process.exit(2);
}
const KIOSK = option('--kiosk', 9);
const ROUNDS = option('--rounds', 8);
const PASS = option('--pass', 1);
const OUT = { a: 'dist-ab/a', b: 'dist-ab/b' };
const MEASURE = args.includes('--dom') ? 'domMs' : 'ms';

if (!args.includes('--skip-build')) {
  const tree = resolve('dist-ab/tree');
  rmSync('dist-ab', { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, rev], { stdio: 'inherit' });
  try {
    symlinkSync(resolve('node_modules'), `${tree}/node_modules`);
    execFileSync('npx', ['vite', 'build', '--outDir', resolve(OUT.a), '--logLevel', 'error'], { cwd: tree, stdio: 'inherit' });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'inherit' });
  }
  execFileSync('npx', ['vite', 'build', '--outDir', OUT.b, '--logLevel', 'error'], { stdio: 'inherit' });
}
if (!existsSync(OUT.a) || !existsSync(OUT.b)) throw new Error('abSteps: no builds in dist-ab/ (run without --skip-build)');

// one browser for both builds: with one Chromium each, the same build read ~0.8 ms a step slower as
// b than as a (three runs of 10 pages each, 2026-11-28): the second browser's own work, on 2 cores
const serverA = await serveKiosk({ outDir: OUT.a, port: 4201, skipBuild: true });
const servers = { a: serverA, b: await serveKiosk({ outDir: OUT.b, port: 4202, skipBuild: true, browser: serverA.browser }) };
/** Per build: every timed step's ms, and per question left (the step's `from`). */
const results = { a: { all: [], byStep: new Map() }, b: { all: [], byStep: new Map() } };

/** One fresh page of `side`: PASS respondents, the last one timed. */
async function walk(side) {
  const { base, browser } = servers[side];
  const { context, page, answer, startVisit } = await openStepsPage(browser, base, { kiosk: KIOSK, rate: 4 });
  try {
    for (let pass = 1; pass <= PASS; pass++) {
      await startVisit();
      await walkQuestionary(page, answer, {
        onStep: (step) => {
          if (pass !== PASS) return;
          results[side].all.push(step[MEASURE]);
          const byStep = results[side].byStep;
          byStep.set(step.from, [...(byStep.get(step.from) ?? []), step[MEASURE]]);
        },
      });
      await page.evaluate(async () => await window.__bench.tap('[data-action="ok"]'));
    }
  } finally {
    await context.close();
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? Number.NaN;
};
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

try {
  for (let round = 0; round < ROUNDS; round++) for (const side of round % 2 ? ['b', 'a'] : ['a', 'b']) await walk(side);
  const line = (side) => `median ${median(results[side].all).toFixed(1)} ms, p95 ${quantile(results[side].all, 0.95).toFixed(1)} ms`;
  console.log(`kiosk ${KIOSK}, respondent ${PASS}, ${ROUNDS} pages each at 4×, ${MEASURE === 'ms' ? 'tap to the frame' : 'tap to the DOM (--dom)'}`);
  console.log(`a (${rev}): ${line('a')}`);
  console.log(`b (working tree): ${line('b')}`);
  console.log(`\n${'step from'.padEnd(44)}${'a'.padStart(8)}${'b'.padStart(8)}  (median ms)`);
  for (const [from, values] of results.a.byStep) {
    console.log(
      `${from.padEnd(44)}${median(values).toFixed(1).padStart(8)}${median(results.b.byStep.get(from) ?? [])
        .toFixed(1)
        .padStart(8)}`,
    );
  }
} finally {
  await servers.b.close();
  await servers.a.close();
}
