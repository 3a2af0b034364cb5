import { expect, type Page, test } from '@playwright/test';
import { MIN_TARGET_PX } from './audit.ts';
import { openFixture } from './pageDriver.ts';

/**
 * Issue 39 §6: the host question (HostSelection, core §5 "host selection search"), its list of
 * four (§9) and the on-screen keyboard are all on the glass at 1280×1024 and at 1080×1920, nothing
 * scrolls, and the keys stay touch targets. The golden paths (e2e/golden.spec.ts) check every screen
 * with time paused, when a questionary's keyboard has not come up yet: this one runs in real time.
 */
const SIZES = [
  { width: 1280, height: 1024 },
  { width: 1080, height: 1920 },
];

async function measure(page: Page) {
  return page.evaluate(() => {
    const bottomOf = (selector: string) => Math.max(...[...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().bottom));
    const keys = [...document.querySelectorAll('.kiosk-keyboard .hg-button')].map((e) => e.getBoundingClientRect());
    return {
      page: (document.scrollingElement ?? document.documentElement).scrollHeight,
      glass: window.innerHeight,
      keyboard: bottomOf('.kiosk-keyboard'),
      next: bottomOf('[data-action="next"]'),
      options: document.querySelectorAll('[role="radio"]').length,
      smallestKey: Math.min(...keys.map((box) => Math.min(box.width, box.height))),
    };
  });
}

test('the host question, its four options and the keyboard fit the glass at 1280×1024 and 1080×1920', async ({ page }) => {
  const kiosk = await openFixture(page, 'approved-realtime');
  await kiosk.reach({ screen: 'questionary', nth: 4 });
  await page.locator('input[data-action="search"]').click();
  await expect(page.locator('.kiosk-keyboard')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.locator('.kiosk-keyboard')).toBeVisible();
    const drawn = await measure(page);
    await page.screenshot({ path: `test-results/screens/fits-the-glass/host-${size.width}x${size.height}.png` });
    expect(drawn.options).toBe(4);
    expect(drawn.page, `the page at ${size.width}×${size.height}`).toBeLessThanOrEqual(drawn.glass);
    expect(drawn.keyboard).toBeLessThanOrEqual(drawn.glass);
    expect(drawn.next).toBeLessThanOrEqual(drawn.glass);
    expect(drawn.smallestKey).toBeGreaterThanOrEqual(MIN_TARGET_PX - 0.5);
  }
});
