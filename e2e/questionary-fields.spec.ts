import { clickWhenQuiet, whenDrawn } from './pageDriver.ts';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { answerUpTo, openTour } from './questionaryTour.ts';

/**
 * The field tour (profile 11 of the simulated site: every field type of core spec §3 once) in
 * real Chromium at 1280x1024, answered by a visitor with a touch screen. A screenshot of every
 * question, named after its field type, lands in test-results/screens/questionary-fields/ (kiosk 6,
 * no on-screen keyboard) and test-results/screens/questionary-keyboard/ (kiosk 5, azerty).
 * There is no camera here: the picture question says so and, being optional, lets the visitor on.
 */

const SCREENS = 'test-results/screens';

/** Waits for the question with `type`, saves its screenshot, and returns its page. */
async function atQuestion(page: Page, type: string, folder: string, index: number) {
  const question = page.locator(`[data-field-type="${type}"]`);
  await expect(question).toBeVisible();
  // a field whose code loads on demand (phone) has replaced its loading spinner; fonts and a frame before the picture
  await expect(question.locator('.kiosk-loading')).toHaveCount(0);
  await whenDrawn(page);
  mkdirSync(`${SCREENS}/${folder}`, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${folder}/${String(index).padStart(2, '0')}-${type}.png` });
  return question;
}

const tap = (page: Page, action: string) => clickWhenQuiet(page, page.locator(`[data-action="${action}"]`).first());
const fill = (page: Page, action: string, value: string) => page.locator(`[data-action="${action}"]`).first().fill(value);

test.describe('questionary: every field type (kiosk 6, no on-screen keyboard)', () => {
  test('answers the field tour question by question and registers', async ({ page }) => {
    test.setTimeout(120_000);
    const folder = 'questionary-fields';
    await openTour(page, 'questionary-all-fields');
    let n = 1;

    await atQuestion(page, 'TextField', folder, n++);
    await fill(page, 'answer', 'Ada Lovelace');
    await tap(page, 'next');

    await atQuestion(page, 'EmailAddress', folder, n++);
    await fill(page, 'answer', 'ada@example');
    await tap(page, 'next');
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await fill(page, 'answer', 'ada@example.com');
    await tap(page, 'next');

    const phone = await atQuestion(page, 'PhoneNumber', folder, n++);
    await expect(phone.locator('[data-action="country"]')).toContainText('+32');
    await fill(page, 'answer', '0470 12 00 00');
    await expect(phone).toContainText('+32 470 12 00 00');
    await tap(page, 'next');
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid phone number');
    await page.screenshot({ path: `${SCREENS}/${folder}/${String(n - 1).padStart(2, '0')}-PhoneNumber-refused.png` });
    await tap(page, 'country');
    await fill(page, 'country-search', 'nether');
    await page.screenshot({ path: `${SCREENS}/${folder}/${String(n - 1).padStart(2, '0')}-PhoneNumber-countries.png` });
    await tap(page, 'option:nl');
    await fill(page, 'answer', '06 12345678');
    await expect(phone).toContainText('+31 6 12345678');
    await tap(page, 'next');

    await atQuestion(page, 'LicensePlate', folder, n++);
    await fill(page, 'answer', '1-abc-123');
    await expect(page.locator('[data-action="answer"]')).toHaveValue('1ABC123');
    await tap(page, 'next');

    await atQuestion(page, 'Integer', folder, n++);
    await expect(page.locator('[data-action="answer"]')).toHaveValue('1');
    await fill(page, 'answer', '21');
    await expect(page.getByRole('alert')).toHaveText('The answer is out of range');
    await fill(page, 'answer', '2');
    await tap(page, 'next');

    await atQuestion(page, 'Decimal', folder, n++);
    await fill(page, 'answer', '12,5');
    await tap(page, 'next');

    await atQuestion(page, 'Date', folder, n++);
    await page.locator('[data-action="date-day"]').selectOption('13');
    await page.locator('[data-action="date-month"]').selectOption('05');
    await page.locator('[data-action="date-year"]').selectOption('1990');
    await expect(page.locator('[data-action="answer"]')).toHaveValue('13/05/1990');
    await tap(page, 'next');

    await atQuestion(page, 'DateTime', folder, n++);
    await fill(page, 'answer', '24/11/2026 16:32');
    await page.locator('[data-action="answer"]').blur();
    await tap(page, 'minute-up');
    await expect(page.locator('[data-action="answer"]')).toHaveValue('24/11/2026 16:35');
    await tap(page, 'hour-down');
    await expect(page.locator('[data-action="answer"]')).toHaveValue('24/11/2026 15:35');
    await tap(page, 'next');

    await atQuestion(page, 'YesNoDropdown', folder, n++);
    await tap(page, 'option:false');
    await tap(page, 'next');

    await atQuestion(page, 'Dropdown', folder, n++);
    await tap(page, 'page-next');
    await tap(page, 'option:gate-quay');
    await tap(page, 'next');

    const host = await atQuestion(page, 'HostSelection', folder, n++);
    await fill(page, 'search', 'w');
    await expect(host.getByRole('status')).toHaveText('Type at least 2 letters of the name');
    await fill(page, 'search', 'wil');
    await tap(page, 'option:host-8');
    await tap(page, 'next');

    await atQuestion(page, 'ProcessStep', folder, n++);
    await tap(page, 'next');
    await expect(page.getByRole('alert')).toHaveText('Choose an option');
    await tap(page, 'option:step-unloading');
    await tap(page, 'next');

    await atQuestion(page, 'Checklist', folder, n++);
    await tap(page, 'option:ppe-helmet');
    await tap(page, 'option:ppe-shoes');
    await tap(page, 'next');

    await atQuestion(page, 'MultiValue', folder, n++);
    await fill(page, 'answer', 'Grace Hopper');
    await tap(page, 'add-row');
    await fill(page, 'answer:1', 'Alan Turing');
    await page.screenshot({ path: `${SCREENS}/${folder}/${String(n - 1).padStart(2, '0')}-MultiValue-rows.png` });
    await tap(page, 'next');

    await atQuestion(page, 'CheckboxTextField', folder, n++);
    await tap(page, 'answer');
    await fill(page, 'text', 'QTR-456');
    await tap(page, 'next');

    await atQuestion(page, 'TextArea', folder, n++);
    await fill(page, 'answer', 'Arriving with a second truck at noon.');
    await tap(page, 'next');

    const badge = await atQuestion(page, 'Badge', folder, n++);
    await page.locator('[data-action="answer"]').pressSequentially('04A1B2C3D4');
    await expect(badge.getByRole('status')).toContainText('Badge scanned');
    // 500 ms after the scanner stops typing, a valid badge moves on by itself (core spec §9)
    const picture = await atQuestion(page, 'TakePicture', folder, n++);
    await expect(picture.getByRole('alert')).toContainText('No camera was found at this kiosk.');
    await tap(page, 'next');

    await atQuestion(page, 'VideoField', folder, n++);
    await tap(page, 'next');

    await atQuestion(page, 'HtmlField', folder, n++);
    await tap(page, 'next');
    await expect(page.getByRole('alert')).toHaveText('Please confirm to continue');
    await tap(page, 'answer');
    await tap(page, 'next');

    await atQuestion(page, 'MoveToLocation', folder, n++);
    await tap(page, 'answer');
    await tap(page, 'next');

    await atQuestion(page, 'Checkbox', folder, n++);
    await tap(page, 'answer');
    await tap(page, 'next');

    await expect(page.locator('[data-screen="realtimeConfirmation"]')).toBeVisible({ timeout: 15_000 });
  });

  test('plays the safety video to its end', async ({ page }) => {
    test.setTimeout(60_000);
    await openTour(page, 'questionary-tour-fr');
    await answerUpTo(page, 'VideoField');
    const video = page.locator('[data-field-type="VideoField"]');
    await expect(video).toBeVisible();
    await tap(page, 'video-play');
    await expect(video.locator('.kiosk-confirmed')).toHaveText('Vidéo regardée', { timeout: 20_000 });
    mkdirSync(`${SCREENS}/questionary-fields`, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/questionary-fields/19-VideoField-watched.png` });
  });
});
