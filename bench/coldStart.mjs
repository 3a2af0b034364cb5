#!/usr/bin/env node
// `node bench/coldStart.mjs [--skip-build] [--runs 3]`: where the cold first screen's time goes. Serves
// the production build as `npm run bench` does (site over HTTP), opens `/1?tenant=demo&apiBase=/api`
// in a fresh context at 4× CPU throttling, and prints, in ms from navigation: each script, style and
// call of the site (request sent → answer received), the page's own marks (DOMContentLoaded, the
// first interactive language screen), and the main thread's script time. A diagnostic, not a benchmark.
// `--profile` also records a CPU profile of each start (navigation → first interactive) and prints the
// self time by script and, through the build's source maps, by package or source folder (ms per start;
// "(program)" is the browser's own work: parsing, compiling, style, layout); `--fn NAME` splits the
// scripts whose file name contains NAME by function (name:line:column of the minified file).
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { installProbe, KIOSK_FIRST_INPUT, serveKiosk } from './stepSession.mjs';

const args = process.argv.slice(2);
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const PROFILE = args.includes('--profile');
const FN = args.includes('--fn') ? args[args.indexOf('--fn') + 1] : null;
const OUT_DIR = 'dist-trace';
/** ms of self time by script (or function), and by package or source folder, summed over the runs. */
const selfTime = new Map();
const bySource = new Map();
const sourceMaps = new Map();

/** `npm:<package>` or the first two folders of the source a position of a built script maps to. */
function sourceOf(file, line, column) {
  if (!sourceMaps.has(file)) {
    let map = null;
    try {
      map = new SourceMapConsumer(JSON.parse(readFileSync(`${OUT_DIR}/assets/${file}.map`, 'utf8')));
    } catch {
      // a script without a map (none was built): attributed to its file
    }
    sourceMaps.set(file, map);
  }
  const source = sourceMaps.get(file)?.originalPositionFor({ line: line + 1, column }).source;
  if (!source) return file;
  const npm = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  return npm
    ? `npm:${npm[1]}`
    : source
        .replace(/^(\.\.\/)+/, '')
        .split('/')
        .slice(0, 2)
        .join('/');
}

function addProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const { url, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const file = url ? new URL(url).pathname.split('/').pop() : functionName || '(native)';
    const key = FN && url && file.includes(FN) ? `${file} ${functionName || '(anonymous)'}:${lineNumber}:${columnNumber}` : file;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    selfTime.set(key, (selfTime.get(key) ?? 0) + ms);
    const source = url && file.endsWith('.js') ? sourceOf(file, lineNumber, columnNumber) : file;
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
  });
}
const { base, browser, close } = await serveKiosk({ outDir: OUT_DIR, port: 4193, skipBuild: args.includes('--skip-build'), sourcemap: PROFILE });
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
    const page = await context.newPage();
    await page.addInitScript(installProbe, KIOSK_FIRST_INPUT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${base}/1?tenant=demo&apiBase=/api`);
    const first = await page.evaluate(() => window.__firstInteractive);
    if (PROFILE) addProfile((await cdp.send('Profiler.stop')).profile);
    const entries = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const rows = performance
        .getEntriesByType('resource')
        .map((r) => ({ name: new URL(r.name).pathname + new URL(r.name).search, start: r.startTime, end: r.responseEnd, kind: r.initiatorType }));
      const marks = performance.getEntriesByType('mark').map((m) => ({ name: `mark ${m.name}`, start: m.startTime, end: m.startTime, kind: 'mark' }));
      return { dcl: nav.domContentLoadedEventEnd, rows: [...rows, ...marks].sort((a, b) => a.start - b.start) };
    });
    console.log(`\nrun ${run + 1}: first interactive ${first.toFixed(0)} ms, DOMContentLoaded ${entries.dcl.toFixed(0)} ms`);
    for (const row of entries.rows)
      console.log(`  ${row.start.toFixed(0).padStart(5)} → ${row.end.toFixed(0).padStart(5)}  ${row.kind.padEnd(6)} ${row.name.slice(0, 90)}`);
    await context.close();
  }
} finally {
  await close();
}
if (PROFILE) {
  console.log(`\nself time by ${FN ? 'script and function' : 'script'}, ms per start (CPU profile, 200 µs sampling; it slows the page a little)`);
  for (const [key, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(ms / RUNS).toFixed(1).padStart(7)}  ${key}`);
  console.log("\nself time by package or source folder (the build's source maps), ms per start");
  for (const [key, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(ms / RUNS).toFixed(1).padStart(7)}  ${key}`);
}
