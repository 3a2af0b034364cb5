import { expect, test, type Locator } from '@playwright/test';
import { openFixture } from './pageDriver.ts';

/**
 * Text fitting of core spec §9 (site-operations §9 "Location names") in the browser: names over 18
 * characters are 15 px, others 26 px, on the profile tiles and the dispatch view; tile descriptions
 * are at most 12 px; location names over 30 characters are cut to 27 plus "...".
 */
const fontPx = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

test('profile tile names over 18 characters are smaller than the others', async ({ page }) => {
  const kiosk = await openFixture(page, 'approved-realtime');
  await kiosk.reach('profiles');
  const short = await fontPx(page.locator('.kiosk-profile-tile__name', { hasText: /^Visitor$/ }));
  const long = await fontPx(page.locator('.kiosk-profile-tile__name', { hasText: 'Truck driver – delivery' }));
  expect(short).toBe(26);
  expect(long).toBe(15);
  const descriptions = await page
    .locator('.kiosk-profile-tile__description')
    .evaluateAll((elements) => elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)));
  expect(descriptions.length).toBeGreaterThan(0);
  for (const size of descriptions) expect(size).toBeLessThanOrEqual(12);
});

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
