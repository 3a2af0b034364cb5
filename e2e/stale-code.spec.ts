import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { STALE_CODE_KEY } from '../src/app/staleCode.ts';
import { openFixture } from './pageDriver.ts';

/**
 * Code gone after a new version was deployed (core spec §8 MODULE_NOT_FOUND; issue 39 item 2): a
 * kiosk still running the old page asks for a later screen's chunk that the server no longer has.
 * A copy of the production build (the one `npm run test:e2e` just made) lacks the checkout
 * options screen's chunk and is served on a port of its own; a visit to that screen logs
 * MODULE_NOT_FOUND through the general log call and reloads the kiosk at its home, once; the
 * next time within the guard's 10 minutes (src/app/staleCode.ts) it is a crash, not a loop.
 */

const PORT = Number(process.env.E2E_STALE_PORT ?? 4185);
const BASE = `http://localhost:${PORT}`;
/** The screen whose code is gone: checkout's options, a later screen (docs/decisions/0019). */
const GONE = /^CheckoutOptionsScreen-.*\.js$/;

let server: ChildProcess | undefined;
let dir = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-stale-'));
  cpSync('dist', dir, { recursive: true });
  const gone = readdirSync(join(dir, 'assets')).filter((file) => GONE.test(file));
  expect(gone, 'the build has a chunk of the checkout options screen').toHaveLength(1);
  for (const file of gone) rmSync(join(dir, 'assets', file));
  const preview = spawn('npx', ['vite', 'preview', '--outDir', dir, '--port', String(PORT), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    // plain text to read the address from (Playwright's workers force colours)
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  server = preview;
  await listening(preview, `:${PORT}`);
  const answer = await fetch(`${BASE}/mockServiceWorker.js`);
  expect(answer.ok, `vite preview of ${dir} answers on ${BASE}`).toBe(true);
});

/** Resolves when the server prints `address` (vite preview says where it listens once it does); rejects when it exits first. */
function listening(child: ChildProcess, address: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let printed = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      printed += chunk;
      if (printed.includes(address)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`vite preview exited (${code}) before listening on ${address}: ${printed}`)));
  });
}

test.afterAll(() => {
  // the preview server and the npx before it: the process group this spec started
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function stalePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 1024 } });
  return context.newPage();
}

/** The text of every `log.general` call the page sends. */
function generalLogs(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/log/general')) sent.push(request.postData() ?? '');
  });
  return sent;
}

test('a later screen whose chunk is gone logs MODULE_NOT_FOUND and reloads the kiosk at its home, once', async ({ browser }) => {
  const page = await stalePage(browser);
  const logs = generalLogs(page);
  const kiosk = await openFixture(page, 'checkout-pincode');
  await page.evaluate(() => {
    (window as Window & { beforeReload?: boolean }).beforeReload = true;
  });
  // a full page load, not a screen change (those are same-document navigations)
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await kiosk.reach({ before: 'options' });
  await reloaded;
  // a new page (the marker is gone) at the kiosk's home, with the tenant
  await expect(page.locator('[data-screen="language"]')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe('/1');
  expect(new URL(page.url()).searchParams.get('tenant')).toBe('demo');
  const logged = logs.filter((body) => body.includes('MODULE_NOT_FOUND'));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('CheckoutOptionsScreen');
  expect(Number(await page.evaluate((key) => window.sessionStorage.getItem(key), STALE_CODE_KEY))).toBeGreaterThan(0);

  // the same again within the guard: the crash page, logged as a crash, no second reload at once
  const again = await openFixture(page, 'checkout-pincode');
  await again.reach({ before: 'options' });
  await expect(page.locator('[data-screen="crash"]').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => logs.filter((body) => body.includes('kiosk crashed')).length).toBe(1);
  expect(logs.filter((body) => body.includes('MODULE_NOT_FOUND'))).toHaveLength(1);
  await page.context().close();
});
