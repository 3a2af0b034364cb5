import { expect, type Page } from '@playwright/test';
import { clickWhenQuiet, openFixture } from './pageDriver.ts';

/**
 * Walking the field tour (profile 11 of the simulated site, every field type once) in e2e specs:
 * open it, and answer each question with a valid answer up to the one a test is about.
 */

/**
 * Opens the kiosk where a field-tour fixture starts and follows it to the tour's first question:
 * `questionary-all-fields` (kiosk 6, English), `questionary-tour-fr` (kiosk 6, French) or
 * `questionary-tour-azerty` (kiosk 5, French, azerty on-screen keyboard).
 */
export async function openTour(page: Page, fixture: 'questionary-all-fields' | 'questionary-tour-fr' | 'questionary-tour-azerty') {
  const kiosk = await openFixture(page, fixture);
  await kiosk.reach('questionary');
  await expect(page.locator('[data-field-type="TextField"]')).toBeVisible();
}

const tap = (page: Page, action: string) => clickWhenQuiet(page, page.locator(`[data-action="${action}"]`).first());
const fill = (page: Page, action: string, value: string) => page.locator(`[data-action="${action}"]`).first().fill(value);

/** A valid answer per field type of the tour; optional questions are left empty. */
const ANSWER: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  TextField: (page) => fill(page, 'answer', 'Ada Lovelace'),
  PhoneNumber: (page) => fill(page, 'answer', '0470 12 34 56'),
  LicensePlate: (page) => fill(page, 'answer', '1ABC123'),
  DateTime: (page) => fill(page, 'answer', '24/11/2026 16:30'),
  YesNoDropdown: (page) => tap(page, 'option:false'),
  Dropdown: (page) => tap(page, 'option:gate-main'),
  HostSelection: async (page) => {
    await fill(page, 'search', 'wil');
    await tap(page, 'option:host-8');
  },
  ProcessStep: (page) => tap(page, 'option:step-loading'),
  Checklist: (page) => tap(page, 'option:ppe-vest'),
  HtmlField: (page) => tap(page, 'answer'),
  MoveToLocation: (page) => tap(page, 'answer'),
  Checkbox: (page) => tap(page, 'answer'),
};

/** Gives the current question a valid answer (nothing for an optional one), without going on. */
export async function giveAnswer(page: Page) {
  const type = (await page.locator('[data-question]').getAttribute('data-field-type')) ?? '';
  await ANSWER[type]?.(page);
}

/** Answers the current question and waits for the next one (or the next screen). */
export async function answerQuestion(page: Page) {
  const id = await page.locator('[data-question]').getAttribute('data-question');
  await giveAnswer(page);
  await tap(page, 'next');
  await expect(page.locator(`[data-question="${id}"]`)).toHaveCount(0, { timeout: 10_000 });
}

/** Answers the tour's questions until the question of `fieldType` shows. */
export async function answerUpTo(page: Page, fieldType: string) {
  for (let i = 0; i < 30; i++) {
    const type = await page.locator('[data-question]').getAttribute('data-field-type');
    if (type === fieldType) return;
    await answerQuestion(page);
  }
  throw new Error(`no ${fieldType} question in the tour`);
}
