// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/**
 * The URL and the runtime in step (core spec §2 routes; src/app/KioskApp.tsx over React Router's
 * data router, src/app/routes.ts), in memory: e2e/routing.spec.ts holds the same in Chromium.
 */
const { open } = platformSuite();

/** Presses the browser's back (or forward) and lets the kiosk answer it. */
async function press(k: PlatformKiosk, button: 'back' | 'forward') {
  await act(async () => k.history[button]());
  await k.settle();
}

const answer = (k: PlatformKiosk) => k.container.querySelector<HTMLInputElement>('[data-action="answer"]')?.value;
const question = (k: PlatformKiosk) => k.container.querySelector('[data-question]')?.getAttribute('data-question');

describe('the URL', () => {
  it('follows the screens, the query string kept', async () => {
    const k = open({ fixture: 'approved-realtime' });
    const visit = k.visit();
    await visit.to('profiles');
    expect(k.history.location()).toEqual({ pathname: '/1/en/profiles', search: '?tenant=demo' });
    await visit.to('questionary');
    expect(k.history.location()).toEqual({ pathname: '/1/en/profiles/1/questionary/visitor', search: '?tenant=demo' });
  });

  it('loads the asset questionary at the questionary route with the suffix asset (core §2), then shows its field at asset/identification (site-operations §2)', async () => {
    const k = open({ fixture: 'asset-single-type-known' });
    const paths: string[] = [];
    k.kiosk.runtime.subscribe(() => paths.push(k.kiosk.runtime.getSnapshot().view.path));
    await k.reach('identification');
    expect(paths).toContain('/11/en/profiles/31/questionary/asset');
    expect(k.history.location().pathname).toBe('/11/en/profiles/31/asset/identification');
  });

  it('the asset questionary route opened from a URL (a reload) starts the visit again at the profiles of its language', async () => {
    const k = open({ path: '/11/en/profiles/31/questionary/asset' });
    await k.waitFor('profiles');
    expect(k.history.location().pathname).toBe('/11/en/profiles');
    expect(k.has('[data-screen="notFound"]')).toBe(false);
  });

  it('a deep link opens its screen in the language of the URL', async () => {
    const k = open({ path: '/1/fr/profiles' });
    await k.waitFor('profiles');
    expect(k.text()).toContain('Visiteur');
    expect(k.history.location().pathname).toBe('/1/fr/profiles');
  });

  it("the browser's back is the screen's Back: every answer stays; there is no forward to step into", async () => {
    const k = open({ fixture: 'approved-realtime' });
    await k.visit().to({ screen: 'questionary', nth: 3 });
    await k.fill('answer', 'jane@example');
    const questionUrl = k.history.location();
    await press(k, 'back');
    expect(question(k)).toBe('q-company');
    expect(answer(k)).toBe('Acme Logistics');
    expect(k.history.location()).toEqual(questionUrl);
    await press(k, 'back');
    expect(question(k)).toBe('q-fullname');
    expect(answer(k)).toBe('Jane Doe');
    await press(k, 'forward');
    expect(question(k)).toBe('q-fullname');
    await k.tap('next');
    expect(answer(k)).toBe('Acme Logistics');
    await k.tap('next');
    expect(answer(k)).toBe('jane@example');
  });

  it('an unknown path shows the fallback; its way home replaces the URL, the tenant kept', async () => {
    const k = open({ path: '/1/no/where' });
    await k.waitFor('noMatch');
    await k.tap('home');
    await k.waitFor('language');
    expect(k.history.location()).toEqual({ pathname: '/1', search: '?tenant=demo' });
  });
});
