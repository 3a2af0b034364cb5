// What bench/profileSteps.mjs and bench/traceSteps.mjs share: the built kiosk served as `npm run bench`
// serves it (the simulated site over HTTP beside the preview server), headless Chromium, and a page
// at the kiosk's size, CPU throttled, on the first question of the peer questionnaire (kiosk 9) or
// the induction (kiosk 6).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { importTs } from '../scripts/importTs.mjs';

/** What the kiosk's first interactive screen shows first: a language tile. */
export const KIOSK_FIRST_INPUT = '[data-screen="language"] [data-action^="language:"]';

/**
 * The one probe of `npm run bench`, the same for the kiosk and the hand-written page of
 * ../shared/bench/baseline (and the one peers.md measured with): a page's init script
 * (`page.addInitScript(installProbe, firstInput)`), so it runs before any page script. An element is
 * *ready* when it is in the DOM, enabled, visible (`checkVisibility()`) and has a non-empty box; a
 * MutationObserver checks on every change of the DOM and a requestAnimationFrame loop on every frame.
 * - `window.__firstInteractive` resolves with the load: `performance.now()` (ms from navigation
 *   start) at the frame that shows the first element matching `firstInput` ready.
 * - `window.__probe.step(target)` arms a step and returns its promise: the next `click` event (a
 *   window capture listener, the first to see it) starts it; it resolves `{ ms, domMs }` once
 *   `target()` returns a ready element: `domMs` when a mutation or a frame first finds it, `ms` at the
 *   start of the frame that shows it (the same as `domMs` when a frame found it). Rejects after 10 s.
 */
export function installProbe(firstInput) {
  const ready = (el) => {
    if (!el?.isConnected || el.disabled || !el.checkVisibility()) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  /** Calls `done(domAt, frameAt)` (performance.now()) once `target()` gives a ready element. */
  const watch = (target, done) => {
    let found = false;
    const check = (inFrame) => {
      if (found || !ready(target())) return;
      found = true;
      observer.disconnect();
      const at = performance.now();
      if (inFrame) done(at, at);
      else requestAnimationFrame(() => done(at, performance.now()));
    };
    const observer = new MutationObserver(() => check(false));
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      check(true);
      if (!found) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return () => {
      found = true;
      observer.disconnect();
    };
  };
  window.__firstInteractive = new Promise((resolve) =>
    watch(
      () => document.querySelector(firstInput),
      (_, frameAt) => resolve(frameAt),
    ),
  );
  let armed = null;
  addEventListener(
    'click',
    () => {
      if (!armed) return;
      const { target, resolve, reject } = armed;
      armed = null;
      const t0 = performance.now();
      const stop = watch(target, (domAt, frameAt) => {
        clearTimeout(timer);
        resolve({ ms: frameAt - t0, domMs: domAt - t0 });
      });
      const timer = setTimeout(() => {
        stop();
        reject(new Error('bench: the next input was not ready within 10 s of the click'));
      }, 10000);
    },
    true,
  );
  window.__probe = {
    ready,
    step: (target) =>
      new Promise((resolve, reject) => {
        armed = { target, resolve, reject };
      }),
  };
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
 * A page at 1280×1024 in a context of its own (cold: no cache, no service worker yet) with the
 * bench's page driver and probe (whose load waits for `firstInput`: the kiosk's language tile unless
 * given), `rate`× CPU throttling.
 * @returns `{ context, page, cdp }`
 */
export async function openProbedPage(browser, { rate, firstInput = KIOSK_FIRST_INPUT }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
  const page = await context.newPage();
  await page.addInitScript(readFileSync('bench/pageDriver.js', 'utf8'));
  await page.addInitScript(installProbe, firstInput);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/**
 * A page of `openProbedPage` on `kiosk`'s language screen (kiosk 9: profile 13, the peer
 * respondent's answers; kiosk 6: profile 12, typed answers).
 * `startVisit()` taps the language and the profile and waits for the first question.
 */
export async function openStepsPage(browser, base, { kiosk, rate }) {
  const { context, page, cdp } = await openProbedPage(browser, { rate });
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
