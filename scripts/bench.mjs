#!/usr/bin/env node
// `npm run bench`: builds the production bundle and measures, in headless Chromium with the CPU
// throttled 4× (Chrome DevTools Protocol), what DESIGN.md "Fast on weak hardware" budgets: the
// gzipped JS and CSS of the first screen and in total, the time to the first interactive
// language screen (as a real deployment starts, the site over HTTP, and in the demo), the step latency of a 24-question questionary, the JS heap over 1, 50 and 200
// visits in one page (split by a heap snapshot into compiled code, the simulated site's records and
// the rest: what the kiosk keeps), and the engine's `send` in Node. Prints a table and writes
// bench-results/latest.json. A benchmark, not a test: it asserts nothing.
//
// Options: --skip-build (reuse dist/), --runs N (page loads per measure, default 5),
//          --visits N (default 200), --rate N (CPU throttling, default 4),
//          --heap-snapshots DIR (writes DIR/heap-<visits>.heapsnapshot at each heap measure, to diff
//          in DevTools or with scripts/heap-diff.mjs), --js-flags "..." (V8 flags for Chromium, e.g.
//          "--no-opt --no-maglev --no-sparkplug" to tell compiled code from retained data),
//          --heap-kiosk N (the kiosk of the heap visits, default 6; 5 has the on-screen keyboard),
//          --passes N (the step measures walk their questionary in N fresh pages, default 3: a
//          median of 20 steps moved by 2-4 ms between runs),
//          --only LIST (some of first,steps,peer,heap,engine, comma-separated: while working on one;
//          the table then shows only those lines).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { importTs } from './importTs.mjs';
import { codeByScript, parseSnapshot, summarizeHeap } from '../bench/heapSummary.mjs';
import { watchFirstInteractive } from '../bench/stepSession.mjs';

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
/** The hand-written React 19 page of the peer benchmark (../shared/bench/peers.md): step median, 1st and 2nd pass, ms. */
const PEER_REFERENCE = { firstPass: 11.7, secondPass: 8.9 };
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

// 1. the production bundle, with a manifest to tell the simulator's chunks from the kiosk's
if (!args.includes('--skip-build')) {
  log('building the production bundle…');
  await build({ logLevel: 'warn', build: { manifest: true } });
}
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
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const driverScript = readFileSync('bench/pageDriver.js', 'utf8');

/** A page in its own context (cold: no cache, no service worker yet), CPU throttled. */
async function openPage(rate = RATE) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
  const page = await context.newPage();
  await page.addInitScript(driverScript);
  await page.addInitScript(watchFirstInteractive);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

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
  // 3. first interactive language screen, cold (fresh profile) and warm (reload), and what it loaded:
  // the demo (simulator in the page), then a real deployment's start (site over HTTP)
  const cold = [];
  const warm = [];
  const realCold = [];
  const realWarm = [];
  let firstScreenFiles = new Set();
  // what a real deployment loads for its first screen is the kiosk's line; the demo's own files on top
  // (the simulator, and the kiosk's chunks it shares, e.g. classic zod's) are the demo's line
  let realFirstScreenFiles = new Set();
  const assetsOf = (page) => {
    const loaded = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\//, '');
      if (/^assets\/.*\.(js|css)$/.test(path)) loaded.add(path);
    });
    return loaded;
  };
  if (part('first')) log(`first interactive screen: ${RUNS} cold and ${RUNS} warm loads at ${RATE}× CPU throttling…`);
  for (let run = 0; part('first') && run < RUNS; run++) {
    const { context, page } = await openPage();
    const loaded = assetsOf(page);
    await page.goto(`${base}/1?tenant=demo&apiBase=/api`);
    realCold.push(await page.evaluate(() => window.__firstInteractive));
    if (run === 0) realFirstScreenFiles = new Set(loaded);
    await page.reload();
    realWarm.push(await page.evaluate(() => window.__firstInteractive));
    await context.close();
  }
  for (let run = 0; part('first') && run < RUNS; run++) {
    const { context, page } = await openPage();
    const loaded = assetsOf(page);
    await page.goto(`${base}/1?tenant=demo`);
    cold.push(await page.evaluate(() => window.__firstInteractive));
    if (run === 0) firstScreenFiles = new Set(loaded);
    await page.reload();
    warm.push(await page.evaluate(() => window.__firstInteractive));
    await context.close();
  }
  const firstAll = [...firstScreenFiles].reduce((n, f) => n + gz(join('dist', f)), 0);
  const firstKiosk = [...realFirstScreenFiles].reduce((n, f) => n + gz(join('dist', f)), 0);

  // 4. questionary step latency: kiosk 6, profile 12, the 24-page work-permit induction, as a real
  // deployment runs (site over HTTP: no simulator in the page answering the phone number check), in
  // --passes fresh pages
  const steps = [];
  for (let pass = 0; part('steps') && pass < PASSES; pass++) {
    log(`questionary steps at ${RATE}× CPU throttling (kiosk 6, profile 12), page ${pass + 1} of ${PASSES}…`);
    const { context, page } = await openPage();
    await page.goto(`${base}/6?tenant=demo&apiBase=/api`);
    await page.evaluate(() => window.__firstInteractive);
    await page.evaluate(async () => {
      await window.__bench.tap('[data-action="language:en"]');
      await window.__bench.tap('[data-screen="profiles"] [data-action="profile:12"]');
      await window.__bench.waitFor('[data-question]');
    });
    for (let guard = 0; guard < 60; guard++) {
      const step = await page.evaluate(async () => {
        await window.__bench.answer();
        await new Promise((r) => setTimeout(r, 50)); // let the answer render, untimed
        return window.__bench.timedNext();
      });
      if (step.screen !== 'questionary') break;
      steps.push(step.ms);
      await page.evaluate(() => window.__bench.waitFor('[data-question]'));
    }
    await context.close();
  }

  // 4b. the peer benchmark's questionnaire (../shared/bench/peer-questionnaire.json) on kiosk 9,
  // profile 13, as a real deployment runs it: its respondent's answers, 21 pages and 20 Next steps
  // timed (the last Next, to the confirmation, is not a step), then "ok", and the same respondent
  // again in the same page (the second pass: code compiled, caches warm); in --passes fresh pages
  const peerSteps = { firstPass: [], secondPass: [] };
  for (let round = 0; part('peer') && round < PASSES; round++) {
    log(`peer questionnaire steps at ${RATE}× CPU throttling (kiosk 9, profile 13), two respondents, page ${round + 1} of ${PASSES}…`);
    const { context, page } = await openPage();
    await page.goto(`${base}/9?tenant=demo&apiBase=/api`);
    await page.evaluate(() => window.__firstInteractive);
    for (const pass of ['firstPass', 'secondPass']) {
      await page.evaluate(async () => {
        await window.__bench.tap('[data-screen="language"] [data-action="language:en"]');
        await window.__bench.tap('[data-screen="profiles"] [data-action="profile:13"]');
        await window.__bench.waitFor('[data-question]');
      });
      for (let guard = 0; guard < 30; guard++) {
        const step = await page.evaluate(async () => {
          await window.__bench.answerPeer();
          await new Promise((r) => setTimeout(r, 50)); // let the answer render, untimed
          return window.__bench.timedNext();
        });
        if (step.screen !== 'questionary') break;
        peerSteps[pass].push(step.ms);
        await page.evaluate(() => window.__bench.waitFor('[data-question]'));
      }
      await page.evaluate(async () => {
        await window.__bench.tap('[data-action="ok"]');
      });
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
  const peerLine = (pass, label) => {
    const list = peerSteps[pass];
    return [
      [`Peer questionnaire step, ${label}, median (${list.length} steps, ${PASSES} pages)`, `${median(list).toFixed(1)} ms`, '≤ 12 ms', median(list) <= 12],
      [`Peer questionnaire step, ${label}, p95`, `${quantile(list, 0.95).toFixed(1)} ms`, '≤ 33 ms (2 frames)', quantile(list, 0.95) <= 33],
      [`  hand-written React 19 (peers.md), ${label}, median`, `${PEER_REFERENCE[pass].toFixed(1)} ms`, '', null],
    ];
  };
  const rows = [
    ...(!part('first')
      ? []
      : [
          ['JS+CSS for the first screen, gzipped (real deployment)', kb(firstKiosk), '≤ 100 KB', firstKiosk <= 100 * 1024],
          ['  + what the demo loads on top (its simulated site)', kb(firstAll - firstKiosk), '', null],
          ['JS+CSS in total, gzipped (kiosk / with simulator)', `${kb(totalKiosk)} / ${kb(totalAll)}`, '', null],
          [
            `First interactive language screen, cold (median of ${RUNS})`,
            `${Math.round(median(realCold))} ms`,
            '≤ 504 ms (1.2 × 420)',
            median(realCold) <= 504,
          ],
          [`First interactive language screen, warm (median of ${RUNS})`, `${Math.round(median(realWarm))} ms`, '≤ 504 ms', median(realWarm) <= 504],
          ['  the demo (simulator in the page), cold / warm', `${Math.round(median(cold))} ms / ${Math.round(median(warm))} ms`, '', null],
        ]),
    ...(!part('steps')
      ? []
      : [
          [
            `Questionary step (kiosk 6 induction), median (${steps.length} steps, ${PASSES} pages)`,
            `${median(steps).toFixed(1)} ms`,
            '≤ 12 ms',
            median(steps) <= 12,
          ],
          ['Questionary step (kiosk 6 induction), p95', `${quantile(steps, 0.95).toFixed(1)} ms`, '≤ 33 ms (2 frames)', quantile(steps, 0.95) <= 33],
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
  console.log(`\nGatehouse benchmark, ${date.slice(0, 10)}, CPU throttled ${RATE}× in headless Chromium\n${machine}\n\n${table}\n`);
  const result = {
    date,
    machine,
    cpuThrottling: RATE,
    bundle: {
      firstScreenGzip: { kiosk: firstKiosk, simulator: firstAll - firstKiosk, files: [...realFirstScreenFiles], demoFiles: [...firstScreenFiles] },
      totalGzip: { kiosk: totalKiosk, withSimulator: totalAll },
    },
    firstInteractiveMs: {
      realDeployment: { cold: realCold, warm: realWarm, coldMedian: median(realCold), warmMedian: median(realWarm) },
      demo: { cold, warm, coldMedian: median(cold), warmMedian: median(warm) },
    },
    questionaryStepMs: { steps, median: median(steps), p95: quantile(steps, 0.95) },
    peerQuestionnaireStepMs: Object.fromEntries(
      Object.entries(peerSteps).map(([pass, list]) => [
        pass,
        { steps: list, median: median(list), p95: quantile(list, 0.95), reference: PEER_REFERENCE[pass] },
      ]),
    ),
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
}
