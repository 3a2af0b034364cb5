// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/**
 * The URL and the runtime in step (core spec §2 routes; src/app/KioskApp.tsx over React Router's
 * data router, src/app/routes.ts), in memory: e2e/routing.spec.ts holds the same in Chromium.
 */
const { sim, open } = platformSuite();

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

  it('follows the kiosk back when a call fails before the URL reached the screen it left: nothing is restored from the URL', async () => {
    const k = open({ fixture: 'asset-after-identification' });
    const referenceUrl = '/11/en/profiles/34/identification/visitor';
    const visit = k.visit();
    await visit.to('reference');
    // the identification fails at once (in Node as in a browser that is offline): identifying → reference
    // within a turn, while the router is still on its way to identifying's address
    sim.site.faults.set('identification.identify', { kind: 'network' });
    const screens: string[] = [];
    k.kiosk.runtime.subscribe(() => screens.push(k.kiosk.runtime.getSnapshot().screen));
    await visit.to({ leaving: 'reference' });
    await k.until(() => screens.includes('identifying') && k.kiosk.runtime.getSnapshot().screen !== 'identifying', 'the identification answered');
    await k.until(() => k.history.location().pathname === k.kiosk.runtime.getSnapshot().view.path, 'the URL and the kiosk agreed');
    await k.settle();
    // core §5: the reference again, with the identification's problem; not the profiles of a URL "opened again"
    expect(k.screen()).toBe('reference');
    expect(k.text()).toContain('We could not find this booking reference.');
    expect(k.history.location()).toEqual({ pathname: referenceUrl, search: '?tenant=demo' });
  });

  it('an unknown path shows the fallback; its way home replaces the URL, the tenant kept', async () => {
    const k = open({ path: '/1/no/where' });
    await k.waitFor('noMatch');
    await k.tap('home');
    await k.waitFor('language');
    expect(k.history.location()).toEqual({ pathname: '/1', search: '?tenant=demo' });
  });
});
