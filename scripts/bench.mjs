#!/usr/bin/env node
// `npm run bench`: builds the production bundle and measures, in headless Chromium with the CPU
// throttled 4× (Chrome DevTools Protocol), what DESIGN.md "Fast on weak hardware" budgets: the
// gzipped JS and CSS of the first screen (and how much of it is our own code) and in total, the
// time to the first interactive language screen (as a real deployment starts, the site over HTTP,
// and in the demo), the step latency of the peer benchmark's questionnaire and of a 24-question
// induction, the JS heap over 1, 50 and 200 visits in one page (split by a heap snapshot into
// compiled code, the simulated site's records and the rest: what the kiosk keeps), and the engine's
// `send` in Node. Loads and steps are budgeted as ratios to the hand-written React 19 page of
// ../shared/bench/baseline, built and measured in the same run, alternating with the kiosk, by the
// same probe (bench/baseline.mjs; without that folder the bench says "no baseline" and gives no
// ratio). Prints a table and writes bench-results/latest.json. A benchmark, not a test: it asserts nothing.
//
// Options: --skip-build (reuse dist/ and dist-baseline/), --runs N (page loads per measure, default 5),
//          --visits N (default 200), --rate N (CPU throttling, default 4),
//          --heap-snapshots DIR (writes DIR/heap-<visits>.heapsnapshot at each heap measure, to diff
//          in DevTools or with scripts/heap-diff.mjs), --js-flags "..." (V8 flags for Chromium, e.g.
//          "--no-opt --no-maglev --no-sparkplug" to tell compiled code from retained data),
//          --heap-kiosk N (the kiosk of the heap visits, default 6; 5 has the on-screen keyboard),
//          --passes N (the step measures walk their questionary in N fresh pages, default 3: a
//          median of 20 steps moved by 2-4 ms between runs),
//          --only LIST (some of first,steps,peer,heap,engine, comma-separated: while working on one;
//          the table then shows only those lines; first, peer and heap measure the hand-written
//          page's loads, steps and heap with them).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { importTs } from './importTs.mjs';
import {
  BASELINE_DIR,
  BASELINE_FIRST_INPUT,
  baselineGzip,
  baselinePages,
  baselinePresent,
  buildBaseline,
  measureBaselineHeap,
  measureBaselineSteps,
  ratioRow,
  serveBaseline,
} from '../bench/baseline.mjs';
import { codeByScript, parseSnapshot, summarizeHeap } from '../bench/heapSummary.mjs';
import { ownCodeGzip } from '../bench/ownCode.mjs';
import { openProbedPage, openStepsPage, walkQuestionary } from '../bench/stepSession.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option('--runs', 5);
/** Fresh pages per step measure: each walks the questionary from a cold page, as a first visitor does. */
const PASSES = option('--passes', 3);
const VISITS = option('--visits', 200);
const RATE = option('--rate', 4);
const HEAP_KIOSK = option('--heap-kiosk', 6);
const ONLY = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : null;
/** True when this part of the bench runs (all of them unless --only). */
const part = (name) => ONLY === null || ONLY.has(name);
const SNAPSHOT_DIR = args.includes('--heap-snapshots') ? args[args.indexOf('--heap-snapshots') + 1] : null;
const HEAP_AT = [1, 50, VISITS].filter((n, i, all) => n <= VISITS && all.indexOf(n) === i);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the launch arguments of playwright.config.ts
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
if (args.includes('--js-flags')) CHROMIUM_ARGS.push(`--js-flags=${args[args.indexOf('--js-flags') + 1]}`);
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const median = (list) => quantile(list, 0.5);
function quantile(list, q) {
  const sorted = [...list].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (at - lo);
}
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(2)} MB`;

// 1. the production bundle, with a manifest to tell the simulator's chunks from the kiosk's; and the
// hand-written page (--skip-build reuses its build too, when there is one)
if (!args.includes('--skip-build')) {
  log('building the production bundle…');
  await build({ logLevel: 'warn', build: { manifest: true } });
}
const BASELINE = baselinePresent();
if (BASELINE) {
  log(`building the hand-written React 19 page of ${BASELINE_DIR}…`);
  await buildBaseline({ reuse: args.includes('--skip-build') });
} else log(`no baseline: ${BASELINE_DIR} is absent, so no ratio to it`);
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
/** Files a manifest entry loads with it (its file, CSS and static imports). */
const closure = (key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const dep of entry.imports ?? []) for (const f of closure(dep, seen)) files.add(f);
  return files;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const simulatorKey = Object.keys(manifest).find((k) => k.startsWith('src/sim/browser'));
const kioskInitial = closure(entryKey);
const simulatorFiles = new Set([...(simulatorKey ? closure(simulatorKey) : [])].filter((f) => !kioskInitial.has(f)));
const assets = readdirSync('dist/assets')
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`);
const totalAll = assets.reduce((n, f) => n + gz(join('dist', f)), 0);
const totalKiosk = assets.filter((f) => !simulatorFiles.has(f)).reduce((n, f) => n + gz(join('dist', f)), 0);

// 2. the bundle served as `npm start` serves it; the same server also answers /api from a simulated
// site in Node (src/sim/http.ts), so a page opened with `?apiBase=/api` starts as a real deployment
// does: no simulator and no service worker in the page
const simHttp = await importTs('src/sim/http.ts');
const siteOverHttp = {
  name: 'gatehouse:site-over-http',
  configurePreviewServer: (previewServer) => void previewServer.middlewares.use(simHttp.createSiteMiddleware()),
};
const server = await preview({ plugins: [siteOverHttp], logLevel: 'warn', preview: { port: 4180, strictPort: false, host: '127.0.0.1' } });
const base = (server.resolvedUrls?.local?.[0] ?? 'http://127.0.0.1:4180/').replace(/\/$/, '');
// the hand-written page, served alike by a second preview server
const baselineServer = BASELINE ? await serveBaseline() : null;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
/** A fresh page, CPU throttled, with the page driver and the probe, whose load waits for `firstInput` (the kiosk's language tile by default). */
const openPage = (firstInput) => openProbedPage(browser, { rate: RATE, firstInput });

/**
 * Takes a heap snapshot of the page (CDP HeapProfiler) and splits the V8 heap it shows into
 * compiled code, the simulated site's records and the rest (bench/heapSummary.mjs), in bytes, and
 * the code by whose scripts it is: `codeOf.kiosk` (the kiosk's bundle), `codeOf.simulator` (the
 * simulator's chunks), `codeOf.other` (Playwright's and the bench's injected scripts, the rest);
 * writes the snapshot to `file` too when given (DevTools' format).
 */
async function heapSnapshot(cdp, file) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const text = chunks.join('');
  if (file) {
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    writeFileSync(file, text);
  }
  const heap = parseSnapshot(text);
  const codeOf = { kiosk: 0, simulator: 0, other: 0 };
  for (const [url, bytes] of codeByScript(heap)) {
    const path = url.startsWith(base) ? url.slice(base.length + 1) : null;
    codeOf[path === null || !path.startsWith('assets/') ? 'other' : simulatorFiles.has(path) ? 'simulator' : 'kiosk'] += bytes;
  }
  return { ...summarizeHeap(heap), codeOf };
}

try {
  // 3. first interactive screen, cold (fresh profile) and warm (reload), and what it loaded, in
  // rounds: the hand-written page (its first question's input), then a real deployment's start of
  // the kiosk (site over HTTP), then the demo (simulator in the page)
  const baseline = { cold: [], warm: [], firstPass: [], secondPass: [], heap: {} };
  const real = { cold: [], warm: [] };
  const demo = { cold: [], warm: [] };
  // what a real deployment loads for its first screen is the kiosk's line; the demo's own files on top
  // (the simulator, and the kiosk's chunks it shares, e.g. classic zod's) are the demo's line
  let realFirstScreenFiles = new Set();
  let firstScreenFiles = new Set();
  /** One cold load of `url` in a fresh context and one warm (a reload): into `into`; the JS+CSS the cold one loaded by then. */
  const coldAndWarm = async (url, into, firstInput) => {
    const { context, page } = await openPage(firstInput);
    const loaded = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\//, '');
      if (/^assets\/.*\.(js|css)$/.test(path)) loaded.add(path);
    });
    await page.goto(url);
    into.cold.push(await page.evaluate(() => window.__firstInteractive));
    const files = new Set(loaded);
    await page.reload();
    into.warm.push(await page.evaluate(() => window.__firstInteractive));
    await context.close();
    return files;
  };
  if (part('first')) log(`first interactive screen: ${RUNS} round(s) of cold and warm loads at ${RATE}× CPU throttling…`);
  // round -1 is untimed: the first pages a new browser opens pay for its start-up, whichever they are
  for (let run = -1; part('first') && run < RUNS; run++) {
    const into = (measures) => (run < 0 ? { cold: [], warm: [] } : measures);
    if (BASELINE) await coldAndWarm(baselineServer.url, into(baseline), BASELINE_FIRST_INPUT);
    const realFiles = await coldAndWarm(`${base}/1?tenant=demo&apiBase=/api`, into(real));
    const demoFiles = await coldAndWarm(`${base}/1?tenant=demo`, into(demo));
    if (run === 0) [realFirstScreenFiles, firstScreenFiles] = [realFiles, demoFiles];
  }
  const firstAll = [...firstScreenFiles].reduce((n, f) => n + gz(join('dist', f)), 0);
  const firstKiosk = [...realFirstScreenFiles].reduce((n, f) => n + gz(join('dist', f)), 0);
  const firstOwn = ownCodeGzip('dist', realFirstScreenFiles);

  // 4. questionary step latency: kiosk 6, profile 12, the 24-page work-permit induction, as a real
  // deployment runs (site over HTTP: no simulator in the page answering the phone number check), in
  // --passes fresh pages
  const steps = [];
  for (let pass = 0; part('steps') && pass < PASSES; pass++) {
    log(`questionary steps at ${RATE}× CPU throttling (kiosk 6, profile 12), page ${pass + 1} of ${PASSES}…`);
    // each question answered, 50 ms to let the answer render (untimed), then a timed Next (bench/stepSession.mjs)
    const { context, page, answer, startVisit } = await openStepsPage(browser, base, { kiosk: 6, rate: RATE });
    await startVisit();
    await walkQuestionary(page, answer, { onStep: (step) => void steps.push(step.ms) });
    await context.close();
  }

  // 4b. the peer benchmark's questionnaire (../shared/bench/peer-questionnaire.json) on kiosk 9,
  // profile 13, as a real deployment runs it: its respondent's answers, 21 pages and 20 Next steps
  // timed (the last Next, to the confirmation, is not a step), then "ok", and the same respondent
  // again in the same page (the second pass: code compiled, caches warm); in --passes rounds of
  // fresh pages, each the hand-written page's (the same respondent, the same probe) and then the kiosk's
  const peerSteps = { firstPass: [], secondPass: [] };
  const pages = BASELINE ? await baselinePages() : [];
  for (let round = 0; part('peer') && round < PASSES; round++) {
    log(
      `peer questionnaire steps at ${RATE}× CPU throttling, two respondents, round ${round + 1} of ${PASSES}: ${BASELINE ? 'the hand-written page, then ' : ''}kiosk 9…`,
    );
    if (BASELINE) {
      const { firstPass, secondPass } = await measureBaselineSteps(openPage, baselineServer.url, pages);
      baseline.firstPass.push(...firstPass);
      baseline.secondPass.push(...secondPass);
    }
    const { context, page, answer, startVisit } = await openStepsPage(browser, base, { kiosk: 9, rate: RATE });
    for (const pass of ['firstPass', 'secondPass']) {
      await startVisit();
      await walkQuestionary(page, answer, { onStep: (step) => void peerSteps[pass].push(step.ms) });
      await page.evaluate(() => window.__bench.tap('[data-action="ok"]'));
    }
    await context.close();
  }

  // 5. JS heap over complete visits in one page, without reload: kiosk 6 (no on-screen keyboard) unless --heap-kiosk,
  // profile 1 (7 questions), host 8 (approves at the first poll), then "ok" back home
  const heap = {};
  const simulator = {};
  const heapParts = {};
  const visitMs = [];
  if (part('heap')) {
    log(`heap over ${VISITS} complete visits in one page at ${RATE}× CPU throttling…`);
    const { context, page, cdp } = await openPage();
    let reloads = 0;
    page.on('domcontentloaded', () => reloads++);
    await page.goto(`${base}/${HEAP_KIOSK}?tenant=demo`);
    await page.evaluate(() => window.__firstInteractive);
    for (let visit = 1; visit <= VISITS; visit++) {
      const t0 = Date.now();
      await page.evaluate(() => window.__bench.visit(1));
      visitMs.push(Date.now() - t0);
      if (reloads > 1) throw new Error(`bench: the page reloaded during visit ${visit}; the heap of one page cannot be measured`);
      if (HEAP_AT.includes(visit)) {
        await page.waitForTimeout(300);
        for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
        heap[visit] = (await cdp.send('Runtime.getHeapUsage')).usedSize;
        // what the simulated site itself keeps (it records visitors, requests and logs, up to 500 each)
        simulator[visit] = await page.evaluate(() => {
          const site = window.gatehouseSim;
          return site
            ? {
                visitors: site.visitors().length,
                requests: site.requests.length,
                jsonBytes: JSON.stringify({ visitors: site.visitors(), requests: site.requests, logs: site.logs }).length,
              }
            : null;
        });
        heapParts[visit] = await heapSnapshot(cdp, SNAPSHOT_DIR && join(SNAPSHOT_DIR, `heap-${visit}.heapsnapshot`));
        const { code, codeOf, simulator: sim, data } = heapParts[visit];
        log(
          `  heap after ${visit} visit(s): ${mb(heap[visit])} (compiled code ${mb(code)}: the kiosk's ${mb(codeOf.kiosk)}, the simulator's ${mb(codeOf.simulator)}, others ${mb(codeOf.other)}; the simulated site's records ${mb(sim)}; the rest ${mb(data)}; the site keeps ${simulator[visit]?.visitors} visitors, ${kb(simulator[visit]?.jsonBytes ?? 0)} as JSON)`,
        );
      }
    }
    await context.close();
  }
  // and the hand-written page's, on a freshly restarted form after 1 and 30 respondents (as peers.md)
  if (part('heap') && BASELINE) {
    log(`heap of the hand-written page over 30 respondents at ${RATE}× CPU throttling…`);
    baseline.heap = await measureBaselineHeap(openPage, baselineServer.url, pages);
  }

  // 6. the engine's send, in Node
  // stylesheets mean nothing in Node: widgets' CSS imports load as empty modules (as in scripts/run-ts.mjs)
  let engine = null;
  if (part('engine')) {
    log('engine send in Node…');
    const engineBench = await importTs('bench/engineSend.ts');
    // a visit that does not get through gives no number: the table says why (bench/engineSend.ts)
    engine = await engineBench.measureEngineSend().catch((error) => ({ failure: error instanceof Error ? error.message : String(error) }));
  }

  // 7. the table and the JSON
  const chromiumVersion = browser.version();
  const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 1024 ** 3).toFixed(0)} GB; Node ${process.version}; Chromium ${chromiumVersion}`;
  const heapGrowth = heap[VISITS] - heap[1];
  // what the kiosk keeps: the heap without compiled code (the JIT's, grows as functions get hot,
  // bounded by the code there is) and without the simulated site's records (demo data, not the kiosk's)
  const kioskHeap = (n) => heapParts[n].data;
  const kioskGrowth = part('heap') ? kioskHeap(VISITS) - kioskHeap(1) : NaN;
  const ms1 = (v) => `${v.toFixed(1)} ms`;
  const ms0 = (v) => `${Math.round(v)} ms`;
  const ratio = (ours, theirs) => (BASELINE ? ours / theirs : NaN);
  /** p95 within one frame of our own median. */
  const p95Row = (measure, list) => {
    const [mid, p95] = [median(list), quantile(list, 0.95)];
    return [measure, `${ms1(p95)} (median + ${(p95 - mid).toFixed(1)} ms)`, '≤ median + 16.7 ms (1 frame)', p95 <= mid + 16.7];
  };
  const peerLine = (pass, label) => {
    const [list, theirs] = [peerSteps[pass], baseline[pass]];
    return [
      ratioRow(BASELINE, `Peer questionnaire step, ${label}, median (${list.length} steps, ${PASSES} pages)`, [median(list), median(theirs)], 1.2, ms1),
      p95Row(`Peer questionnaire step, ${label}, p95`, list),
      ...(BASELINE
        ? [[`  hand-written React 19, ${label}, median / p95 (${theirs.length} steps)`, `${ms1(median(theirs))} / ${ms1(quantile(theirs, 0.95))}`, '', null]]
        : []),
    ];
  };
  const baselineBytes = BASELINE ? baselineGzip() : NaN;
  const inductionRatio = ratio(median(steps), median(baseline.firstPass));
  const rows = [
    ...(!part('first')
      ? []
      : [
          ['JS+CSS for the first screen, gzipped (real deployment)', kb(firstKiosk), '≤ 180 KB', firstKiosk <= 180 * 1024],
          [
            '  of which our own code (by the source maps)',
            `${kb(firstOwn.own)} (node_modules ${kb(firstOwn.libraries)})`,
            '≤ 40 KB',
            firstOwn.own <= 40 * 1024,
          ],
          ['  + what the demo loads on top (its simulated site)', kb(firstAll - firstKiosk), '', null],
          ['JS+CSS in total, gzipped (kiosk / with simulator)', `${kb(totalKiosk)} / ${kb(totalAll)}`, '', null],
          ...(BASELINE ? [['  hand-written React 19 page, JS+CSS gzipped', kb(baselineBytes), '', null]] : []),
          ratioRow(BASELINE, `First interactive language screen, cold (median of ${RUNS})`, [median(real.cold), median(baseline.cold)], 1.6, ms0),
          ratioRow(BASELINE, `First interactive language screen, warm (median of ${RUNS})`, [median(real.warm), median(baseline.warm)], 1.2, ms0),
          ['  the demo (simulator in the page), cold / warm', `${ms0(median(demo.cold))} / ${ms0(median(demo.warm))}`, '', null],
        ]),
    ...(!part('steps')
      ? []
      : [
          [
            `Questionary step (kiosk 6 induction), median (${steps.length} steps, ${PASSES} pages)`,
            `${ms1(median(steps))}${Number.isFinite(inductionRatio) ? ` (${inductionRatio.toFixed(2)}× the hand-written page's 1st pass, ${ms1(median(baseline.firstPass))})` : ''}`,
            'for information',
            null,
          ],
          p95Row('Questionary step (kiosk 6 induction), p95', steps),
        ]),
    ...(!part('peer') ? [] : [...peerLine('firstPass', '1st pass'), ...peerLine('secondPass', '2nd respondent')]),
    ...(!part('heap')
      ? []
      : [
          ...HEAP_AT.map((n) => [
            `JS heap after ${n} visit(s)`,
            `${(heap[n] / 1048576).toFixed(2)} MB`,
            n === VISITS ? '≤ heap after 1 + 1 MB' : '',
            n === VISITS ? heapGrowth <= 1048576 : null,
          ]),
          [`  the simulated site's own records after ${VISITS} (as JSON)`, kb(simulator[VISITS]?.jsonBytes ?? 0), '', null],
          ...HEAP_AT.map((n) => [
            `  of which compiled code (of the kiosk's scripts) / the site's records, after ${n}`,
            `${mb(heapParts[n].code)} (${mb(heapParts[n].codeOf.kiosk)}) / ${mb(heapParts[n].simulator)}`,
            '',
            null,
          ]),
          ...HEAP_AT.map((n) => [
            `JS heap without compiled code and the site's records, after ${n}`,
            mb(kioskHeap(n)),
            n === VISITS ? '≤ after 1 + 1 MB' : '',
            n === VISITS ? kioskGrowth <= 1048576 : null,
          ]),
          ...(BASELINE
            ? [['  hand-written React 19 page, heap after 1 / 30 respondents', `${mb(baseline.heap[1])} / ${mb(baseline.heap[30])}`, '', null]]
            : []),
        ]),
    ...(!engine
      ? []
      : engine.failure
        ? [['Engine send in Node', `failed: ${engine.failure}`, '≤ 20 µs median', false]]
        : [
            [
              `Engine send in Node, median (p95) over ${engine.sends} sends`,
              `${engine.medianUs.toFixed(1)} µs (${engine.p95Us.toFixed(1)} µs)`,
              '≤ 20 µs median',
              engine.medianUs <= 20,
            ],
          ]),
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => String(r[c]).length), ['Measure', 'Value', 'Budget'][c].length));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 6)).join(' | ')} |`;
  const table = [
    line(['Measure', 'Value', 'Budget', 'Within']),
    `|${[...widths, 6].map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line([r[0], r[1], r[2], r[3] === null ? '' : r[3] ? 'yes' : 'NO'])),
  ].join('\n');
  const date = new Date().toISOString();
  const loads = ({ cold, warm }) => ({ cold, warm, coldMedian: median(cold), warmMedian: median(warm) });
  const stepStats = (list) => ({ steps: list, median: median(list), p95: quantile(list, 0.95) });
  console.log(`\nGatehouse benchmark, ${date.slice(0, 10)}, CPU throttled ${RATE}× in headless Chromium\n${machine}\n\n${table}\n`);
  const result = {
    date,
    machine,
    cpuThrottling: RATE,
    bundle: {
      firstScreenGzip: {
        kiosk: firstKiosk,
        ownCode: firstOwn.own,
        nodeModules: firstOwn.libraries,
        simulator: firstAll - firstKiosk,
        files: [...realFirstScreenFiles],
        demoFiles: [...firstScreenFiles],
      },
      totalGzip: { kiosk: totalKiosk, withSimulator: totalAll },
    },
    firstInteractiveMs: { realDeployment: loads(real), demo: loads(demo) },
    questionaryStepMs: stepStats(steps),
    peerQuestionnaireStepMs: { firstPass: stepStats(peerSteps.firstPass), secondPass: stepStats(peerSteps.secondPass) },
    // the hand-written React 19 page, measured in this run (null without ../shared/bench/baseline)
    baseline: BASELINE
      ? {
          dir: BASELINE_DIR,
          gzip: baselineBytes,
          firstInteractiveMs: loads(baseline),
          peerQuestionnaireStepMs: { firstPass: stepStats(baseline.firstPass), secondPass: stepStats(baseline.secondPass) },
          heapBytes: baseline.heap,
        }
      : null,
    // ours ÷ the hand-written page's, medians of this run
    ratios: {
      firstInteractiveCold: ratio(median(real.cold), median(baseline.cold)),
      firstInteractiveWarm: ratio(median(real.warm), median(baseline.warm)),
      peerStepFirstPass: ratio(median(peerSteps.firstPass), median(baseline.firstPass)),
      peerStepSecondPass: ratio(median(peerSteps.secondPass), median(baseline.secondPass)),
      inductionStepToFirstPass: inductionRatio,
    },
    budgets: rows.filter((r) => r[3] !== null || r[2] !== '').map(([measure, value, budget, within]) => ({ measure, value, budget, within })),
    heapBytes: heap,
    heapGrowthBytes: heapGrowth,
    heapPartsBytes: heapParts,
    heapWithoutCodeAndSimulatorGrowthBytes: kioskGrowth,
    simulatorRecords: simulator,
    visitMs: { median: median(visitMs) },
    engineSend: engine,
    table,
    durationS: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`bench-results/${date.replace(/[:.]/g, '-')}.json`, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote bench-results/latest.json (${result.durationS} s in all)`);
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
  await baselineServer?.close();
}
