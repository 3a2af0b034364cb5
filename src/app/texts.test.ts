import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKioskTexts, textDirection } from './texts.ts';

afterEach(() => vi.restoreAllMocks());

/**
 * The kiosk's texts (core spec §7 localization resources, §8 "Missing translations show an empty
 * string"): one i18next instance, the server's texts in two layers.
 */
describe('the kiosk texts', () => {
  const create = (warnMissing = false) => createKioskTexts({ warnMissing });

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
    expect(texts.i18n.getFixedT(null, 'registration')('next')).toBe('Volgende');
    expect(texts.t(['registration:none', 'registration:next'])).toBe('Volgende');
    texts.show('en');
    // an empty text is a text (i18next's returnEmptyString): the next key is not tried
    expect(texts.i18n.getFixedT(null, 'registration')(['empty', 'next'])).toBe('');
  });

  it('gives {{name}} placeholders their values', () => {
    const texts = create();
    texts.add('en', { profileSelection: { page: 'Page {{page}} of {{ pages }}', plain: 'No values' } });
    expect(texts.t('profileSelection:page', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(texts.t('profileSelection:page', { page: '3', pages: 12 })).toBe('Page 3 of 12');
    expect(texts.t('profileSelection:plain', { page: 1 })).toBe('No values');
  });

  it('gives react-i18next one instance: a component renders again when the language changes (texts added wait for the next render)', () => {
    const texts = create();
    const changed = vi.fn();
    texts.i18n.on('languageChanged', changed);
    texts.add('nl', { registration: { next: 'Volgende' } });
    expect(changed).not.toHaveBeenCalled();
    texts.show('nl');
    expect(changed).toHaveBeenCalledExactlyOnceWith('nl');
    texts.show('nl');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(texts.i18n.options.react).toMatchObject({ useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: '' });
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
