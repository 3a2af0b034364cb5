import type { Locator, Page } from '@playwright/test';
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

const css = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * Drives the page as a visitor does, through `data-screen` and `data-action`. `advance` moves
 * Playwright's clock (installed by `openWithClock`); with `screenshots`, every expected screen is saved
 * under test-results/screens/<screenshots>/ (1280×1024) and test-results/screens-portrait/ (1080×1920),
 * and `audit` is told about each (where: `<screenshots>/<nn-screen>@<size>`).
 */
export function createPageDriver(page: Page, options: { screenshots?: string; audit?: (where: string) => Promise<void> } = {}): FixtureDriver {
  const folder = options.screenshots;
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
            await page.waitForTimeout(50);
            await page.screenshot({ path: `test-results/screens/${folder}/${file}.png` });
            await audit?.(`${folder}/${file}@1280x1024`);
            // the same screen on a portrait kiosk
            await page.setViewportSize(PORTRAIT);
            await page.waitForTimeout(50);
            await page.screenshot({ path: `test-results/screens-portrait/${folder}/${file}.png` });
            await audit?.(`${folder}/${file}@1080x1920`);
            await page.setViewportSize(LANDSCAPE);
          },
  };
}

/**
 * Waits (real time) until the kiosk counts taps again: after a tap that moves on, it ignores input
 * until the next screen or question has settled (src/app/tapGuard.ts), and a script taps faster
 * than any visitor.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  // The guard reads the animation timeline (Playwright's clock does not pause it), and the timeline
  // moves only when a frame is drawn: on a loaded machine, real time may pass the quiet time while
  // the guard's clock has not, and a tap then is ignored. So wait until the page's timeline has passed it.
  for (let waited = 0; waited < QUIET_WAIT_LIMIT_MS; ) {
    const left = await page.evaluate(() => Number(window.gatehouseTapQuietUntil ?? 0) - Number(document.timeline.currentTime ?? 0));
    if (left <= 0) return;
    const pause = Math.ceil(left) + 5;
    await page.waitForTimeout(pause);
    waited += pause;
  }
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
 * Opens `url` with Playwright's clock installed, then pauses time once a screen shows: from then
 * on status checks, polls, idle timeouts and redirects run only when the test advances the clock.
 */
export async function openWithClock(page: Page, url: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
  await page.goto(url);
  await page.locator('[data-screen]').first().waitFor({ timeout: 15_000 });
  // The page's time runs until paused; on a loaded machine more than the margin may pass between
  // reading it and pausing ("Cannot fast-forward to the past"), so read it again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

/** Lets the kiosk's time (Playwright's clock) pass in steps, with real time between them for the service worker to answer. */
export async function advanceClock(page: Page, ms: number, step = 1000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    await page.clock.runFor(Math.min(step, left));
    await page.waitForTimeout(5);
  }
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
