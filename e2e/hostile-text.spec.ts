import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { runFixture, scenarioUrl } from '../tests/golden/schema.ts';
import { Fixture } from '../src/tooling/fixtures/fixtureSchema.ts';
import type { Site } from '../src/sim/site.ts';
import { createPageDriver, openWithClock, whenDrawn } from './pageDriver.ts';

/**
 * Hostile server text in real Chromium (issue 12 §1; docs/decisions/0011 "One sanitiser"): the
 * headless test (tests/platform/hostile.test.tsx) again, where scripts run, images load, links
 * navigate and dialogs open. The simulated site turns hostile (`?simHostile`, src/sim/hostile.ts):
 * every text it gives ends in scripts, handlers, links, frames, forms, styles and remote images.
 * Some golden paths that show many kinds of server text are walked to their end; on every screen
 * nothing of the markup is an element or a handler, and over the whole walk no script of it ran,
 * no dialog opened, the page never left the kiosk, and no request went to another host.
 */

declare global {
  interface Window {
    gatehouseSim: Site;
    /** Set by the hostile markup, were any of it to run. */
    __hostileRan?: number;
  }
}

/** Paths through translations, profiles, questions of every field type (HTML too), hosts, lists of names, server messages and documents. */
const FIXTURES = [
  'visitor-dutch',
  'questionary-all-fields',
  'profile-texts',
  'checkout-display-name',
  'certified-blacklisted',
  'identification-not-allowed',
  'signing-one-document',
];

/** Elements and attributes hostile markup would bring, were it ever treated as HTML. */
const FORBIDDEN = 'script, style, iframe, frame, object, embed, form, a, [href], svg a, [onerror], [onclick], [onload], b[data-action]';

/** What the hostile markup left in the kiosk's page (#root), as short descriptions; [] when nothing. */
async function hostileInPage(page: Page): Promise<string[]> {
  return page.evaluate((forbidden) => {
    const root = document.getElementById('root');
    if (!root) return ['no #root'];
    const found = [...root.querySelectorAll(forbidden)].map((element) => element.outerHTML.slice(0, 120));
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`handler ${attribute.name} on <${element.localName}>`);
        if (/^(src|href|srcset|action|formaction|xlink:href|poster|data)$/i.test(attribute.name) && /hostile/i.test(attribute.value))
          found.push(`address ${attribute.name}="${attribute.value}" on <${element.localName}>`);
      }
    }
    for (const image of root.querySelectorAll('img')) if (image.getAttribute('src') === 'x') found.push('<img src="x">');
    if (window.__hostileRan !== undefined) found.push('hostile script ran');
    return found;
  }, FORBIDDEN);
}

for (const name of FIXTURES) {
  test(`${name}: hostile server text stays text in Chromium`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const foreign: string[] = [];
    const dialogs: string[] = [];
    const navigations: string[] = [];
    const popups: string[] = [];
    // a request for another host is recorded and never sent
    await page.route(
      (url) => url.origin !== origin && !/^(data|blob):/.test(url.protocol),
      (route) => {
        foreign.push(route.request().url());
        return route.abort();
      },
    );
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || new URL(frame.url()).origin !== origin) navigations.push(frame.url());
    });
    page.context().on('page', (opened) => popups.push(opened.url()));

    const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${name}.fixture.json`, 'utf8')));
    // names and messages end in hostile markup here, so the fixture's own text checks are left out
    const steps = fixture.steps.map((step) => {
      if (!('text' in step)) return step;
      const { text: _text, ...rest } = step;
      return rest;
    });
    await openWithClock(page, scenarioUrl(fixture.scenario, 'simHostile'));
    expect(await page.evaluate(() => window.gatehouseSim.hostileText), 'the simulated site is hostile').toBe(true);

    const screens: string[] = [];
    let shownAsText = false;
    const driver = createPageDriver(page);
    await runFixture(
      { ...fixture, steps },
      {
        ...driver,
        async onScreen(id, index) {
          await driver.onScreen?.(id, index);
          // images loaded or failed and their handlers, were there any, run
          await whenDrawn(page, { frames: 2 });
          screens.push(id);
          expect(await hostileInPage(page), `hostile markup on ${id}`).toEqual([]);
          shownAsText ||= ((await page.locator('#root').textContent()) ?? '').includes('hostile.example');
        },
      },
      { screenTimeoutMs: 10_000 },
    );

    expect(screens.length).toBeGreaterThan(1);
    // the hostile texts did arrive, and showed as characters
    expect(shownAsText, 'some hostile text shown as text').toBe(true);
    expect(await page.evaluate(() => window.__hostileRan), 'a hostile script ran').toBeUndefined();
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(navigations, 'navigations away from the kiosk').toEqual([]);
    expect(popups, 'windows opened').toEqual([]);
    expect(foreign, 'requests to another host').toEqual([]);
  });
}
