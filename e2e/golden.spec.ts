import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runFixture, scenarioUrl } from '../tests/golden/schema.ts';
import { Fixture } from '../src/tooling/fixtures/fixtureSchema.ts';
import { fixtureNames } from '../src/tooling/fixtures/fixtureFiles.ts';
import { auditScreenOnce, keepNativeTimers } from './audit.ts';
import { createPageDriver, openWithClock } from './pageDriver.ts';

/**
 * The golden-path fixtures of tests/fixtures (hand-written and generated/), again, in real Chromium against the production
 * build on the simulated site. Time is Playwright's clock, paused before the page loads, so polls,
 * end screens and idle timeouts run when a fixture says `advance`, not in real time. A screenshot
 * of every expected screen is saved under test-results/screens/<fixture>/ (1280×1024) and
 * test-results/screens-portrait/<fixture>/ (1080×1920), and each is audited at both sizes
 * (e2e/audit.ts: axe-core's WCAG 2.2 AA rules, 48 px targets, no overflow, nothing that scrolls, no
 * clipped text; issue 12 §7, issue 39 §6): a fixture passes only with no problem on any of its screens. A page drawn exactly as one
 * audited before in the run (the language and profile screens of most fixtures) is not audited again.
 */
const audited = new Set<string>();
const files = fixtureNames().map((name) => `${name}.fixture.json`);

for (const file of files) {
  const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')));
  test(`${file}: ${fixture.name}`, async ({ page }) => {
    // each screen is audited twice (1280×1024, 1080×1920): a long path takes minutes
    test.setTimeout(360_000);
    await keepNativeTimers(page);
    await openWithClock(page, scenarioUrl(fixture.scenario));
    const problems: string[] = [];
    const audit = async (where: string) => void problems.push(...(await auditScreenOnce(page, where, audited)));
    await runFixture(fixture, createPageDriver(page, { screenshots: file.replace('.fixture.json', ''), audit }), { screenTimeoutMs: 10_000 });
    expect(problems, 'accessibility problems (e2e/audit.ts)').toEqual([]);
  });
}
