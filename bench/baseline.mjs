// The hand-written React 19 page of ../shared/bench/baseline (the reference of
// ../shared/bench/peers.md), which `npm run bench` runs in the same run as the kiosk, alternating
// with it, measured by the same probe (bench/stepSession.mjs `installProbe`) and answered as the
// kiosk's peer respondent answers (../shared/bench/peer-questionnaire.json): so every step and load
// figure of the kiosk is a ratio to it, measured side by side. Its files stay where they are: this
// builds them with Vite (`buildBaseline`), serves the build (`serveBaseline`), measures it in a
// page of the bench (`measureBaselineSteps`, `measureBaselineHeap`; its loads are the bench's own,
// as the kiosk's) and writes a ratio's row of the table (`ratioRow`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The hand-written page's sources, beside the repository (any worktree of it). */
export const BASELINE_DIR = resolve(REPO, '../shared/bench/baseline');
const QUESTIONNAIRE = resolve(BASELINE_DIR, '../peer-questionnaire.json');
const OUT_DIR = resolve(REPO, 'dist-baseline');
/** What the probe's load waits for on the hand-written page: its first question's input. */
export const BASELINE_FIRST_INPUT = '#firstName';

/** True when the hand-written page and its questionnaire are there to be measured. */
export const baselinePresent = () => existsSync(join(BASELINE_DIR, 'index.html')) && existsSync(QUESTIONNAIRE);

/**
 * Builds the page into dist-baseline/ as peers.md did (Vite, `@vitejs/plugin-react`, `base: './'`),
 * unless `reuse` and a build is there. Its folder has no node_modules and no Vite config: React is
 * resolved from the project's node_modules (react and react-dom 19.3.1), one copy of each.
 */
export async function buildBaseline({ reuse = false } = {}) {
  if (reuse && existsSync(join(OUT_DIR, 'index.html'))) return;
  const nodeModules = join(REPO, 'node_modules');
  await build({
    root: BASELINE_DIR,
    base: './',
    configFile: false,
    logLevel: 'warn',
    cacheDir: join(nodeModules, '.vite-baseline'),
    plugins: [react()],
    resolve: { alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${nodeModules}/$1$2` }], dedupe: ['react', 'react-dom'] },
    build: { outDir: OUT_DIR, emptyOutDir: true },
  });
}

/** The built page's JS and CSS, gzip -9, in bytes (as peers.md counts). */
export const baselineGzip = () =>
  readdirSync(join(OUT_DIR, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .reduce((n, f) => n + gzipSync(readFileSync(join(OUT_DIR, 'assets', f)), { level: 9 }).length, 0);

/**
 * Serves the build at /baseline/ of a second Vite preview server, the same server as the kiosk's
 * (ETag revalidation, compression), so that cold and warm loads are served alike.
 * @returns `{ url, close }`: the page's address and what stops the server
 */
export async function serveBaseline() {
  const server = await preview({
    root: REPO,
    configFile: false,
    base: '/baseline/',
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { port: 4280, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local?.[0] ?? 'http://127.0.0.1:4280/baseline/';
  return { url, close: () => new Promise((done) => server.httpServer.close(done)) };
}

/**
 * The pages of one respondent, in order: the page's questions (its questions.js; `carModel` only
 * after `hasCar` = yes) with the peer respondent's answers, `[{ name, value }]`.
 */
export async function baselinePages() {
  const { questions } = await import(pathToFileURL(join(BASELINE_DIR, 'questions.js')).href);
  const given = Object.fromEntries(JSON.parse(readFileSync(QUESTIONNAIRE, 'utf8')).answers.map((a) => [a.name, a.value]));
  return questions
    .filter((q) => !q.visibleIf || String(given[q.visibleIf[0]]).toLowerCase() === q.visibleIf[1])
    .map((q) => ({ name: q.name, value: given[q.name] }));
}

/**
 * Walks one respondent through the hand-written page open in `page` (after its first input is
 * there): answers each page, waits 50 ms (untimed, as the kiosk's walk does), and times each Next
 * to the next page's input with the probe; the last Next (Complete) is not a step. Ends on the
 * restart button.
 * @returns the steps' `ms`
 */
async function walkBaseline(page, pages) {
  const steps = [];
  for (const [i, { name, value }] of pages.entries()) {
    const step = await page.evaluate(
      async ({ name, value, nextName }) => {
        await window.__bench.answerBaseline(name, value);
        await new Promise((r) => setTimeout(r, 50));
        if (nextName) return window.__bench.timedNextBaseline(nextName);
        document.getElementById('next').click();
        await window.__bench.waitFor('#bench-restart');
        return null;
      },
      { name, value, nextName: pages[i + 1]?.name },
    );
    if (step) steps.push(step.ms);
  }
  return steps;
}

/**
 * The peer respondent's steps on a fresh hand-written page at `url` (`openPage(firstInput)` of the
 * bench: a fresh context, the page driver and the probe, CPU throttled), twice: the first pass and,
 * after its restart button, the second respondent.
 * @returns `{ firstPass, secondPass }`, the steps' ms
 */
export async function measureBaselineSteps(openPage, url, pages) {
  const { context, page } = await openPage(BASELINE_FIRST_INPUT);
  try {
    await page.goto(url);
    await page.evaluate(() => window.__firstInteractive);
    const firstPass = await walkBaseline(page, pages);
    await page.evaluate(() => window.__bench.tap('#bench-restart'));
    return { firstPass, secondPass: await walkBaseline(page, pages) };
  } finally {
    await context.close();
  }
}

/**
 * The used JS heap (bytes, after forced GCs) of a fresh hand-written page at `url` on a freshly
 * restarted form after each of `at` respondents (as peers.md: after the 1st and the 30th), the
 * respondents untimed.
 */
export async function measureBaselineHeap(openPage, url, pages, at = [1, 30]) {
  const { context, page, cdp } = await openPage(BASELINE_FIRST_INPUT);
  const heap = {};
  try {
    await page.goto(url);
    await page.evaluate(() => window.__firstInteractive);
    for (let n = 1; n <= Math.max(...at); n++) {
      await page.evaluate((p) => window.__bench.respondBaseline(p), pages);
      await page.evaluate(async (first) => {
        await window.__bench.tap('#bench-restart');
        await window.__bench.waitFor(first);
      }, BASELINE_FIRST_INPUT);
      if (!at.includes(n)) continue;
      await page.waitForTimeout(300);
      for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
      heap[n] = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    }
    return heap;
  } finally {
    await context.close();
  }
}

/**
 * A row of the bench's table for a budget that is a ratio to the hand-written page: `[measure,
 * "1.26× (17.3 ms vs 13.7 ms)", "≤ 1.2× the hand-written page", within]`, both values beside the
 * ratio (ours first); without the page (`present` false), our value, "no baseline" and no verdict.
 */
export const ratioRow = (present, measure, [ours, theirs], limit, format) =>
  present
    ? [measure, `${(ours / theirs).toFixed(2)}× (${format(ours)} vs ${format(theirs)})`, `≤ ${limit}× the hand-written page`, ours / theirs <= limit]
    : [measure, `${format(ours)}, no baseline`, `≤ ${limit}× the hand-written page`, null];
