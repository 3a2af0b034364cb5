import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The accessibility audit of one screen as it is drawn (issue 12 §7; DESIGN.md "touch targets at
 * least 48 px"): axe-core's WCAG 2.2 A/AA rules, touch targets of at least 48 × 48 px, nothing
 * wider or taller than the glass and nothing else that scrolls (issue 39 §6; a document's pages
 * and a site's HTML, marked `data-scrolls`, excepted), and no text cut off by its box. Returns
 * what is wrong, one line each.
 */

/** The smallest touch target of the kiosk (px, DESIGN.md). */
export const MIN_TARGET_PX = 48;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The golden paths run with Playwright's clock paused, and axe-core waits on timers: it gets the
 * page's own timers, kept before the clock was installed (`keepNativeTimers`), as the names
 * `setTimeout`… inside its source, so the kiosk's timers stay on the paused clock.
 */
const AXE_SOURCE = `(function (setTimeout, clearTimeout, setInterval, clearInterval) {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}).call(window, ...(window.__nativeTimers ?? [setTimeout, clearTimeout, setInterval, clearInterval]));`;

/**
 * Keeps the page's own timers for axe-core, before `page.clock.install()` replaces them; call it
 * before the clock is installed.
 */
export async function keepNativeTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __nativeTimers: unknown[] }).__nativeTimers = [
      window.setTimeout.bind(window),
      window.clearTimeout.bind(window),
      window.setInterval.bind(window),
      window.clearInterval.bind(window),
    ];
  });
}

/** Targets, overflow and clipped text, measured in the page. */
function layoutProblems(minTarget: number): string[] {
  const problems: string[] = [];
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return (
      style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && box.width > 1 && box.height > 1 && !element.closest('[inert]')
    );
  };
  const nameOf = (element: Element) => {
    const action = element.getAttribute('data-action') ?? element.getAttribute('data-skbtn');
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return `${element.tagName.toLowerCase()}${action ? `[${action}]` : ''} "${name}"`;
  };
  const targets =
    'button, a[href], select, input:not([type="hidden"]), textarea, [role="button"], [role="radio"], [role="checkbox"], [role="option"], [role="tab"]';
  for (const element of document.querySelectorAll(targets)) {
    if (!visible(element)) continue;
    // a native checkbox or radio inside its label: the label is the target
    const label = element.closest('label');
    const box = (label && (element as HTMLInputElement).type !== 'text' ? label : element).getBoundingClientRect();
    if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
      problems.push(`target ${nameOf(element)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
  }
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px glass`);
  // nothing scrolls (issue 39 §6): a kiosk has no scroll bar and a visitor does not look below the glass
  if (root.scrollHeight > window.innerHeight + 1) problems.push(`the page is ${root.scrollHeight} px tall on a ${window.innerHeight} px glass`);
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    const scrolls = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
    // a document's pages and a site's HTML are read by scrolling: they say so (`data-scrolls`)
    if (!scrolls || !visible(element) || element.hasAttribute('data-scrolls')) continue;
    if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
      problems.push(`${nameOf(element)} scrolls: ${element.scrollWidth}×${element.scrollHeight} px in ${element.clientWidth}×${element.clientHeight}`);
  }
  for (const element of document.querySelectorAll('body *')) {
    if (!visible(element) || element.children.length > 0 || !element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    const clipsY = style.overflowY !== 'visible';
    if ((clipsX && element.scrollWidth > element.clientWidth + 1) || (clipsY && element.scrollHeight > element.clientHeight + 1))
      problems.push(`text cut off: ${nameOf(element)}`);
  }
  return problems;
}

/**
 * Audits the page as it is now; `where` prefixes each problem.
 *
 * @example
 * problems.push(...(await auditScreen(page, 'approved-realtime/03-questionary@1080x1920')));
 */
export async function auditScreen(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(AXE_TAGS)
    // the kiosk has no frames: run in the page, without the blank page axe's frame mode opens
    .setLegacyMode(true)
    .analyze();
  const axe = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: axe ${violation.id} (${violation.impact ?? ''}) at ${node.target.join(' ')}: ${violation.help}`),
  );
  const layout = (await page.evaluate(layoutProblems, MIN_TARGET_PX)).map((problem) => `${where}: ${problem}`);
  return [...axe, ...layout];
}

/**
 * Audits like `auditScreen`, unless the very same page (same viewport, same DOM) was already audited
 * in this worker: every fixture starts on the same language and profile screens, and axe's verdict
 * depends only on the DOM and the build's CSS. `seen` holds the digests of the pages audited.
 * Returns `audited: false` and no problem for a page seen before.
 */
export async function auditScreenOnce(page: Page, where: string, seen: Set<string>): Promise<{ audited: boolean; problems: string[] }> {
  const drawn = await page.evaluate(() => {
    return `${window.innerWidth}x${window.innerHeight}\n${document.documentElement.outerHTML}`;
  });
  const digest = createHash('sha256').update(drawn).digest('hex');
  if (seen.has(digest)) return { audited: false, problems: [] };
  seen.add(digest);
  return { audited: true, problems: await auditScreen(page, where) };
}
