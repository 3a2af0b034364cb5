import { readdirSync, readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { Fixture, runFixture } from '../tests/golden/schema.ts';
import { createPageDriver, openWithClock } from './pageDriver.ts';

/**
 * The golden-path fixtures of tests/fixtures, again, in real Chromium against the production
 * build on the simulated site. Time is Playwright's clock, paused once the kiosk is up, so polls,
 * end screens and idle timeouts run when a fixture says `advance`, not in real time. A screenshot
 * of every expected screen is saved under test-results/screens/<fixture>/ (1280×1024) and
 * test-results/screens-portrait/<fixture>/ (1080×1920).
 */
const files = readdirSync('tests/fixtures')
  .filter((f) => f.endsWith('.fixture.json'))
  .sort();

for (const file of files) {
  const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')));
  test(`${file}: ${fixture.name}`, async ({ page }) => {
    await openWithClock(page, `${fixture.scenario.path}?tenant=${encodeURIComponent(fixture.scenario.tenant)}`);
    await runFixture(fixture, createPageDriver(page, { screenshots: file.replace('.fixture.json', '') }), { screenTimeoutMs: 10_000 });
  });
}
