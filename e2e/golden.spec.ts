import { expect, test } from '@playwright/test';
import { runFixture, scenarioUrl } from '../tests/golden/schema.ts';
import { loadFixture } from '../tests/golden/reach.ts';
import { fixtureNames } from '../src/tooling/fixtures/fixtureFiles.ts';
import { screenCover } from '../src/tooling/fixtures/screenCover.ts';
import { auditScreenOnce, keepNativeTimers } from './audit.ts';
import { createPageDriver, openWithClock } from './pageDriver.ts';

/**
 * Golden-path fixtures of tests/fixtures (hand-written and generated/), again, in real Chromium
 * against the production build on the simulated site: by default the fewest that together show
 * every screen (src/tooling/fixtures/screenCover.ts), since what Chromium adds is each screen's
 * layout at both sizes and its accessibility, and every path is proven headless by every fixture
 * (issue 41 §1); `E2E_FIXTURES=all` runs every one (`npm run test:e2e:fixtures`). Time is
 * Playwright's clock, paused before the page loads, so polls, end screens and idle timeouts run when
 * a fixture says `advance`, not in real time. Every expected screen is audited at 1280×1024 and
 * 1080×1920 (e2e/audit.ts: axe-core's WCAG 2.2 AA rules, 48 px targets, no overflow, nothing that
 * scrolls, no clipped text; issue 12 §7, issue 39 §6): a fixture passes only with no problem on any
 * of its screens. A page drawn exactly as one audited before in the run (the language and profile
 * screens of most fixtures) is not audited again, at either size. With `E2E_SCREENSHOTS=1` (`npm run
 * screens`), each screen is also saved under test-results/screens/<fixture>/ (1280×1024) and
 * test-results/screens-portrait/<fixture>/ (1080×1920).
 */
const audited = new Set<string>();
// the fixtures are independent: both workers take them, not one the whole file
test.describe.configure({ mode: 'parallel' });

const names = fixtureNames();
const chosen = process.env.E2E_FIXTURES === 'all' ? names : screenCover(new Map(names.map((name) => [name, loadFixture(name)])));

for (const name of chosen) {
  const file = `${name}.fixture.json`;
  const fixture = loadFixture(name);
  test(`${file}: ${fixture.name}`, async ({ page }) => {
    // each screen is audited twice (1280×1024, 1080×1920): a long path takes minutes
    test.setTimeout(360_000);
    await keepNativeTimers(page);
    await openWithClock(page, scenarioUrl(fixture.scenario));
    const problems: string[] = [];
    const audit = async (where: string) => {
      const found = await auditScreenOnce(page, where, audited);
      problems.push(...found.problems);
      return found.audited;
    };
    const driver = createPageDriver(page, { name, screenshots: process.env.E2E_SCREENSHOTS === '1', audit });
    await runFixture(fixture, driver, { screenTimeoutMs: 10_000 });
    expect(problems, 'accessibility problems (e2e/audit.ts)').toEqual([]);
  });
}
