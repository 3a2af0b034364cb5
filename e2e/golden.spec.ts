import { readdirSync, readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { Fixture, runFixture, type FixtureDriver } from '../tests/golden/schema.ts';

/**
 * The golden-path fixtures of tests/fixtures, again, in real Chromium against the production
 * build on the simulated site. Time is Playwright's clock, paused once the kiosk is up, so polls,
 * end screens and idle timeouts run when a fixture says `advance`, not in real time. A screenshot
 * of every expected screen is saved under test-results/screens/<fixture>/ (1280×1024) and
 * test-results/screens-portrait/<fixture>/ (1080×1920).
 */
const LANDSCAPE = { width: 1280, height: 1024 };
const PORTRAIT = { width: 1080, height: 1920 };
const files = readdirSync('tests/fixtures')
  .filter((f) => f.endsWith('.fixture.json'))
  .sort();

function createPageDriver(page: Page, name: string): FixtureDriver {
  const css = (value: string) => value.replace(/["\\]/g, '\\$&');
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
    async hasText(text) {
      return (await page.getByText(text, { exact: false }).count()) > 0;
    },
    async tap(action) {
      await page
        .locator(`[data-action="${css(action)}"]`)
        .first()
        .click({ timeout: 5000 });
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
    async advance(ms) {
      const step = ms >= 20_000 ? 1000 : 250;
      for (let left = ms; left > 0; left -= step) {
        await page.clock.runFor(Math.min(step, left));
        await page.waitForTimeout(5); // real time for the service worker to answer
      }
    },
    async onScreen(id, index) {
      const file = `${String(index).padStart(2, '0')}-${id.replace(/[^\w-]/g, '_')}`;
      await page.waitForTimeout(50);
      await page.screenshot({ path: `test-results/screens/${name}/${file}.png` });
      // the same screen on a portrait kiosk
      await page.setViewportSize(PORTRAIT);
      await page.waitForTimeout(50);
      await page.screenshot({ path: `test-results/screens-portrait/${name}/${file}.png` });
      await page.setViewportSize(LANDSCAPE);
    },
  };
}

for (const file of files) {
  const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')));
  test(`${file}: ${fixture.name}`, async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
    await page.goto(`${fixture.scenario.path}?tenant=${encodeURIComponent(fixture.scenario.tenant)}`);
    await page.locator('[data-screen]').first().waitFor({ timeout: 15_000 });
    // from here on time moves only when the fixture says `advance`
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await runFixture(fixture, createPageDriver(page, file.replace('.fixture.json', '')), { screenTimeoutMs: 10_000 });
  });
}
