#!/usr/bin/env node
// `node bench/coldStart.mjs [--skip-build] [--runs 3]`: where the cold first screen's time goes. Serves
// the production build as `npm run bench` does (site over HTTP), opens `/1?tenant=demo&apiBase=/api`
// in a fresh context at 4× CPU throttling, and prints, in ms from navigation: each script, style and
// call of the site (request sent → answer received), the page's own marks (DOMContentLoaded, the
// first interactive language screen), and the main thread's script time. A diagnostic, not a benchmark.
import { serveKiosk, watchFirstInteractive } from './stepSession.mjs';

const args = process.argv.slice(2);
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const { base, browser, close } = await serveKiosk({ outDir: 'dist-trace', port: 4193, skipBuild: args.includes('--skip-build') });
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
    const page = await context.newPage();
    await page.addInitScript(watchFirstInteractive);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/1?tenant=demo&apiBase=/api`);
    const first = await page.evaluate(() => window.__firstInteractive);
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
