#!/usr/bin/env node
// `npm test`: every test, stage after stage, stopping at the first that fails; then a table of how
// long each stage took (issue 41 §1: CI in a quarter of an hour, the split in README's "Two commands").
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'format:documents', 'lint', 'knip', 'flows:check', 'test:unit', 'test:e2e'];

const times = [];
let failed;
for (const stage of STAGES) {
  const start = performance.now();
  const result = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' });
  times.push([stage, (performance.now() - start) / 1000]);
  if (result.status !== 0) {
    failed = { stage, status: result.status ?? 1 };
    break;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
const row = (name, seconds) => `${name.padEnd(18)}${seconds.toFixed(1).padStart(8)} s`;
console.log(`\nnpm test, stage by stage\n${times.map(([stage, seconds]) => row(stage, seconds)).join('\n')}\n${row('total', total)}`);
if (failed) {
  console.error(`npm test: ${failed.stage} failed (exit ${failed.status})`);
  process.exit(failed.status);
}
