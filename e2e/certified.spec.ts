import { expect, test } from '@playwright/test';
import { openFixture, whenDrawn } from './pageDriver.ts';

/**
 * Certified persons in Chromium (issue 14): the briefing HTML of the simulated site carries a
 * `<script>` and an `onerror` attribute (src/sim/data/certified.ts); the kiosk shows its text
 * through the sanitiser and runs neither (site-operations §2 "briefing content (HTML ...)").
 */
test('the certification briefing HTML shows without running its <script> or onerror', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const kiosk = await openFixture(page, 'certified-test-passed', { clock: true });
  await kiosk.reach('briefing');
  const html = page.locator('.kiosk-certification__html');
  await expect(html).toContainText('Keep the forks low while driving');
  // the briefing's image has loaded or failed and two frames are drawn since: its onerror, had it
  // been kept, has run (it needs no kiosk time, so there is no clock to move)
  await whenDrawn(page, { frames: 2 });
  expect(await html.locator('script, [onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __briefingScriptRan?: boolean }).__briefingScriptRan)).toBeUndefined();
  expect(errors).toEqual([]);
});
