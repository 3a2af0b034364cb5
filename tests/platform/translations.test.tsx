// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { platformSuite } from './harness.tsx';
import { addTranslations, createI18n } from '../../src/app/i18n.ts';

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
    expect(k.kiosk.i18n.language).toBe('nl');
    expect(missing(warn)).toEqual([]);
  });

  it('keeps the English texts until the chosen language has arrived', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'idle-timeout' }); // a visitor who chooses French
    const visit = await k.reach('language');
    site.faults.set('kiosk.localizationResources', { kind: 'slow', delayMs: 150 });
    await visit.to({ leaving: 'language' });
    await k.waitFor('languageLoading');
    expect(k.kiosk.i18n.language).toBe('en');
    await k.waitFor('profiles');
    expect(k.kiosk.i18n.language).toBe('fr');
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
    expect(k.kiosk.i18n.language).toBe('fr');
    await k.tap('home');
    await k.waitFor('language');
    expect(k.kiosk.i18n.language).toBe('en');
    expect(k.text()).toContain('Choose your language');
  });
});

describe('i18n of the kiosk', () => {
  it('loads texts by namespace; a missing one reads "" and warns in development only when texts are there', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ warnMissing: true });
    expect(i18n.t('statusMessages:loading')).toBe('');
    expect(warn).not.toHaveBeenCalled();
    addTranslations(i18n, 'en', { statusMessages: { loading: 'Loading…' }, checkout: { title: 'Check out' } });
    expect(i18n.t('statusMessages:loading')).toBe('Loading…');
    expect(i18n.t('checkout:title')).toBe('Check out');
    expect(i18n.t('statusMessages:nothing')).toBe('');
    expect(warn).toHaveBeenCalledWith('missing translation statusMessages:nothing (en)');
    const quiet = createI18n();
    addTranslations(quiet, 'en', { statusMessages: {} });
    warn.mockClear();
    expect(quiet.t('statusMessages:nothing')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });
});
