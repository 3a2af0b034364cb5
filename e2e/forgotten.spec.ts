import { expect, test, type Page } from '@playwright/test';
import { advanceClock, clickWhenQuiet, openFixture, waitForQuiet, whenDrawn } from './pageDriver.ts';

/**
 * A public terminal forgets its visitor (issue 12 §5): once the kiosk is home again, nothing the
 * visitor typed is reachable from the page — not in the DOM, not in a detached input React keeps,
 * not in a trace or a cache. The proof is a V8 heap snapshot after a garbage collection, searched
 * for the typed text. The text is typed with key events (not `fill`, whose value would sit in
 * Playwright's own injected script) and is never sent to the simulated site, which lives in the
 * same page and keeps what it receives.
 */

/** Text no fixture, translation or bundle contains. */
const TYPED = 'Quetzalcoatl Forgotten-Visitor';

/** The page's heap after a full garbage collection, as the snapshot's JSON text. */
async function heapText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // twice: the first pass may only queue finalizers that release more
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

/**
 * Waits until the home screen has settled before the heap is searched: the tap guard counts taps
 * again (the screen is drawn and has stood its settling time) and a frame is drawn after that, so
 * React has finished unmounting the visit.
 */
async function homeSettled(page: Page): Promise<void> {
  await waitForQuiet(page);
  await whenDrawn(page);
}

/** Opens the questionary's first question and types the visitor's name there. */
async function typeName(page: Page, options: { clock?: boolean } = {}): Promise<void> {
  const kiosk = await openFixture(page, 'approved-realtime', options);
  await kiosk.reach('questionary');
  const answer = page.locator('[data-action="answer"]');
  // the tap guard may still be settling from the profile tap: a swallowed click leaves no focus
  await clickWhenQuiet(page, answer);
  await expect(answer).toBeFocused();
  await page.keyboard.type(TYPED, { delay: 10 });
  await expect(answer).toHaveValue(TYPED);
}

test('after the home button, nothing the visitor typed is left in the page heap', async ({ page }) => {
  await typeName(page);
  // the proof that the search would find it: while the visitor is there, it is in the heap
  expect(await heapText(page)).toContain(TYPED);
  await page.locator('[data-action="home"]').click();
  await expect(page.locator('[data-screen="language"]').first()).toBeVisible();
  await homeSettled(page);
  expect(await heapText(page), 'the typed text is still reachable after home').not.toContain(TYPED);
});

test('after a visitor walked away (idle timeout), nothing they typed is left in the page heap', async ({ page }) => {
  await typeName(page, { clock: true });
  // core §9: general timeout 300 s, then the idle warning's own countdown
  await advanceClock(page, 320_000, 20_000);
  await expect(page.locator('[data-screen="language"]').first()).toBeVisible();
  await homeSettled(page);
  expect(await heapText(page), 'the typed text is still reachable after the idle reset').not.toContain(TYPED);
});
