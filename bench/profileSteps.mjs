#!/usr/bin/env node
// `node bench/profileSteps.mjs [--kiosk 9|6] [--pass 1|2] [--rate 4] [--top 40] [--steps 2,3] [--fn NAME] [--callers NAME]`: where the time of
// a questionary step goes. Builds the kiosk unminified into dist-profile/ (so functions keep their
// names and the bundle keeps Rolldown's `//#region <module>` comments), serves it as `npm run bench`
// does (site over HTTP), walks the peer questionnaire (kiosk 9) or the induction (kiosk 6) in
// headless Chromium at 4× CPU throttling, and records a CPU profile (CDP Profiler, 100 µs
// sampling) of each timed Next, from the tap to the frame that shows the next question (the
// page's console.profile, bench/pageDriver.js). Prints the self time per module (the region a sampled
// line is in: a package or one of our files), per function, and the browser's own work (style,
// layout, paint, GC: the profile's "(program)" and "(garbage collector)"), in ms per step.
// A diagnostic, not a benchmark: the profiler itself slows the page a little.
import { readFileSync } from 'node:fs';
import { openStepsPage, serveKiosk, walkQuestionary } from './stepSession.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const KIOSK = option('--kiosk', 9);
const PASS = option('--pass', 1);
const RATE = option('--rate', 4);
const TOP = option('--top', 40);
const OUT = 'dist-profile';
/** --fn NAME: also print that function's self time in each step (e.g. removeChild). */
const FN = args.includes('--fn') ? args[args.indexOf('--fn') + 1] : null;
/** --steps 11,12: only those steps' profiles (1 = the first Next) go into the sums. */
/** --callers NAME: the functions NAME's self time is spent under (its caller chain, 3 frames up). */
const CALLERS = args.includes('--callers') ? args[args.indexOf('--callers') + 1] : null;
const ONLY = args.includes('--steps') ? new Set(args[args.indexOf('--steps') + 1].split(',').map(Number)) : null;

const { base, browser, close } = await serveKiosk({ outDir: OUT, port: 4191, skipBuild: args.includes('--skip-build'), minify: false });

/** For each script URL: the module region each line is in (Rolldown's `//#region path` comments). */
const regionsByUrl = new Map();
function regionOf(url, line) {
  if (!url.startsWith(base)) return url ? 'other script' : '(native)';
  let regions = regionsByUrl.get(url);
  if (!regions) {
    const text = readFileSync(`${OUT}${new URL(url).pathname}`, 'utf8');
    regions = [];
    let current = url.slice(base.length);
    text.split('\n').forEach((content, i) => {
      const start = /^\/\/#region (.+)$/.exec(content);
      if (start) current = start[1];
      else if (/^\/\/#endregion/.test(content)) current = url.slice(base.length);
      regions[i] = current;
    });
    regionsByUrl.set(url, regions);
  }
  const region = regions[line] ?? url;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(region);
  return pkg ? pkg[1] : region;
}

try {
  const { context, page, cdp, answer, startVisit } = await openStepsPage(browser, base, { kiosk: KIOSK, rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const profiles = [];
  const stepMs = [];
  for (let pass = 1; pass <= PASS; pass++) {
    await startVisit();
    await walkQuestionary(page, answer, {
      next: async () => {
        const finished = pass === PASS ? new Promise((resolve) => cdp.once('Profiler.consoleProfileFinished', (event) => resolve(event.profile))) : null;
        const step = await page.evaluate((profiling) => {
          window.__benchProfile = profiling;
          return window.__bench.timedNext();
        }, pass === PASS);
        if (finished) profiles.push(await finished);
        return step;
      },
      onStep: (step) => {
        if (pass === PASS) stepMs.push(step.ms);
      },
    });
    await page.evaluate(async () => await window.__bench.tap('[data-action="ok"]'));
  }
  // self time by module and by function, over every step's profile
  const byModule = new Map();
  const byFunction = new Map();
  const inclusive = new Map();
  let total = 0;
  const fnPerStep = [];
  const callers = new Map();
  for (const [index, p] of profiles.slice(0, stepMs.length).entries()) {
    if (ONLY && !ONLY.has(index + 1)) continue;
    fnPerStep.push(0);
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const parents = new Map(p.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
    for (let i = 0; i < p.samples.length; i++) {
      const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
      const { callFrame } = nodes.get(p.samples[i]);
      const module = callFrame.url ? regionOf(callFrame.url, callFrame.lineNumber) : callFrame.functionName || '(native)';
      const fn = `${callFrame.functionName || '(anonymous)'}  ${module}`;
      byModule.set(module, (byModule.get(module) ?? 0) + ms);
      if (FN && callFrame.functionName === FN) fnPerStep[fnPerStep.length - 1] += ms;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      if (CALLERS && (callFrame.functionName || '(anonymous)') === CALLERS) {
        const chain = [];
        for (let id = parents.get(p.samples[i]); id !== undefined && chain.length < 3; id = parents.get(id)) {
          const frame = nodes.get(id).callFrame;
          chain.push(`${frame.functionName || '(anonymous)'}@${frame.url ? `${regionOf(frame.url, frame.lineNumber)}:${frame.lineNumber}` : ''}`);
        }
        const key = chain.join(' < ');
        callers.set(key, (callers.get(key) ?? 0) + ms);
      }
      // inclusive: every function on the sampled stack, once
      const seen = new Set();
      for (let id = p.samples[i]; id !== undefined; id = parents.get(id)) {
        const frame = nodes.get(id).callFrame;
        const name = `${frame.functionName || '(anonymous)'}  ${frame.url ? regionOf(frame.url, frame.lineNumber) : ''}`;
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      }
      total += ms;
    }
  }
  const steps = ONLY ? ONLY.size : stepMs.length;
  const sorted = [...stepMs].sort((a, b) => a - b);
  console.log(
    `kiosk ${KIOSK}, pass ${PASS}, ${steps} steps at ${RATE}×; step median ${sorted[Math.floor(steps / 2)]?.toFixed(1)} ms; profiled ${(total / steps).toFixed(1)} ms per step`,
  );
  const show = (title, map) => {
    console.log(`\n${title} (ms per step, self time)`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${(ms / steps).toFixed(2).padStart(7)}  ${name}`);
  };
  show('by module', byModule);
  show('by function', byFunction);
  show('by function, with what it calls', inclusive);
  if (CALLERS) show(`${CALLERS}, by its callers`, callers);
  console.log(`\nsteps (ms): ${stepMs.map((ms) => ms.toFixed(0)).join(' ')}`);
  if (FN) console.log(`${FN} (ms): ${fnPerStep.map((ms) => ms.toFixed(1)).join(' ')}`);
  await context.close();
} finally {
  await close();
}
