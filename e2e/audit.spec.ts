import { expect, test } from '@playwright/test';
import { auditScreen } from './audit.ts';

/**
 * The audit of e2e/audit.ts finds what it is for, on pages made for it: here, what scrolls
 * (issue 39 §6: nothing may scroll at either kiosk size).
 */
test('the audit reports a page taller than the glass and a box that scrolls, not a box marked data-scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.setContent(`<html lang="en"><body style="margin:0"><main>
    <h1>Tall</h1>
    <div style="height:2000px">page</div>
    <div id="box" style="height:100px;overflow:auto"><p style="height:300px">box</p></div>
    <section data-scrolls="pages" style="height:100px;overflow:auto"><p style="height:300px">pages</p></section>
  </main></body></html>`);
  const problems = await auditScreen(page, 'made');
  expect(problems.filter((problem) => problem.includes('tall') || problem.includes('scrolls'))).toEqual([
    expect.stringMatching(/^made: the page is \d+ px tall on a 1920 px glass$/),
    expect.stringMatching(/^made: div "box" scrolls: \d+×\d+ px in \d+×100$/),
  ]);
});
