import type { Locator, Page, Request } from '@playwright/test';
import type { Site } from '../src/sim/site.ts';
import { createVisit, scenarioOf, type ReachTarget, type Visit, type VisitOptions } from '../tests/golden/reach.ts';
import { type FixtureDriver, scenarioUrl } from '../tests/golden/schema.ts';

/**
 * Golden-path fixtures in Chromium: a FixtureDriver over a Playwright page, and a way to open the
 * kiosk where a fixture starts and replay it to the screen a spec is about (tests/golden/reach.ts).
 */

const LANDSCAPE = { width: 1280, height: 1024 };
const PORTRAIT = { width: 1080, height: 1920 };
/** A screen in Chromium against the production build may take longer than in jsdom. */
const SCREEN_TIMEOUT_MS = 10_000;
/** waitForQuiet gives up after this long (ms): a page that draws no frames must not hang a test. */
const QUIET_WAIT_LIMIT_MS = 5000;
/** How long (ms) `advanceClock` waits for an answer on its way before it fails: the simulated site answers in ms. */
const ANSWER_WAIT_LIMIT_MS = 15_000;
/** When the kiosk's time starts in a page with the clock (the golden paths' day). */
const CLOCK_START = Date.parse('2026-11-22T09:00:00Z');
/** How far before CLOCK_START the clock is installed, to be paused at CLOCK_START: room for the two calls, which see no page yet. */
const CLOCK_INSTALL_LEAD_MS = 60_000;

const css = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * Drives the page as a visitor does, through `data-screen` and `data-action`. `advance` moves
 * Playwright's clock (installed by `openWithClock`). With `name`, every expected screen is drawn at
 * 1280×1024 and `audit` is told about it (where: `<name>/<nn-screen>@<size>`); when `audit` says the
 * page is one not audited before (true), or with `screenshots`, the same screen is drawn at
 * 1080×1920 and told about too. `screenshots` saves each under test-results/screens/<name>/ and
 * test-results/screens-portrait/<name>/.
 */
export function createPageDriver(
  page: Page,
  options: { name?: string; screenshots?: boolean; audit?: (where: string) => Promise<boolean> } = {},
): FixtureDriver {
  const folder = options.name;
  const audit = options.audit;
  return {
    async waitForScreen(id, timeoutMs) {
      await page
        .locator(`[data-screen="${css(id)}"]`)
        .first()
        .waitFor({ state: 'visible', timeout: timeoutMs });
    },
    async currentScreen() {
      return page.locator('[data-screen]').first().getAttribute('data-screen', { timeout: 1000 });
    },
    showsText: (text, timeoutMs) =>
      page
        .getByText(text, { exact: false })
        .first()
        .waitFor({ state: 'attached', timeout: timeoutMs })
        .then(
          () => true,
          () => false,
        ),
    async tap(action, taps = 1) {
      await waitForQuiet(page);
      // a double tap: the clicks follow each other at once; the tap guard holds all but the first
      await page
        .locator(`[data-action="${css(action)}"]`)
        .first()
        .click({ timeout: 5000, clickCount: taps });
    },
    async fill(action, value) {
      await page
        .locator(`[data-action="${css(action)}"]`)
        .first()
        .fill(value, { timeout: 5000 });
    },
    async valueOf(action) {
      return page
        .locator(`[data-action="${css(action)}"]`)
        .first()
        .inputValue({ timeout: 5000 });
    },
    advance: (ms) => advanceClock(page, ms, ms >= 20_000 ? 1000 : 250),
    onScreen:
      folder === undefined
        ? undefined
        : async (id, index) => {
            const file = `${String(index).padStart(2, '0')}-${id.replace(/[^\w-]/g, '_')}`;
            await whenDrawn(page);
            if (options.screenshots) await page.screenshot({ path: `test-results/screens/${folder}/${file}.png` });
            const fresh = (await audit?.(`${folder}/${file}@1280x1024`)) ?? false;
            // a page drawn as one audited before is the same page on a portrait kiosk too
            if (!fresh && !options.screenshots) return;
            await page.setViewportSize(PORTRAIT);
            await whenDrawn(page);
            if (options.screenshots) await page.screenshot({ path: `test-results/screens-portrait/${folder}/${file}.png` });
            await audit?.(`${folder}/${file}@1080x1920`);
            await page.setViewportSize(LANDSCAPE);
          },
  };
}

/**
 * Waits until the kiosk counts taps again: after a tap that moves on, it ignores input until the next
 * screen or question has settled (src/app/tapGuard.ts), and a script taps faster than any visitor.
 * The signal is the guard's own `window.gatehouseTapQuietUntil`, read on every frame the page draws.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  // The guard reads the animation timeline (Playwright's clock does not pause it), and the timeline
  // moves only when a frame is drawn: on a loaded machine, real time may pass the quiet time while
  // the guard's clock has not, and a tap then is ignored. So wait until the page's timeline has passed it.
  await page
    .waitForFunction(() => Number(window.gatehouseTapQuietUntil ?? 0) <= Number(document.timeline.currentTime ?? 0), undefined, {
      polling: 'raf',
      timeout: QUIET_WAIT_LIMIT_MS,
    })
    .catch((error: unknown) => {
      // a page that draws no frames: the tap goes ahead, as a visitor's would
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
}

/**
 * Waits until the page is drawn as it stands: its fonts and images loaded (or failed) and a frame
 * drawn since the call (after a tap, a new screen or a viewport change); with `frames`, that many
 * such frames one after the other (an image's error handler, were there one, has run by the second).
 * What a screenshot, an audit or a look for what must not happen waits for. Frames are read on the
 * document's animation timeline, which Playwright's clock does not pause.
 *
 * @example
 * await page.setViewportSize({ width: 1080, height: 1920 });
 * await whenDrawn(page);
 */
export async function whenDrawn(page: Page, options: { frames?: number } = {}): Promise<void> {
  for (let frame = 0; frame < (options.frames ?? 1); frame++) {
    const since = await page.evaluate(() => Number(document.timeline.currentTime ?? 0));
    await page.waitForFunction(
      (since) =>
        Number(document.timeline.currentTime ?? 0) > since && document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete),
      since,
      { polling: 'raf', timeout: SCREEN_TIMEOUT_MS },
    );
  }
}

/**
 * Waits until the page's animation timeline (the clock the tap guard reads, src/app/tapGuard.ts) has
 * moved `ms` on: how a test spaces two taps as a hand does, on the page's own time.
 *
 * @example
 * await page.mouse.click(x, y);
 * await timelinePasses(page, 250);
 * await page.mouse.click(x, y);
 */
export async function timelinePasses(page: Page, ms: number): Promise<void> {
  const since = await page.evaluate(() => Number(document.timeline.currentTime ?? 0));
  await page.waitForFunction(([since, ms]) => Number(document.timeline.currentTime ?? 0) >= since + ms, [since, ms] as const, {
    polling: 'raf',
    timeout: SCREEN_TIMEOUT_MS + ms,
  });
}

/**
 * Clicks `target` once the kiosk counts taps again (waitForQuiet): what a spec's own taps use.
 *
 * @example
 * await clickWhenQuiet(page, page.locator('[data-action="next"]'));
 */
export async function clickWhenQuiet(page: Page, target: Locator): Promise<void> {
  await waitForQuiet(page);
  await target.click();
}

/**
 * Opens `url` with Playwright's clock installed and paused before the page loads: status checks,
 * polls, idle timeouts and redirects run only when the test advances the clock (`advanceClock`).
 */
export async function openWithClock(page: Page, url: string): Promise<void> {
  // installed a minute early and paused at the start: the clock runs only between these two calls,
  // on a blank page, so the pause is never in the past however loaded the machine
  await page.clock.install({ time: CLOCK_START - CLOCK_INSTALL_LEAD_MS });
  await page.clock.pauseAt(CLOCK_START);
  trackAnswers(page);
  await countCallsOnTheirWay(page);
  await page.goto(url);
  await page.locator('[data-screen]').first().waitFor({ timeout: 15_000 });
}

/** The requests of each page that have no answer yet (`trackAnswers`). */
const onTheirWay = new WeakMap<Page, Set<Request>>();

/** Keeps, from now on, the requests of `page` that have no answer yet (for `answersLanded`). */
function trackAnswers(page: Page): Set<Request> {
  const known = onTheirWay.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  page.on('request', (request) => void pending.add(request));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  onTheirWay.set(page, pending);
  return pending;
}

declare global {
  interface Window {
    /** How many of the page's `fetch` calls have no answer yet (`countCallsOnTheirWay`). */
    gatehouseCallsOnTheirWay?: number;
  }
}

/**
 * Counts, in every document the page opens, the `fetch` calls that have no answer yet: the kiosk's
 * calls (axios's fetch adapter, src/api/client.ts) are counted the moment they are made, in the page,
 * before Playwright hears of the request and before the simulated site holds one (a fault's delay).
 */
async function countCallsOnTheirWay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fetch = window.fetch;
    const count = (by: number) => {
      window.gatehouseCallsOnTheirWay = (window.gatehouseCallsOnTheirWay ?? 0) + by;
    };
    window.gatehouseCallsOnTheirWay = 0;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      count(1);
      const answer = fetch(...args);
      answer.then(
        () => count(-1),
        () => count(-1),
      );
      return answer;
    };
  });
}

/** Resolves at the next answer the page gets (a request finished or failed); fails after `limitMs`. */
function nextAnswer(page: Page, pending: ReadonlySet<Request>, limitMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(limit);
      page.off('requestfinished', answered);
      page.off('requestfailed', answered);
    };
    const answered = () => {
      stop();
      resolve();
    };
    const limit = setTimeout(() => {
      stop();
      reject(new Error(`no answer within ${limitMs} ms to ${[...pending].map((request) => request.url()).join(', ')}`));
    }, limitMs);
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
  });
}

/**
 * Waits until every call of the kiosk has its answer, but those a fault's delay holds on the paused
 * clock (src/sim/faults.ts `hold`), read in the page on every frame: a call is counted from the moment
 * it is made (`countCallsOnTheirWay`), so one the site is about to hold is waited for until it holds
 * it, and one Playwright has not heard of yet is waited for too. False when the page is on its way to
 * another document (a reload), which holds nothing.
 */
async function callsAnsweredOrHeld(page: Page, pending: ReadonlySet<Request>): Promise<boolean> {
  return page
    .waitForFunction(
      () => Number(window.gatehouseCallsOnTheirWay ?? 0) <= Number((window as unknown as { gatehouseSim?: Site }).gatehouseSim?.faults.held() ?? 0),
      undefined,
      { polling: 'raf', timeout: ANSWER_WAIT_LIMIT_MS },
    )
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new Error(`no answer within ${ANSWER_WAIT_LIMIT_MS} ms to ${[...pending].map((request) => request.url()).join(', ')}`);
        return false;
      },
    );
}

/**
 * Waits until every request of the page has its answer, but the kiosk's calls a fault of the
 * simulated site delays: that delay runs on the page's clock, which only the test moves
 * (src/sim/faults.ts `hold`). The calls are counted in the page (`callsAnsweredOrHeld`); the rest
 * (code, fonts, images, a document) by Playwright's events.
 */
async function answersLanded(page: Page): Promise<void> {
  const pending = trackAnswers(page);
  for (;;) {
    const inPage = await callsAnsweredOrHeld(page, pending);
    const rest = [...pending].filter((request) => request.resourceType() !== 'fetch');
    // a call may follow an answer of the rest that landed meanwhile (a chunk of code): counted again
    if (rest.length === 0 && inPage && (await callsAnsweredOrHeld(page, pending))) return;
    // on its way to another document: what the old one asked fails, the new one's answers land
    if (pending.size === 0) return;
    await nextAnswer(page, pending, ANSWER_WAIT_LIMIT_MS);
  }
}

/**
 * Lets the kiosk's time (Playwright's clock) pass in steps of `step` ms; before each step and after
 * the last, waits until the answers to what was asked have landed (the service worker answers in
 * real time), so polls and their answers interleave as on a kiosk, however loaded the machine.
 */
export async function advanceClock(page: Page, ms: number, step = 1000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    await answersLanded(page);
    await page.clock.runFor(Math.min(step, left));
  }
  await answersLanded(page);
}

/** A kiosk page opened where a fixture starts. */
export interface FixturePage {
  readonly driver: FixtureDriver;
  /** Replays the fixture from its first step as far as `target` (tests/golden/reach.ts). */
  reach(target: ReachTarget, options?: VisitOptions): Promise<Visit>;
  /** The same replay, step by step. */
  visit(options?: VisitOptions): Visit;
}

/**
 * Opens the kiosk at the scenario of fixture `name` (tests/fixtures/<name>.fixture.json), with
 * `query` after the tenant (`simCrash=profiles`, `kioskLabel=gate-a`); `clock` pauses time as
 * `openWithClock` does (the fixture's `advance` steps need it).
 *
 * @example
 * const kiosk = await openFixture(page, 'approved-realtime', { query: 'simCrash=profiles', clock: true });
 * await kiosk.reach({ leaving: 'language' });
 */
export async function openFixture(page: Page, name: string, options: { query?: string; clock?: boolean } = {}): Promise<FixturePage> {
  const url = scenarioUrl(scenarioOf(name), options.query);
  if (options.clock) await openWithClock(page, url);
  else await page.goto(url);
  const driver = createPageDriver(page);
  const visit = (visitOptions: VisitOptions = {}) => createVisit(name, driver, { screenTimeoutMs: SCREEN_TIMEOUT_MS, ...visitOptions });
  return {
    driver,
    visit,
    async reach(target, visitOptions) {
      const started = visit(visitOptions);
      await started.to(target);
      return started;
    },
  };
}
