import { defineConfig } from '@playwright/test';

/**
 * Playwright drives Debian's Chromium (/usr/bin/chromium; a browser download cannot work here)
 * against the production build served by `vite preview`. Screenshots land in test-results/.
 */
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  fullyParallel: false,
  // two browsers on two cores: a test waits for frames, answers and the tap guard's quiet more than
  // it computes, so the other runs meanwhile (issue 41 §1: 9 minutes with one, see README)
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 1024 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/mockServiceWorker.js`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
