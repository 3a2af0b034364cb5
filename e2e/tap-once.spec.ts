import { type Browser, expect, type Page, test } from '@playwright/test';
import { loadFixture } from '../tests/golden/reach.ts';
import { type FixtureDriver, runFixture } from '../tests/golden/schema.ts';
import { createPageDriver, openFixture, timelinePasses, waitForQuiet, whenDrawn } from './pageDriver.ts';

/**
 * A tap acts once (issue 12 §2, src/app/tapGuard.ts): a double or triple tap on a control that
 * moves on — Next, OK, a language or profile tile, a checkout method, the keyboard's submit key —
 * by mouse (both taps at once, 250 ms apart, three at once) and by touch (100 ms apart, three)
 * moves on exactly once. Each fixture runs twice: with single taps, then with every such tap
 * repeated; the screens and questions shown must be the same, in the same order. On main the
 * second tap landed on the next question's Next and skipped it.
 */
const FIXTURES = ['approved-realtime', 'checkout-pincode', 'identification-single', 'signing-one-document'];
const MOVES_ON = /^(next|ok|submit|finish|continue|confirm|language:|profile:|extra:|method:|country:|visitor:)/;
const STYLES = ['mouse-double', 'touch-double', 'key-double', 'mouse-250ms', 'touch-triple', 'mouse-triple'] as const;
type Style = (typeof STYLES)[number];

/** The screens and questions the page shows now. */
const viewOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-screen], [data-question]')]
      .map((e) => `${e.getAttribute('data-screen') ?? ''}${e.getAttribute('data-question') ? `#${e.getAttribute('data-question')}` : ''}`)
      .join(' '),
  );

async function repeatTap(page: Page, action: string, style: Style): Promise<void> {
  await waitForQuiet(page);
  const submitKey = page.locator('.kiosk-keyboard:not([hidden]) [data-skbtn="{submit}"]').first();
  const useKey = style === 'key-double' && action === 'next' && (await submitKey.isVisible());
  const target = useKey ? submitKey : page.locator(`[data-action="${action}"]`).first();
  await target.waitFor({ state: 'visible', timeout: 5000 });
  const box = await target.boundingBox();
  if (!box) throw new Error(`no box for ${action}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const touch = async (times: number) => {
    for (let i = 0; i < times; i++) {
      if (i > 0) await timelinePasses(page, 100);
      await page.touchscreen.tap(x, y);
    }
  };
  if (style === 'mouse-double' || style === 'key-double') await page.mouse.click(x, y, { clickCount: 2 });
  else if (style === 'mouse-triple') await page.mouse.click(x, y, { clickCount: 3 });
  else if (style === 'mouse-250ms') {
    await page.mouse.click(x, y);
    await timelinePasses(page, 250);
    await page.mouse.click(x, y);
  } else await touch(style === 'touch-double' ? 2 : 3);
}

async function visitViews(browser: Browser, name: string, repeat: boolean): Promise<{ views: string[]; styles: Set<Style> }> {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 1024 } });
  const page = await context.newPage();
  try {
    await openFixture(page, name, { clock: true });
    const plain = createPageDriver(page);
    const views: string[] = [];
    const styles = new Set<Style>();
    let taps = 0;
    const driver: FixtureDriver = {
      ...plain,
      async tap(action, count) {
        if (!repeat || !MOVES_ON.test(action)) return plain.tap(action, count);
        const style = STYLES[taps++ % STYLES.length] as Style;
        styles.add(style);
        await repeatTap(page, action, style);
      },
      async onScreen() {
        // a stray second tap has done whatever it would once the guard counts taps again (it keeps
        // the page quiet until a view it let through is drawn and settled); then look
        await waitForQuiet(page);
        await whenDrawn(page);
        views.push(await viewOf(page));
      },
    };
    await runFixture(loadFixture(name), driver, { screenTimeoutMs: 10_000 });
    return { views, styles };
  } finally {
    await context.close();
  }
}

for (const name of FIXTURES) {
  test(`${name}: double and triple taps by mouse and touch move on once`, async ({ browser }) => {
    const single = await visitViews(browser, name, false);
    const repeated = await visitViews(browser, name, true);
    expect(repeated.views).toEqual(single.views);
    expect(repeated.styles.size).toBeGreaterThanOrEqual(3);
  });
}
