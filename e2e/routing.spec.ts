import { expect, test } from '@playwright/test';

/**
 * The URL follows the screen (core spec §2): the spec's routes, the query string — tenant
 * included — kept on every navigation, and a deep link or reload restores a sensible screen.
 */
test('navigation keeps the query string and the routes of the spec', async ({ page }) => {
  await page.goto('/1?tenant=demo&kioskLabel=gate-a');
  await page.locator('[data-action="language:nl"]').click();
  await expect(page.locator('[data-screen="profiles"]')).toBeVisible();
  await expect(page).toHaveURL(/\/1\/nl\/profiles\?tenant=demo&kioskLabel=gate-a$/);
  await page.locator('[data-action="profile:1"]').click();
  await expect(page.locator('[data-screen="questionary"]')).toBeVisible();
  await expect(page).toHaveURL(/\/1\/nl\/profiles\/1\/questionary\/visitor\?tenant=demo&kioskLabel=gate-a$/);
});

test('a deep link to the profiles opens them in the language of the URL', async ({ page }) => {
  await page.goto('/1/fr/profiles?tenant=demo');
  await expect(page.locator('[data-screen="profiles"]')).toBeVisible();
  await expect(page.locator('[data-action="profile:1"]')).toContainText('Visiteur');
});

test('reloading mid-questionary returns to the profiles: nothing half-typed is shown to the next visitor', async ({ page }) => {
  await page.goto('/1/en/profiles?tenant=demo');
  await page.locator('[data-action="profile:1"]').click();
  await page.locator('[data-action="answer"]').fill('Jane Doe');
  await page.reload();
  await expect(page.locator('[data-screen="profiles"]')).toBeVisible();
  await expect(page).toHaveURL(/\/1\/en\/profiles\?tenant=demo$/);
});
