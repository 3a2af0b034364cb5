import { clickWhenQuiet, whenDrawn } from './pageDriver.ts';
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTour } from './questionaryTour.ts';

/**
 * Core spec §1 / §5 "Keyboard" and issue 3: a visitor completes the field tour (every field type)
 * at kiosk 5 of the simulated site, whose on-screen keyboard is azerty, with no physical keyboard:
 * every text is typed by tapping the on-screen keys, answers are submitted with its submit key,
 * and choices are tapped on screen. Screenshots of each keyboard layout land in
 * test-results/screens/questionary-keyboard/.
 */

const FOLDER = 'test-results/screens/questionary-keyboard';

const keyboardOf = (page: Page) => page.locator('.kiosk-keyboard');
const key = (page: Page, button: string) => keyboardOf(page).locator(`[data-skbtn="${button}"]`);

/** Taps the keys for `text` as a visitor would: shift for a capital the case mode did not give, the accent layer for é. */
async function typeOnKeyboard(page: Page, text: string) {
  await expect(key(page, '{bksp}')).toBeVisible();
  // the keyboard follows a new question a frame after it is drawn: its layer (capitals at the start
  // of a sentence, say) is that question's only then. Counting keys before, the taps below were
  // planned on the last question's layer and missed (a shift pressed on the wrong layer)
  const question = await page.locator('[data-question]').first().getAttribute('data-question');
  await expect(keyboardOf(page)).toHaveAttribute('data-keyboard-question', question ?? '');
  for (const char of text) {
    const button = char === ' ' ? '{space}' : char;
    if ((await key(page, button).count()) === 0) {
      const viaShift = char !== char.toLocaleLowerCase() && (await key(page, char.toLocaleLowerCase()).count()) > 0;
      await clickWhenQuiet(page, key(page, viaShift ? '{shift}' : '{accents}'));
    }
    if ((await key(page, button).count()) === 0) {
      // a lower-case letter on the shifted layer (case mode 'capital' after a space): shift back
      await clickWhenQuiet(page, key(page, '{shift}'));
    }
    await clickWhenQuiet(page, key(page, button));
  }
}

const submitKey = (page: Page) => key(page, '{submit}');
const answerInput = (page: Page): Locator => page.locator('[data-action="answer"]').first();

async function shot(page: Page, name: string) {
  mkdirSync(FOLDER, { recursive: true });
  await whenDrawn(page);
  await page.screenshot({ path: `${FOLDER}/${name}.png` });
}

test('completes the field tour on an azerty kiosk by tapping the on-screen keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  await openTour(page, 'questionary-tour-azerty'); // kiosk 5, in French

  // azerty letters, French labels, case mode 'capital': capitals after a space by themselves
  const keyboard = keyboardOf(page);
  await expect(keyboard).toHaveAttribute('data-keyboard-layout', 'azerty');
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'text');
  await expect(keyboard.locator('.hg-row').nth(1)).toHaveText(/^AZERTYUIOP$/);
  await expect(submitKey(page)).not.toHaveClass(/kiosk-key--ready/);
  await typeOnKeyboard(page, 'Zoé Martin');
  await expect(answerInput(page)).toHaveValue('Zoé Martin');
  await expect(submitKey(page)).toHaveClass(/kiosk-key--ready/);
  await shot(page, '01-text-azerty');
  await clickWhenQuiet(page, submitKey(page));

  // e-mail: lower case, @ and . on the text layout
  await expect(page.locator('[data-field-type="EmailAddress"]')).toBeVisible();
  await typeOnKeyboard(page, 'zoe.martin@exemple.fr');
  await expect(answerInput(page)).toHaveValue('zoe.martin@exemple.fr');
  await clickWhenQuiet(page, submitKey(page));

  // phone: digits and '+'
  await expect(page.locator('[data-field-type="PhoneNumber"]')).toBeVisible();
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'phone');
  await typeOnKeyboard(page, '+33612345678');
  await expect(page.locator('[data-action="country"] [data-flag="fr"]')).toBeVisible();
  await shot(page, '03-phone');
  await clickWhenQuiet(page, submitKey(page));

  // licence plate: its own layout, capitals, Ä Ö Ü
  await expect(page.locator('[data-field-type="LicensePlate"]')).toBeVisible();
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'licensePlate');
  await expect(key(page, 'Ö')).toBeVisible();
  await expect(key(page, '-')).toHaveCount(0);
  await typeOnKeyboard(page, 'AB123CD');
  await shot(page, '04-license-plate');
  await clickWhenQuiet(page, submitKey(page));

  // integer: numeric keypad; the initial answer 1 is there already
  await expect(page.locator('[data-field-type="Integer"]')).toBeVisible();
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'numeric');
  await clickWhenQuiet(page, key(page, '{bksp}'));
  await expect(submitKey(page)).not.toHaveClass(/kiosk-key--ready/);
  await typeOnKeyboard(page, '3');
  await shot(page, '05-numeric');
  await clickWhenQuiet(page, submitKey(page));

  // decimal: digits and a comma
  await expect(page.locator('[data-field-type="Decimal"]')).toBeVisible();
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'decimal');
  await typeOnKeyboard(page, '12,5');
  await expect(answerInput(page)).toHaveValue('12,5');
  await shot(page, '06-decimal');
  await clickWhenQuiet(page, submitKey(page));

  // date: digits and the slash on its keyboard (issue 12 §4), then the pickers agree
  await expect(page.locator('[data-field-type="Date"]')).toBeVisible();
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'date');
  await typeOnKeyboard(page, '07/03/1985');
  await expect(answerInput(page)).toHaveValue('07/03/1985');
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));

  // date and time: pickers and the time spinner
  await expect(page.locator('[data-field-type="DateTime"]')).toBeVisible();
  await page.locator('[data-action="date-day"]').selectOption('24');
  await page.locator('[data-action="date-month"]').selectOption('11');
  await page.locator('[data-action="date-year"]').selectOption('2026');
  for (let i = 0; i < 3; i++) await clickWhenQuiet(page, page.locator('[data-action="hour-down"]'));
  await expect(answerInput(page)).toHaveValue('24/11/2026 21:00');
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));

  await clickWhenQuiet(page, page.locator('[data-action="option:false"]'));
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  await clickWhenQuiet(page, page.locator('[data-action="option:gate-main"]'));
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));

  // host: searched with the keyboard from 2 letters
  await expect(page.locator('[data-field-type="HostSelection"]')).toBeVisible();
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'text');
  await typeOnKeyboard(page, 'wi');
  await shot(page, '11-host-search');
  await clickWhenQuiet(page, page.locator('[data-action="option:host-8"]'));
  // tapping an option takes the focus from the search box: the keyboard steps aside
  await expect(keyboard).toBeHidden();
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));

  await clickWhenQuiet(page, page.locator('[data-action="option:step-loading"]'));
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  await clickWhenQuiet(page, page.locator('[data-action="option:ppe-vest"]'));
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));

  // multi-value: two rows typed, the second after "add a value"
  await expect(page.locator('[data-field-type="MultiValue"]')).toBeVisible();
  await typeOnKeyboard(page, 'Léa Martin');
  await clickWhenQuiet(page, page.locator('[data-action="add-row"]'));
  await typeOnKeyboard(page, 'Hugo Petit');
  await expect(page.locator('[data-action="answer:1"]')).toHaveValue('Hugo Petit');
  await clickWhenQuiet(page, submitKey(page));

  // checkbox with text: the text opens once ticked and takes the keys
  await expect(page.locator('[data-field-type="CheckboxTextField"]')).toBeVisible();
  await clickWhenQuiet(page, page.locator('[data-action="answer"]'));
  await typeOnKeyboard(page, 'TR42');
  await expect(page.locator('[data-action="text"]')).toHaveValue('TR42');
  await clickWhenQuiet(page, submitKey(page));

  // text area, case mode 'sentence': capitals at the start and after a period
  await expect(page.locator('[data-field-type="TextArea"]')).toBeVisible();
  await typeOnKeyboard(page, 'Arrivée à midi. Deux camions.');
  await expect(answerInput(page)).toHaveValue('Arrivée à midi. Deux camions.');
  await shot(page, '16-text-area-accents');
  await clickWhenQuiet(page, submitKey(page));

  // badge, picture (no camera here) and video are optional
  for (const type of ['Badge', 'TakePicture', 'VideoField']) {
    await expect(page.locator(`[data-field-type="${type}"]`)).toBeVisible();
    await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  }
  for (const type of ['HtmlField', 'MoveToLocation', 'Checkbox']) {
    await expect(page.locator(`[data-field-type="${type}"]`)).toBeVisible();
    await clickWhenQuiet(page, page.locator('[data-action="answer"]'));
    await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  }
  await expect(page.locator('[data-screen="realtimeConfirmation"]')).toBeVisible({ timeout: 15_000 });
});

test('searches the phone country list with the country keyboard', async ({ page }) => {
  await openTour(page, 'questionary-tour-azerty'); // kiosk 5: its preferred phone countries
  const keyboard = keyboardOf(page);
  await typeOnKeyboard(page, 'Ada');
  await clickWhenQuiet(page, key(page, '{submit}'));
  await clickWhenQuiet(page, key(page, '{submit}'));
  await expect(page.locator('[data-field-type="PhoneNumber"]')).toBeVisible();
  await clickWhenQuiet(page, page.locator('[data-action="country"]'));
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'country');
  // the preferred countries of kiosk 5 come first
  await expect(page.locator('[data-action^="option:"]').first()).toHaveAttribute('data-action', 'option:be');
  await typeOnKeyboard(page, 'lux');
  await shot(page, '03-phone-country-search');
  await clickWhenQuiet(page, page.locator('[data-action="option:lu"]'));
  await expect(keyboard).toHaveAttribute('data-keyboard-type', 'phone');
  await expect(page.locator('[data-action="country"]')).toContainText('+352');
});

/** The keyboard's box and the lowest bottom of its keys and preview (px). */
const keyboardFit = (page: Page) =>
  keyboardOf(page).evaluate((keyboard) => {
    const box = keyboard.getBoundingClientRect();
    const parts = [...keyboard.querySelectorAll('.hg-button, .kiosk-keyboard__preview')].map((part) => part.getBoundingClientRect());
    return {
      top: box.top,
      bottom: box.bottom,
      partsTop: Math.min(...parts.map((p) => p.top)),
      partsBottom: Math.max(...parts.map((p) => p.bottom)),
      contain: getComputedStyle(keyboard).contain,
    };
  });

test('the keyboard, whose height is given to the page (size containment), holds all its keys on each layout (issue 11 §2)', async ({ page }) => {
  await openTour(page, 'questionary-tour-azerty');
  const keyboard = keyboardOf(page);
  const heights = new Set<number>();
  const fits = async (type: string) => {
    await expect(keyboard).toHaveAttribute('data-keyboard-type', type);
    await expect(keyboard).toHaveAttribute('data-keyboard-question', (await page.locator('[data-question]').first().getAttribute('data-question')) ?? '');
    const fit = await keyboardFit(page);
    expect(fit.contain, type).toContain('size');
    expect(fit.partsTop, type).toBeGreaterThanOrEqual(fit.top);
    expect(fit.partsBottom, type).toBeLessThanOrEqual(fit.bottom);
    heights.add(Math.round(fit.bottom - fit.top));
  };
  await fits('text');
  await typeOnKeyboard(page, 'Ada');
  await clickWhenQuiet(page, key(page, '{submit}'));
  await clickWhenQuiet(page, key(page, '{submit}'));
  await fits('phone');
  await typeOnKeyboard(page, '+33612345678');
  await clickWhenQuiet(page, submitKey(page));
  await fits('licensePlate');
  await typeOnKeyboard(page, 'AB123CD');
  await clickWhenQuiet(page, submitKey(page));
  await fits('numeric');
  // the layouts differ in rows: the keyboard's given height followed them
  expect(heights.size).toBeGreaterThan(1);
});
