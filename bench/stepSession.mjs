// What bench/profileSteps.mjs and bench/traceSteps.mjs share: the built kiosk served as `npm run bench`
// serves it (the simulated site over HTTP beside the preview server), headless Chromium, and a page
// at the kiosk's size, CPU throttled, on the first question of the peer questionnaire (kiosk 9) or
// the induction (kiosk 6).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { importTs } from '../scripts/importTs.mjs';

/**
 * A page's init script (`page.addInitScript(watchFirstInteractive)`): `window.__firstInteractive`
 * resolves with `performance.now()` (ms) at the frame after the first language tile is in the DOM,
 * the first interactive screen of `npm run bench` and bench/coldStart.mjs.
 */
export function watchFirstInteractive() {
  window.__firstInteractive = new Promise((resolve) => {
    const ready = () => document.querySelector('[data-screen="language"] [data-action^="language:"]');
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Builds the kiosk into `outDir` (unless `skipBuild`; `minify: false` keeps function names,
 * `sourcemap: true` writes the maps a profile is attributed with), serves it and opens Chromium,
 * or uses `browser` when given (two builds compared in one browser: a second Chromium, idle, slowed
 * the pages of the other by ~0.8 ms a step on this 2-core machine).
 * @returns `{ base, browser, close }`: the served origin, the browser, and what stops both (the
 * server alone when the browser was given)
 */
export async function serveKiosk({ outDir, port, skipBuild = false, minify = true, sourcemap = false, browser: given = null }) {
  if (!skipBuild) await build({ logLevel: 'warn', build: { outDir, minify, sourcemap } });
  const simHttp = await importTs('src/sim/http.ts');
  const server = await preview({
    plugins: [{ name: 'site-over-http', configurePreviewServer: (s) => void s.middlewares.use(simHttp.createSiteMiddleware()) }],
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: false, host: '127.0.0.1' },
  });
  const base = (server.resolvedUrls?.local?.[0] ?? `http://127.0.0.1:${port}/`).replace(/\/$/, '');
  const browser =
    given ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }));
  const close = async () => {
    if (!given) await browser.close();
    await new Promise((done) => server.httpServer.close(done));
  };
  return { base, browser, close };
}

/**
 * A page at 1280×1024 with the bench's page driver, `rate`× CPU throttling, on `kiosk`'s language
 * screen (kiosk 9: profile 13, the peer respondent's answers; kiosk 6: profile 12, typed answers).
 * `startVisit()` taps the language and the profile and waits for the first question.
 */
export async function openStepsPage(browser, base, { kiosk, rate }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
  const page = await context.newPage();
  await page.addInitScript(readFileSync('bench/pageDriver.js', 'utf8'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/${kiosk}?tenant=demo&apiBase=/api`);
  const profile = kiosk === 9 ? 13 : 12;
  const answer = kiosk === 9 ? 'answerPeer' : 'answer';
  const startVisit = () =>
    page.evaluate(async (id) => {
      await window.__bench.tap('[data-screen="language"] [data-action="language:en"]');
      await window.__bench.tap(`[data-screen="profiles"] [data-action="profile:${id}"]`);
      await window.__bench.waitFor('[data-question]');
    }, profile);
  return { context, page, cdp, answer, startVisit };
}

/**
 * Walks one respondent through the questionary of a page from `openStepsPage`, after its
 * `startVisit()`: answers each question as the bench's respondent does (`answer`: the page
 * driver's function), waits 50 ms, and taps Next through `next(page)`, which returns the page
 * driver's step `{ ms, domMs, from, screen }` (by default an untouched `timedNext()`). `onStep`
 * gets each step that stayed in the questionary; the Next that leaves it ends the walk.
 */
export async function walkQuestionary(page, answer, { next = (p) => p.evaluate(() => window.__bench.timedNext()), onStep }) {
  for (let guard = 0; guard < 40; guard++) {
    await page.evaluate(async (name) => {
      await window.__bench[name]();
      await new Promise((r) => setTimeout(r, 50));
    }, answer);
    const step = await next(page);
    if (step.screen !== 'questionary') return;
    await onStep(step);
    await page.evaluate(() => window.__bench.waitFor('[data-question]'));
  }
}
