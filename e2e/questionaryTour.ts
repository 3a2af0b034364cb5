import { expect, type Page } from '@playwright/test';

/**
 * Walking the field tour (profile 11 of the simulated site, every field type once) in e2e specs:
 * open it, and answer each question with a valid answer up to the one a test is about.
 */

export async function openTour(page: Page, kioskId: number, language = 'en') {
  await page.goto(`/${kioskId}?tenant=demo`);
  await page.locator(`[data-action="language:${language}"]`).click();
  await page.locator('[data-action="profile:11"]').click();
  await expect(page.locator('[data-screen="questionary"]')).toBeVisible();
}

const tap = (page: Page, action: string) => page.locator(`[data-action="${action}"]`).first().click();
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

/** Answers the current question and waits for the next one (or the next screen). */
export async function answerQuestion(page: Page) {
  const question = page.locator('[data-question]');
  const id = await question.getAttribute('data-question');
  const type = (await question.getAttribute('data-field-type')) ?? '';
  await ANSWER[type]?.(page);
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
