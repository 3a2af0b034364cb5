import { expect, type Page, test } from '@playwright/test';
import type { Site } from '../src/sim/site.ts';
import { openFixture, waitForQuiet } from './pageDriver.ts';

/**
 * Document signing in Chromium (issue 15 "Done when"; site-operations spec §4, §5, §9 "Document
 * signing"): the signature screen is reached through the golden path `signing-one-document`; the
 * test draws a signature with pointer events on the 600×300 pad, which enables next, and the `sign`
 * call carries a PNG data URL of it (read from the simulated site's request log, `window.gatehouseSim`).
 * The drawn pad is saved at 1280×1024 and 1080×1920 under test-results/screens/signing/. In portrait
 * the pad is shown larger (issue 39 §7) and the PNG stays 600×300.
 */

declare global {
  interface Window {
    /** The simulated site the page runs against (src/sim/browser.ts). */
    gatehouseSim: Site;
  }
}

/** Draws a wavy stroke across the pad with the mouse (pointer events), from its left to its right. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.locator('canvas[data-action="signature"]');
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let i = 1; i <= 26; i++) await page.mouse.move(box.x + 40 + i * 20, y - Math.sin(i / 2) * 90, { steps: 3 });
  await page.mouse.up();
}

/** How many pixels of the canvas have ink. */
const inkedPixels = (page: Page) =>
  page.locator('canvas[data-action="signature"]').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
    return inked;
  });

test('a signature drawn with pointer events is sent as a PNG with the signer and the kiosk', async ({ page }) => {
  // the page's own clock: signature_pad draws pointer moves on its timer (16 ms throttle)
  const fixture = await openFixture(page, 'signing-one-document');
  const visit = await fixture.reach({ mark: 'signature' });
  const next = page.locator('[data-screen="signature"] [data-action="next"]');
  const pad = page.locator('canvas[data-action="signature"]');
  await expect(pad).toHaveCSS('width', '600px');
  await expect(pad).toHaveCSS('height', '300px');
  await expect(next).toBeDisabled();
  expect(await inkedPixels(page)).toBe(0);

  // the tap guard ignores input for a moment after the screen is drawn: a stroke then would be lost
  await waitForQuiet(page);
  await drawSignature(page);
  await expect(next).toBeEnabled();
  expect(await inkedPixels(page)).toBeGreaterThan(500);
  await page.screenshot({ path: 'test-results/screens/signing/signature-drawn-1280x1024.png' });
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.screenshot({ path: 'test-results/screens/signing/signature-drawn-1080x1920.png' });
  await page.setViewportSize({ width: 1280, height: 1024 });

  // clear wipes it and disables next until the next stroke
  await page.locator('[data-action="clear"]').click();
  await expect(next).toBeDisabled();
  expect(await inkedPixels(page)).toBe(0);
  await drawSignature(page);
  await expect(next).toBeEnabled();

  // the golden path goes on: signature preview, Sign, checked out
  await visit.to('confirmation');
  const signed = await page.evaluate(() => window.gatehouseSim.requests.filter((r) => r.call === 'documentSigning.sign').map((r) => r.body));
  expect(signed).toHaveLength(1);
  const body = signed[0] as { signatureAsBase64: string; signerName: string; selfServiceKioskId: number };
  expect(body.signerName).toBe('Lena Verbeke');
  expect(body.selfServiceKioskId).toBe(24);
  expect(body.signatureAsBase64).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const png = Buffer.from(body.signatureAsBase64.slice('data:image/png;base64,'.length), 'base64');
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // the IHDR chunk: the pad's 600×300 CSS px at the page's pixel ratio
  const ratio = await page.evaluate(() => Math.max(window.devicePixelRatio || 1, 1));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600 * ratio, 300 * ratio]);
  expect(png.length).toBeGreaterThan(1000);
});

test('portrait shows the pad 1.6 times as large; a stroke across it fills the 600×300 PNG from edge to edge (issue 39 §7)', async ({ page }) => {
  await page.setViewportSize({ width: 1080, height: 1920 });
  const fixture = await openFixture(page, 'signing-one-document');
  await fixture.reach({ mark: 'signature' });
  const pad = page.locator('canvas[data-action="signature"]');
  await expect(pad).toHaveCSS('width', '960px');
  await expect(pad).toHaveCSS('height', '480px');
  await waitForQuiet(page);
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  // a line from 5 % to 95 % of the shown width, at three quarters of its height
  const y = box.y + box.height * 0.75;
  await page.mouse.move(box.x + box.width * 0.05, y);
  await page.mouse.down();
  for (let i = 1; i <= 30; i++) await page.mouse.move(box.x + box.width * (0.05 + (0.9 * i) / 30), y, { steps: 2 });
  await page.mouse.up();
  const ink = await pad.evaluate((canvas: HTMLCanvasElement) => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let [left, right, top, bottom] = [Number.POSITIVE_INFINITY, -1, Number.POSITIVE_INFINITY, -1];
    for (let i = 3; i < data.length; i += 4)
      if ((data[i] ?? 0) > 0) {
        const x = ((i - 3) / 4) % canvas.width;
        const row = Math.floor((i - 3) / 4 / canvas.width);
        [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, row), Math.max(bottom, row)];
      }
    return { width: canvas.width / ratio, height: canvas.height / ratio, left: left / ratio, right: right / ratio, top: top / ratio, bottom: bottom / ratio };
  });
  expect([ink.width, ink.height]).toEqual([600, 300]);
  // the stroke lands where it was drawn, scaled: 30 to 570 px across, at 225 px down, 3 px wide
  expect(ink.left).toBeGreaterThan(20);
  expect(ink.left).toBeLessThan(40);
  expect(ink.right).toBeGreaterThan(560);
  expect(ink.right).toBeLessThan(580);
  expect(ink.top).toBeGreaterThan(219);
  expect(ink.bottom).toBeLessThan(231);
  expect(ink.bottom - ink.top).toBeLessThanOrEqual(6);
  await page.screenshot({ path: 'test-results/screens/signing/signature-scaled-1080x1920.png' });
});
