import { expect, test } from '@playwright/test';
import { clickWhenQuiet, openFixture, waitForQuiet } from './pageDriver.ts';

/**
 * The URL follows the screen (core spec §2): the spec's routes, the query string — tenant
 * included — kept on every navigation, and a deep link or reload restores a sensible screen.
 * Tests walk the way of a golden-path fixture (e2e/pageDriver.ts), not taps of their own.
 */
test('navigation keeps the query string and the routes of the spec', async ({ page }) => {
  // a Dutch visitor choosing the Visitor profile (profile 1), its questionary named "visitor"
  const kiosk = await openFixture(page, 'visitor-dutch', { query: 'kioskLabel=gate-a' });
  const visit = kiosk.visit();
  await visit.to('profiles');
  await expect(page).toHaveURL(/\/1\/nl\/profiles\?tenant=demo&kioskLabel=gate-a$/);
  await visit.to('questionary');
  await expect(page).toHaveURL(/\/1\/nl\/profiles\/1\/questionary\/visitor\?tenant=demo&kioskLabel=gate-a$/);
});

test('a deep link to the profiles opens them in the language of the URL', async ({ page }) => {
  await page.goto('/1/fr/profiles?tenant=demo');
  await expect(page.locator('[data-screen="profiles"]')).toBeVisible();
  await expect(page.locator('[data-screen="profiles"] button', { hasText: 'Visiteur' })).toBeVisible();
});

test('reloading mid-questionary returns to the profiles: nothing half-typed is shown to the next visitor', async ({ page }) => {
  // an English visitor's first question
  const kiosk = await openFixture(page, 'approved-realtime');
  await kiosk.reach('questionary');
  await page.locator('[data-action="answer"]').fill('Jane Doe');
  await page.reload();
  await expect(page.locator('[data-screen="profiles"]')).toBeVisible();
  await expect(page).toHaveURL(/\/1\/en\/profiles\?tenant=demo$/);
});

test("the browser's back is the screen's Back: every answer stays; there is no forward to step into", async ({ page }) => {
  // an English visitor on the third question (e-mail), name and company answered
  const kiosk = await openFixture(page, 'approved-realtime');
  await kiosk.visit().to({ screen: 'questionary', nth: 3 });
  const answer = page.locator('[data-action="answer"]');
  await answer.fill('jane@example');
  const questionUrl = page.url();
  // a back press is a tap of Back: the tap guard's quiet time applies to it too
  await waitForQuiet(page);
  await page.goBack();
  await expect(page.locator('[data-question="q-company"]')).toBeVisible();
  await expect(answer).toHaveValue('Acme Logistics');
  await expect(page).toHaveURL(questionUrl);
  await waitForQuiet(page);
  await page.goBack();
  await expect(page.locator('[data-question="q-fullname"]')).toBeVisible();
  await expect(answer).toHaveValue('Jane Doe');
  // forward has nothing to go to: the kiosk stays where it is
  await page.goForward();
  await expect(page.locator('[data-question="q-fullname"]')).toBeVisible();
  // on with Next: what was typed on the later questions is there again
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  await expect(answer).toHaveValue('Acme Logistics');
  await clickWhenQuiet(page, page.locator('[data-action="next"]'));
  await expect(answer).toHaveValue('jane@example');
});
