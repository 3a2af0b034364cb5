import { expect, test } from '@playwright/test';
import { openFixture } from './pageDriver.ts';

/**
 * Weights legible from 2 m (issue 13 "Done when": at least 64 px digits; site-operations spec §2
 * "Weighing screens show the weight in KG"): the second weighing's confirmation, reached through
 * its golden path, in Chromium, landscape (1280×1024) and portrait (1080×1920). Every weight is
 * drawn in digits of 64 px or more and fits the screen.
 */
for (const viewport of [
  { width: 1280, height: 1024 },
  { width: 1080, height: 1920 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the first, second and net weight are drawn in digits of at least 64 px, within the screen', async ({ page }) => {
      const kiosk = await openFixture(page, 'weighing-second', { clock: true });
      await kiosk.reach('secondConfirmation');
      const weights = page.locator('.kiosk-weight__value');
      await expect(weights).toHaveCount(3);
      const drawn = await weights.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { text: element.textContent, fontSize: Number.parseFloat(getComputedStyle(element).fontSize), left: box.left, right: box.right };
        }),
      );
      expect(drawn.map((d) => d.text)).toEqual(['26,260 kg', '41,380 kg', '15,120 kg']);
      for (const weight of drawn) {
        expect(weight.fontSize).toBeGreaterThanOrEqual(64);
        expect(weight.left).toBeGreaterThanOrEqual(0);
        expect(weight.right).toBeLessThanOrEqual(viewport.width);
      }
    });
  });
}
