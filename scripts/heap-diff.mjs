#!/usr/bin/env node
// Compares two heap snapshots (e.g. from `npm run bench -- --heap-snapshots DIR`): prints the
// summary of each (compiled code, the simulated site's records, the rest) and the node groups
// (type:constructor or string) whose self size grew most.
// Usage: node scripts/heap-diff.mjs before.heapsnapshot after.heapsnapshot [rows]
import { readFileSync } from 'node:fs';
import { groupHeap, parseSnapshot, summarizeHeap } from '../bench/heapSummary.mjs';

const [beforeFile, afterFile, rows = '40'] = process.argv.slice(2);
const [before, after] = [beforeFile, afterFile].map((file) => parseSnapshot(readFileSync(file, 'utf8')));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const [a, b] = [before, after].map(summarizeHeap);
for (const key of Object.keys(a))
  console.log(`${key.padEnd(10)} ${kb(a[key]).padStart(10)} → ${kb(b[key]).padStart(10)}  (${b[key] >= a[key] ? '+' : ''}${kb(b[key] - a[key])})`);
const [ga, gb] = [before, after].map(groupHeap);
const diff = [...gb].map(([key, g]) => {
  const o = ga.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: g.count - o.count, bytes: g.bytes - o.bytes };
});
console.log('\n  self size  count  type:name');
for (const d of diff.sort((x, y) => y.bytes - x.bytes).slice(0, Number(rows))) {
  console.log(`${String(d.bytes).padStart(9)} B ${String(d.count).padStart(6)}  ${d.key}`);
}
