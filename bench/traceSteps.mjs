#!/usr/bin/env node
// `node bench/traceSteps.mjs [--kiosk 9|6] [--pass 1|2] [--steps 2,3] [--events] [--fonts] [--forced] [--skip-build]`: the main thread's time in a questionary
// step, split by what the browser did (a Chromium trace: script, style, layout, paint, tasks), where
// bench/profileSteps.mjs splits the script by function. Builds the production bundle into
// dist-trace/, serves it as `npm run bench` does (site over HTTP), walks the peer questionnaire
// (kiosk 9) or the induction (kiosk 6) at 4× CPU throttling, and sums the self time of the trace's
// main-thread events inside each timed Next (a `step` user-timing measure of bench/pageDriver.js's
// window: the tap to the frame that shows the next question), in ms per step. A diagnostic, not a
// benchmark: tracing slows the page a little. `--forced` also lists the layouts and style
// recalculations inside the steps by the script that forced them; `--steps 9,11` keeps those steps
// only; `--events` prints each step's tasks in order (ms from the tap + duration) and what the
// frame's task did before the step's animation frame callback; `--fonts` counts each step's font
// look-ups (`FontCache::GetFontPlatformData`: a font opened in the step) and their time.
import { openStepsPage, serveKiosk, walkQuestionary } from './stepSession.mjs';

const args = process.argv.slice(2);
const KIOSK = args.includes('--kiosk') ? Number(args[args.indexOf('--kiosk') + 1]) : 9;
const OUT = 'dist-trace';
const PASS = args.includes('--pass') ? Number(args[args.indexOf('--pass') + 1]) : 1;
/** --fonts: also trace Blink's own events and print each step's font look-ups (a font opened in its layout). */
const FONTS = args.includes('--fonts');
/** --forced: also list the layouts and style recalculations in the steps by the script that forced them. */
const FORCED = args.includes('--forced');
const forced = new Map();
const { base, browser, close } = await serveKiosk({ outDir: OUT, port: 4192, skipBuild: args.includes('--skip-build') });
try {
  const { page, answer, startVisit } = await openStepsPage(browser, base, { kiosk: KIOSK, rate: 4 });
  // --pass 2: trace the second respondent of the page (the first one walks untraced)
  for (let pass = 1; pass < PASS; pass++) {
    await startVisit();
    await walkQuestionary(page, answer, { onStep: () => {} });
    await page.evaluate(async () => await window.__bench.tap('[data-action="ok"]'));
  }
  await startVisit();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'blink.user_timing',
      ...(FORCED ? ['disabled-by-default-devtools.timeline.stack'] : []),
      ...(FONTS ? ['blink', 'fonts'] : []),
    ],
  });
  const ms = [];
  await walkQuestionary(page, answer, {
    next: () =>
      page.evaluate(async () => {
        const r = await window.__bench.timedNext();
        // the Next that leaves the questionary is not a step (the bench does not time it either)
        if (r.screen === 'questionary') performance.measure('step', { end: performance.now(), duration: r.ms });
        return r;
      }),
    onStep: (step) => {
      ms.push(step.ms);
    },
  });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents;
  const bs = events.filter((e) => e.name === 'step' && e.ph === 'b').sort((a, b) => a.ts - b.ts);
  const es = events.filter((e) => e.name === 'step' && e.ph === 'e').sort((a, b) => a.ts - b.ts);
  // --steps 9,10: only those steps (1 = the first Next)
  const only = args.includes('--steps') ? new Set(args[args.indexOf('--steps') + 1].split(',').map(Number)) : null;
  const steps = bs.map((b, i) => [b.ts, es[i].ts, i + 1]).filter(([, , number]) => !only || only.has(number));
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
    // --forced: what made the browser lay out or restyle inside the step (a script reading layout)
    if (FORCED)
      for (const ev of inWin.filter((x) => x.name === 'Layout' || x.name === 'UpdateLayoutTree')) {
        const where = (ev.args?.beginData?.stackTrace ?? [])
          .slice(0, 4)
          .map((f) => `${f.functionName || '(anonymous)'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`);
        const key = `${ev.name} ← ${where.join(' ← ') || '(no script: the frame)'}`;
        forced.set(key, (forced.get(key) ?? 0) + ev.dur);
      }
  }
  // --events: each step's top-level main-thread events in order (ms from the tap, duration), to see
  // what ran between the tap and the frame
  if (args.includes('--events'))
    for (const [s, e, number] of steps) {
      const top = [];
      for (const ev of main.filter((x) => x.ts >= s && x.ts <= e)) if (!top.some((t) => ev.ts < t.ts + t.dur)) top.push(ev);
      console.log(`step ${number}: ${top.map((ev) => `${ev.name}@${((ev.ts - s) / 1000).toFixed(1)}+${(ev.dur / 1000).toFixed(1)}`).join('  ')}`);
      // inside the last task (the frame): what it did, in order, down to a few levels
      const frame = top.at(-1);
      const inside = main.filter((x) => x !== frame && x.ts >= frame.ts && x.ts + x.dur <= frame.ts + frame.dur && x.dur >= 300);
      console.log(`   frame: ${inside.map((ev) => `${ev.name}@${((ev.ts - s) / 1000).toFixed(1)}+${(ev.dur / 1000).toFixed(1)}`).join('  ')}`);
    }
  // --fonts: the first text at a new size or weight of a face makes the renderer ask the browser
  // process for that font's settings, inside the frame's layout (docs/performance.md)
  if (FONTS)
    for (const [s, e, number] of steps) {
      const lookups = main.filter((x) => x.ts >= s && x.ts <= e && x.name === 'FontCache::GetFontPlatformData');
      const ms = lookups.reduce((sum, x) => sum + x.dur, 0) / 1000;
      // the innermost event around each look-up that is not the font cache's own (Layout, a script…)
      const around = (x) =>
        main.filter((y) => y.ts <= x.ts && y.ts + y.dur >= x.ts + x.dur && !y.name.startsWith('FontCache')).sort((a, b) => a.dur - b.dur)[0];
      const inside = lookups.map((x) => around(x)?.name ?? '?');
      if (lookups.length > 0) console.log(`step ${number}: ${lookups.length} font look-ups, ${ms.toFixed(1)} ms (in ${[...new Set(inside)].join(', ')})`);
    }
  const n = steps.length;
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(`kiosk ${KIOSK}: ${n} steps, median ${sorted[Math.floor(ms.length / 2)].toFixed(1)} ms, window mean ${(windowTotal / n / 1000).toFixed(1)} ms`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(us / n / 1000).toFixed(2).padStart(7)}  ${name}`);
  if (FORCED) for (const [key, us] of [...forced].sort((a, b) => b[1] - a[1])) console.log(`${(us / n / 1000).toFixed(2).padStart(7)}  ${key}`);
  console.log('steps', ms.map((x) => x.toFixed(0)).join(' '));
} finally {
  await close();
}
