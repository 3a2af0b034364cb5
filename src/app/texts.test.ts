import * as i18nextModule from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKioskTexts, textDirection } from './texts.ts';

afterEach(() => vi.restoreAllMocks());

/**
 * The kiosk's texts (core spec §7 localization resources, §8 "Missing translations show an empty
 * string"; docs/decisions/0026): the same answers before i18next is in (the first screen) and after.
 */
describe.each([
  ['before i18next is in', undefined],
  ['with i18next', i18nextModule],
])('the kiosk texts, %s', (_, i18next) => {
  const create = (warnMissing = false) => createKioskTexts({ warnMissing, ...(i18next ? { i18next } : {}) });

  it("layers a visit's texts over the kiosk's and drops them, even over kiosk texts that came during the visit", () => {
    const texts = create();
    texts.add('en', { registration: { next: 'Next', back: 'Back' } });
    texts.add('en', { registration: { next: 'Continue' }, courier: { name: 'Courier' } }, 'visit');
    texts.add('en', { registration: { next: 'Next!', done: 'Done' } });
    const shown = () => [texts.t('registration:next'), texts.t('registration:back'), texts.t('registration:done'), texts.t('courier:name')];
    expect(shown()).toEqual(['Continue', 'Back', 'Done', 'Courier']);
    texts.dropVisit();
    expect(shown()).toEqual(['Next!', 'Back', 'Done', '']);
  });

  it('reads a key with dots as a path into nested texts, as i18next does (the weighing texts, site-operations §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = create(true);
    texts.add('en', {
      weighing: { authentication: { errorMessageForPincode: 'This pincode is not known on the weighbridge.' }, pincodeTitle: 'Type your weighing pincode' },
    });
    // before i18next came, this was '' (and a warning): a wrong pincode on the weighing screen said nothing
    expect(texts.t('weighing:authentication.errorMessageForPincode')).toBe('This pincode is not known on the weighbridge.');
    expect(texts.t('weighing:pincodeTitle')).toBe('Type your weighing pincode');
    expect(texts.t('weighing:authentication.nothing')).toBe('');
    expect(warn).toHaveBeenCalledExactlyOnceWith('missing translation weighing:authentication.nothing (en)');
  });

  it('reads a missing text as "" and warns in development only when its namespace has texts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = create(true);
    expect(texts.t('statusMessages:loading')).toBe('');
    expect(warn).not.toHaveBeenCalled();
    texts.add('en', { statusMessages: { loading: 'Loading…' }, checkout: { title: 'Check out' } });
    expect(texts.t('statusMessages:loading')).toBe('Loading…');
    expect(texts.t('checkout:title')).toBe('Check out');
    expect(texts.t('statusMessages:nothing')).toBe('');
    expect(warn).toHaveBeenCalledWith('missing translation statusMessages:nothing (en)');
    const quiet = create();
    quiet.add('en', { statusMessages: {} });
    warn.mockClear();
    expect(quiet.t('statusMessages:nothing')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the language it is told, with the fixed namespace for keys without one and the first of several keys found', () => {
    const texts = create();
    texts.add('en', { registration: { next: 'Next', empty: '' } });
    texts.add('nl', { registration: { next: 'Volgende' } });
    expect(texts.has('nl')).toBe(true);
    expect(texts.has('fr')).toBe(false);
    texts.show('nl');
    expect(texts.language).toBe('nl');
    expect(texts.fixedT('registration')('next')).toBe('Volgende');
    expect(texts.fixedT('registration')(['registration:none', 'registration:next'])).toBe('Volgende');
    texts.show('en');
    // an empty text is a text (i18next's returnEmptyString): the next key is not tried
    expect(texts.fixedT('registration')(['empty', 'next'])).toBe('');
  });

  it('gives {{name}} placeholders their values', () => {
    const texts = create();
    texts.add('en', { profileSelection: { page: 'Page {{page}} of {{ pages }}', plain: 'No values' } });
    expect(texts.t('profileSelection:page', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(texts.t('profileSelection:page', { page: '3', pages: 12 })).toBe('Page 3 of 12');
    expect(texts.t('profileSelection:plain', { page: 1 })).toBe('No values');
  });

  it('tells its listeners when the language changes, not when texts are added', () => {
    const texts = create();
    const listener = vi.fn();
    const stop = texts.subscribe(listener);
    const { revision, version } = texts;
    texts.add('nl', { registration: { next: 'Volgende' } });
    expect(listener).not.toHaveBeenCalled();
    expect(texts.version).toBeGreaterThan(version);
    texts.show('nl');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(texts.revision).toBeGreaterThan(revision);
    stop();
    texts.show('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the kiosk texts before i18next is in (docs/decisions/0026)', () => {
  it('gives a text that needs i18next (a plural, a placeholder without its value) once it came, which it fetches for it, and renders again then', async () => {
    const texts = createKioskTexts();
    texts.add('en', { registration: { question: 'Question {{index}} of {{count}}', next: 'Next', total: 'In all: {{count}}' } });
    const listener = vi.fn();
    texts.subscribe(listener);
    expect(texts.t('registration:next')).toBe('Next');
    expect(texts.t('registration:question', { index: 2, count: 21 })).toBe('');
    // a text that interpolates is i18next's too, even asked without options
    expect(texts.t('registration:total')).toBe('');
    await texts.loadI18next();
    expect(listener).toHaveBeenCalled();
    expect(texts.t('registration:question', { index: 2, count: 21 })).toBe('Question 2 of 21');
    expect(texts.t('registration:next')).toBe('Next');
  });

  it('hands i18next every text held and the language shown, and keeps both layers in step after', async () => {
    const texts = createKioskTexts();
    texts.add('nl', { registration: { next: 'Volgende' } });
    texts.add('nl', { registration: { next: 'Verder' } }, 'visit');
    texts.show('nl');
    await texts.loadI18next();
    expect(texts.t('registration:next')).toBe('Verder');
    texts.dropVisit();
    expect(texts.t('registration:next')).toBe('Volgende');
    texts.add('nl', { registration: { back: 'Terug' } });
    expect(texts.t('registration:back')).toBe('Terug');
  });

  it('a lookup made before stays right in a t made before i18next came', async () => {
    const texts = createKioskTexts();
    texts.add('en', { registration: { visitors: '{{count}} visitors' } });
    const t = texts.fixedT('registration');
    expect(t('visitors', { count: 2 })).toBe('');
    await texts.loadI18next();
    expect(t('visitors', { count: 2 })).toBe('2 visitors');
  });

  it('tries again after i18next could not be fetched; meanwhile a text with options stays empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fetched = 0;
    const texts = createKioskTexts({ i18next: () => (++fetched === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(i18nextModule)) });
    texts.add('en', { registration: { visitors: '{{count}} visitors' } });
    await expect(texts.loadI18next()).rejects.toThrow('offline');
    expect(texts.t('registration:visitors', { count: 2 })).toBe('');
    await texts.loadI18next();
    expect(texts.t('registration:visitors', { count: 2 })).toBe('2 visitors');
  });
});

describe('textDirection', () => {
  it('writes Arabic, Hebrew, Persian and Urdu from the right, the rest and unknown codes from the left', () => {
    expect(['ar', 'he', 'fa', 'ur'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'nl', 'zh-Hant', 'not a language'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('followLanguage (KioskApp)', () => {
  it('gives the page the language shown and its direction, and follows it until stopped (WCAG 3.1.1)', async () => {
    const { followLanguage } = await import('./KioskApp.tsx');
    const texts = createKioskTexts();
    texts.add('ar', { statusMessages: { home: 'الرئيسية' } });
    const root = { lang: 'en', dir: '' } as HTMLElement;
    const stop = followLanguage(texts, root);
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    texts.show('ar');
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    stop();
    texts.show('en');
    expect(root.lang).toBe('ar');
  });
});
