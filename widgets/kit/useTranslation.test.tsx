// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { type Translate, useTranslation } from './useTranslation.ts';

function createI18n(): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { registration: { next: 'Next', question: 'Question {{index}} of {{count}}' } }, nl: { registration: { next: 'Volgende' } } },
    ns: ['registration'],
    initAsync: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: () => '',
  });
  return i18n;
}

/** Shows `t('registration:next')` and an interpolated text; records every `t` it was given. */
function Next({ tick, given }: { tick: number; given: Translate[] }) {
  const { t } = useTranslation(['registration']);
  given.push(t);
  return (
    <p data-tick={tick}>
      {t('registration:next')} · {t('registration:question', { index: 2, count: 21 })}
    </p>
  );
}

/** Shows `t('next')`: no namespace in the key. */
function Bare() {
  return <p>{useTranslation('registration').t('next')}</p>;
}

function renderNext(i18n: I18n) {
  const given: Translate[] = [];
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Next tick={0} given={given} />
    </I18nextProvider>,
  );
  const rerender = (tick: number) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Next tick={tick} given={given} />
      </I18nextProvider>,
    );
  return { text: () => view.container.textContent, given, rerender };
}

describe('useTranslation (widgets/kit)', () => {
  it('translates in the instance language, with interpolation, and keeps t between renders', () => {
    const { text, given, rerender } = renderNext(createI18n());
    expect(text()).toBe('Next · Question 2 of 21');
    rerender(1);
    expect(given).toHaveLength(2);
    expect(given[1]).toBe(given[0]);
  });

  it('renders again in the new language when the language changes', async () => {
    const i18n = createI18n();
    const { text, given } = renderNext(i18n);
    await act(async () => {
      await i18n.changeLanguage('nl');
    });
    expect(text()).toBe('Volgende · ');
    expect(given.at(-1)).not.toBe(given[0]);
  });

  it('sees texts added or removed after a text was looked up (a profile’s texts over the kiosk’s)', () => {
    const i18n = createI18n();
    const { text, rerender } = renderNext(i18n);
    expect(text()).toContain('Next');
    i18n.addResourceBundle('en', 'registration', { next: 'Continue' }, true, true);
    rerender(1);
    expect(text()).toContain('Continue');
    i18n.removeResourceBundle('en', 'registration');
    rerender(2);
    expect(text()).toBe(' · ');
  });

  it('first namespace is the default for keys without one, as react-i18next', () => {
    const view = render(
      <I18nextProvider i18n={createI18n()}>
        <Bare />
      </I18nextProvider>,
    );
    expect(view.container.textContent).toBe('Next');
  });
});
