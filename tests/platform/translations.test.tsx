// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { platformSuite } from './harness.tsx';

/**
 * Translations (issue 4 §3; core spec §7 localizationresources, §8 "Missing translations show an
 * empty string"): texts come by namespace from the server; no screen shows before its texts.
 */
const { sim, open } = platformSuite();

const missing = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('missing translation'));

describe('translations', () => {
  it('no screen of the way to the profiles renders before its texts: no missing translation on the way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    site.faults.set('kiosk.localizationResources', { kind: 'slow', delayMs: 120 });
    const k = open({ fixture: 'visitor-dutch', warnMissingTranslations: true });
    const visit = await k.reach('language');
    expect(k.text()).toContain('Choose your language');
    await visit.to('profiles');
    expect(k.text()).toContain('Bezoeker');
    expect(k.kiosk.texts.language).toBe('nl');
    expect(missing(warn)).toEqual([]);
  });

  it('keeps the English texts until the chosen language has arrived', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'idle-timeout' }); // a visitor who chooses French
    const visit = await k.reach('language');
    site.faults.set('kiosk.localizationResources', { kind: 'slow', delayMs: 150 });
    await visit.to({ leaving: 'language' });
    await k.waitFor('languageLoading');
    expect(k.kiosk.texts.language).toBe('en');
    await k.waitFor('profiles');
    expect(k.kiosk.texts.language).toBe('fr');
  });

  it('shows a failure to load the chosen language in English, never as a blank screen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    const k = open({ fixture: 'visitor-dutch' });
    const visit = await k.reach('language');
    site.faults.set('kiosk.localizationResources', { kind: 'http500' });
    await visit.to({ leaving: 'language' });
    await k.waitFor('error');
    expect(k.text()).toContain('Something went wrong');
    expect(k.container.querySelector('[data-action="retry"]')?.textContent).toBe('Try again');
  });

  it('returns to English for the next visitor', async () => {
    sim.fresh();
    const k = open({ fixture: 'idle-timeout' }); // a visitor who chooses French
    await k.reach('profiles');
    expect(k.kiosk.texts.language).toBe('fr');
    await k.tap('home');
    await k.waitFor('language');
    expect(k.kiosk.texts.language).toBe('en');
    expect(k.text()).toContain('Choose your language');
  });
});

/** The kiosk's own text of the courier's confirmation, and the courier profile's (src/sim/data/profileLocalization.ts). */
const KIOSK_CONFIRMATION = 'Your registration was received. Your host will be informed.';
const COURIER_CONFIRMATION = 'Thank you. Please leave the parcel on the shelf at the reception desk.';

describe("a profile's own texts (core §7 GET /profile/{id}/LocalizationResources)", () => {
  it("override the kiosk's for the visit, and the next visitor sees the kiosk's again", async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'profile-texts' });
    await k.reach('nonRealtimeConfirmation');
    expect(k.text()).toContain(COURIER_CONFIRMATION);
    expect(k.text()).not.toContain(KIOSK_CONFIRMATION);
    expect(site.requests.filter((r) => r.call === 'profile.localizationResources')).toHaveLength(1);
    await k.tap('ok');
    await k.waitFor('language');
    k.kiosk.texts.show('en');
    expect(k.kiosk.texts.t('statusMessages:nonRealtimeConfirmation')).toBe(KIOSK_CONFIRMATION);
  });

  it("keep the kiosk's texts when the call fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = sim.fresh();
    site.faults.set('profile.localizationResources', { kind: 'http500' });
    const k = open({ fixture: 'profile-texts' });
    await k.reach({ before: 'nonRealtimeConfirmation' });
    await k.waitFor('nonRealtimeConfirmation');
    expect(k.text()).toContain(KIOSK_CONFIRMATION);
  });
});
