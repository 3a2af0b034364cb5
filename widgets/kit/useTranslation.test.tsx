// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import * as i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createKioskTexts, type KioskTexts } from '../../src/app/texts.ts';
import { countingLookups } from '../testing/renderWithI18n.tsx';
import { TextsContext, type Translate, useTranslation } from './useTranslation.ts';

const RESOURCES = {
  en: { registration: { next: 'Next', question: 'Question {{index}} of {{count}}' } },
  nl: { registration: { next: 'Volgende' } },
};

/** The kiosk's texts with RESOURCES, i18next in from the start or not. */
function createTexts(withI18next: boolean): KioskTexts {
  const texts = createKioskTexts(withI18next ? { i18next } : {});
  for (const [language, resources] of Object.entries(RESOURCES)) texts.add(language, resources);
  return texts;
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

function renderNext(texts: KioskTexts) {
  const given: Translate[] = [];
  const view = render(
    <TextsContext.Provider value={texts}>
      <Next tick={0} given={given} />
    </TextsContext.Provider>,
  );
  const rerender = (tick: number) =>
    view.rerender(
      <TextsContext.Provider value={texts}>
        <Next tick={tick} given={given} />
      </TextsContext.Provider>,
    );
  return { text: () => view.container.textContent, given, rerender };
}

describe('useTranslation (widgets/kit)', () => {
  it('translates in the language shown, with interpolation, and keeps t between renders', () => {
    const { text, given, rerender } = renderNext(createTexts(true));
    expect(text()).toBe('Next · Question 2 of 21');
    rerender(1);
    expect(given).toHaveLength(2);
    expect(given[1]).toBe(given[0]);
  });

  it('renders again in the new language when the language changes', () => {
    const texts = createTexts(true);
    const { text, given } = renderNext(texts);
    act(() => texts.show('nl'));
    expect(text()).toBe('Volgende · ');
    expect(given.at(-1)).not.toBe(given[0]);
  });

  it('sees texts added or dropped after a text was looked up (a profile’s texts over the kiosk’s)', () => {
    const texts = createTexts(true);
    const { text, rerender } = renderNext(texts);
    expect(text()).toContain('Next');
    texts.add('en', { registration: { next: 'Continue' } }, 'visit');
    rerender(1);
    expect(text()).toContain('Continue');
    texts.dropVisit();
    rerender(2);
    expect(text()).toContain('Next');
  });

  it('first namespace is the default for keys without one, as react-i18next', () => {
    const view = render(
      <TextsContext.Provider value={createTexts(true)}>
        <Bare />
      </TextsContext.Provider>,
    );
    expect(view.container.textContent).toBe('Next');
  });

  it('before i18next is in (the first screen): plain texts at once, a text with options when i18next came', async () => {
    const texts = createTexts(false);
    const { text } = renderNext(texts);
    expect(text()).toBe('Next · ');
    await act(() => texts.loadI18next());
    expect(text()).toBe('Next · Question 2 of 21');
  });

  it('looks a text with numbers up once per numbers until the texts change, and never keeps one made with typed text', () => {
    const kiosk = createTexts(true);
    // the kiosk's texts, each lookup of i18next counted
    const { texts, lookups } = countingLookups(kiosk);
    // biome-ignore lint/correctness/noComponentHookFactories: a stand-in component defined where the test needs it
    function Progress({ index, number }: { index: number; number: string }) {
      const { t } = useTranslation(['registration']);
      return (
        <p>
          {t('registration:question', { index, count: 21 })} · {t('registration:next', { number })}
        </p>
      );
    }
    const show = (index: number, number: string) => (
      <TextsContext.Provider value={texts}>
        <Progress index={index} number={number} />
      </TextsContext.Provider>
    );
    const view = render(show(2, '+32 470'));
    view.rerender(show(2, '+32 471'));
    view.rerender(show(3, '+32 471'));
    view.rerender(show(2, '+32 471'));
    expect(view.container.textContent).toBe('Question 2 of 21 · Next');
    expect(lookups.filter((lookup) => lookup.startsWith('registration:question'))).toEqual([
      'registration:question {"index":2,"count":21}',
      'registration:question {"index":3,"count":21}',
    ]);
    // a text with a typed value goes to i18next each time: what a visitor typed is not kept
    expect(lookups.filter((lookup) => lookup.startsWith('registration:next'))).toHaveLength(4);
    kiosk.add('en', { registration: { question: 'Step {{index}} of {{count}}' } }, 'visit');
    view.rerender(show(2, '+32 471'));
    expect(view.container.textContent).toBe('Step 2 of 21 · Next');
  });

  it('reads every key as "" without the kiosk texts above it (a screen that must show without any)', () => {
    expect(render(<Bare />).container.textContent).toBe('');
  });
});
