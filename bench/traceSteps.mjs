#!/usr/bin/env node
// `node bench/traceSteps.mjs [--kiosk 9|6] [--skip-build]`: the main thread's time in a questionary
// step, split by what the browser did (a Chromium trace: script, style, layout, paint, tasks), where
// bench/profileSteps.mjs splits the script by function. Builds the production bundle into
// dist-trace/, serves it as `npm run bench` does (site over HTTP), walks the peer questionnaire
// (kiosk 9) or the induction (kiosk 6) at 4× CPU throttling, and sums the self time of the trace's
// main-thread events inside each timed Next (a `step` user-timing measure of bench/pageDriver.js's
// window: the tap to the frame that shows the next question), in ms per step. A diagnostic, not a
// benchmark: tracing slows the page a little.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { importTs } from '../scripts/importTs.mjs';

const args = process.argv.slice(2);
const KIOSK = args.includes('--kiosk') ? Number(args[args.indexOf('--kiosk') + 1]) : 9;
const OUT = 'dist-trace';
if (!args.includes('--skip-build')) await build({ logLevel: 'warn', build: { outDir: OUT } });
const simHttp = await importTs('src/sim/http.ts');
const server = await preview({
  plugins: [{ name: 's', configurePreviewServer: (s) => void s.middlewares.use(simHttp.createSiteMiddleware()) }],
  logLevel: 'warn',
  build: { outDir: OUT },
  preview: { port: 4192, strictPort: false, host: '127.0.0.1' },
});
const base = (server.resolvedUrls?.local?.[0] ?? 'http://127.0.0.1:4192/').replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
  const page = await context.newPage();
  await page.addInitScript(readFileSync('bench/pageDriver.js', 'utf8'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/${KIOSK}?tenant=demo&apiBase=/api`);
  const profile = KIOSK === 9 ? 13 : 12;
  const answer = KIOSK === 9 ? 'answerPeer' : 'answer';
  await page.evaluate(async (id) => {
    await window.__bench.tap('[data-screen="language"] [data-action="language:en"]');
    await window.__bench.tap(`[data-screen="profiles"] [data-action="profile:${id}"]`);
    await window.__bench.waitFor('[data-question]');
  }, profile);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'] });
  const ms = [];
  for (let guard = 0; guard < 40; guard++) {
    await page.evaluate(async (name) => {
      await window.__bench[name]();
      await new Promise((r) => setTimeout(r, 50));
    }, answer);
    const step = await page.evaluate(async () => {
      const r = await window.__bench.timedNext();
      performance.measure('step', { end: performance.now(), duration: r.ms });
      return r;
    });
    if (step.screen !== 'questionary') break;
    ms.push(step.ms);
    await page.evaluate(() => window.__bench.waitFor('[data-question]'));
  }
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents;
  const bs = events.filter((e) => e.name === 'step' && e.ph === 'b').sort((a, b) => a.ts - b.ts);
  const es = events.filter((e) => e.name === 'step' && e.ph === 'e').sort((a, b) => a.ts - b.ts);
  const steps = bs.map((b, i) => [b.ts, es[i].ts]);
  // the measures are on the page's main thread
  const mainTid = bs[0]?.tid;
  const main = events.filter((e) => e.tid === mainTid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  let windowTotal = 0;
  for (const [s, e] of steps) {
    windowTotal += e - s;
    const inWin = main.filter((x) => x.ts >= s && x.ts + x.dur <= e + 1);
    // self time: an event's duration less its direct children's (events nest by time on one thread)
    const stack = [];
    for (const ev of inWin) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= ev.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.__child = (parent.__child ?? 0) + ev.dur;
      stack.push(ev);
    }
    for (const ev of inWin) self.set(ev.name, (self.get(ev.name) ?? 0) + ev.dur - (ev.__child ?? 0));
  }
  const n = steps.length;
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(`kiosk ${KIOSK}: ${n} steps, median ${sorted[Math.floor(ms.length / 2)].toFixed(1)} ms, window mean ${(windowTotal / n / 1000).toFixed(1)} ms`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(us / n / 1000).toFixed(2).padStart(7)}  ${name}`);
  console.log('steps', ms.map((x) => x.toFixed(0)).join(' '));
} finally {
  await browser.close();
  await new Promise((d) => server.httpServer.close(d));
}
