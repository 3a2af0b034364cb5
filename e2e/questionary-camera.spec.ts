import { clickWhenQuiet } from './pageDriver.ts';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { answerQuestion, answerUpTo, openTour } from './questionaryTour.ts';

/**
 * TakePicture (issue 3) with Chromium's fake camera: the kiosk shows the camera, takes the
 * picture, retakes it, and the registration carries it as a JPEG data URL. Same Chromium and
 * arguments as playwright.config.ts, plus the fake media stream and its auto-accepted prompt.
 */
const baseArgs = config.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const FOLDER = 'test-results/screens/questionary-fields';

test('answers the picture question with the kiosk camera, retakes it, and registers it', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(FOLDER, { recursive: true });
  await openTour(page, 'questionary-all-fields');
  await answerUpTo(page, 'TakePicture');

  const question = page.locator('[data-field-type="TakePicture"]');
  await expect(question.locator('[data-camera="live"]')).toBeVisible({ timeout: 10_000 });
  // the fake device draws a moving test pattern: wait for frames
  await expect.poll(() => question.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${FOLDER}/18-TakePicture-camera.png` });

  await clickWhenQuiet(page, question.locator('[data-action="take-picture"]'));
  const picture = question.locator('[data-action="picture"]');
  await expect(picture).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.screenshot({ path: `${FOLDER}/18-TakePicture-taken.png` });

  // retake: the camera comes back, a new picture replaces the first
  await clickWhenQuiet(page, question.locator('[data-action="retake"]'));
  await expect(question.locator('[data-camera="live"]')).toBeVisible();
  await expect(question.locator('[data-action="take-picture"]')).toBeEnabled();
  await clickWhenQuiet(page, question.locator('[data-action="take-picture"]'));
  const src = await picture.getAttribute('src');
  expect(src?.length).toBeGreaterThan(1000);
  expect(src?.length).toBeLessThan(200_000);

  // the camera is released once the picture is taken
  await expect(question.locator('video')).toHaveCount(0);
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  while (await page.locator('[data-question]').count()) await answerQuestion(page);
  await expect(page.locator('[data-screen="waitingForApproval"], [data-screen="realtimeConfirmation"]').first()).toBeVisible({ timeout: 15_000 });

  const stored = await page.evaluate(() => {
    const sim = (window as unknown as { gatehouseSim?: { visitors(): Array<{ registration: { answers: Record<string, string[]> } }> } }).gatehouseSim;
    return sim?.visitors().at(-1)?.registration.answers['qf-picture']?.[0] ?? null;
  });
  expect(stored).toBe(src);
});
