import { expect, test, type Locator } from '@playwright/test';
import { openFixture } from './pageDriver.ts';

/**
 * Text fitting of core spec §9 in the browser: tile titles fitted within 8-17 px so they never
 * overflow their tiles (widgets/kit/useFittedText.ts), tile descriptions at most 12 px; on the
 * dispatch view (site-operations §9 "Location names") names over 18 characters are 15 px, others
 * 26 px, and location names over 30 characters are cut to 27 plus "...".
 */
/** A profile name the simulated site is given for the test: about twice what a tile holds at 17 px. */
const LONG_TITLE = 'Visitor for the cold store workshop';

const fontPx = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

for (const viewport of [
  { width: 1280, height: 1024 },
  { width: 1080, height: 1920 },
]) {
  test(`profile tile titles are fitted within 8-17 px and stay inside their tiles at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const kiosk = await openFixture(page, 'approved-realtime');
    // a title far too long for 17 px in a quarter of the content column (the site's own names fit)
    await page.waitForFunction(() => window.gatehouseSim !== undefined);
    await page.evaluate((name) => window.gatehouseSim.patchProfile(1, { name }), LONG_TITLE);
    await kiosk.reach('profiles');
    const long = page.locator('.kiosk-profile-tile__name', { hasText: LONG_TITLE });
    await expect(long).toBeVisible();
    const titles = await page.locator('.kiosk-profile-tile__name').evaluateAll((elements) =>
      elements.map((element) => {
        const tile = element.closest('.kiosk-tile') as HTMLElement;
        const box = element.getBoundingClientRect();
        const tileBox = tile.getBoundingClientRect();
        return {
          text: element.textContent ?? '',
          px: Number.parseFloat(getComputedStyle(element).fontSize),
          overflows: element.scrollWidth > element.clientWidth,
          inside: box.left >= tileBox.left && box.right <= tileBox.right && box.top >= tileBox.top && box.bottom <= tileBox.bottom,
        };
      }),
    );
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) {
      expect(title.px, title.text).toBeGreaterThanOrEqual(8);
      expect(title.px, title.text).toBeLessThanOrEqual(17);
      expect(title.overflows, title.text).toBe(false);
      expect(title.inside, title.text).toBe(true);
    }
    expect(titles.filter((title) => title.px === 17).length, 'the short titles keep 17 px').toBeGreaterThan(0);
    // the long title did not fit at 17 px: the page fitted it smaller, and it is still on one line
    const fitted = await long.evaluate((element) => ({
      px: Number.parseFloat(getComputedStyle(element).fontSize),
      whiteSpace: getComputedStyle(element).whiteSpace,
    }));
    expect(fitted.px).toBeLessThan(17);
    expect(fitted.whiteSpace).toBe('nowrap');
    const descriptions = await page
      .locator('.kiosk-profile-tile__description')
      .evaluateAll((elements) => elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)));
    expect(descriptions.length).toBeGreaterThan(0);
    for (const size of descriptions) expect(size).toBeLessThanOrEqual(12);
    // core §9 "Window width over 800 gives 3 icon bars": four tiles a row at both sizes
    expect(await page.locator('.kiosk-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)).toBe(4);
  });
}

test('dispatch: a location over 30 characters is cut to 27 plus "..."; names over 18 characters are smaller', async ({ page }) => {
  const kiosk = await openFixture(page, 'identification-single');
  await kiosk.reach('result');
  const longLocation = page.locator('.kiosk-stop__location', { hasText: 'Dock 7 – North warehouse' });
  await expect(longLocation).toHaveText('Dock 7 – North warehouse co...');
  expect(await fontPx(longLocation)).toBe(15);
  expect(await fontPx(page.locator('.kiosk-stop__location', { hasText: 'Yard lane B' }))).toBe(26);
  expect(await fontPx(page.locator('.kiosk-stop__asset', { hasText: /^Swap body SB-4471$/ }))).toBe(26);
  expect(await fontPx(page.locator('.kiosk-stop__asset', { hasText: 'Empty swap body SB-1290' }))).toBe(15);
});
