// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIM_ORIGIN, simSuite } from '../../src/sim/testing.ts';
import { nextTurn, turnsUntil } from '../turns.ts';
import { createJsdomDriver } from './jsdomDriver.tsx';
import { loadFixture, reach } from './reach.ts';

/**
 * The signer's name at the signing desk (site-operations spec §4 "The name step uses a capital-case
 * keyboard"): kiosk 24 has the on-screen keyboard on, and the name step of the golden path
 * `signing-one-document` shows it in capitals at the start of the name and after each space. The
 * step is one field of its own: no progress bar, and "Next" rather than the questionary's "Finish".
 */
simSuite();

const keyboard = () => document.querySelector<HTMLElement>('[data-screen="name"] .kiosk-keyboard');
const key = (button: string) => document.querySelector<HTMLElement>(`.kiosk-keyboard [data-skbtn="${button}"]`);
/** The letters of the keyboard's top letter row, as shown. */
const letterRow = () => document.querySelectorAll('.kiosk-keyboard .hg-row')[1]?.textContent;
const press = async (...buttons: string[]) => {
  for (const button of buttons) {
    const element = key(button);
    if (!element) throw new Error(`no key ${button} (the row shows ${letterRow()})`);
    await act(async () => {
      fireEvent.pointerDown(element);
      fireEvent.pointerUp(element);
      await nextTurn();
    });
  }
};

describe('signing: the name step (kiosk 24)', () => {
  it('shows the on-screen keyboard in capitals, and typing on it gives a capitalised name', async () => {
    const fixture = loadFixture('signing-one-document');
    const driver = createJsdomDriver(fixture, SIM_ORIGIN);
    try {
      await reach(driver, fixture, { before: { mark: 'name' } });
      expect(await driver.currentScreen()).toBe('name');
      // a step of its own, not a questionary: no "Question 1 of 1", and the button says Next, not Finish
      const screen = document.querySelector<HTMLElement>('[data-screen="name"]');
      expect(screen?.querySelector('[role="progressbar"]')).toBeNull();
      expect(screen?.textContent).not.toMatch(/Question 1 of 1|Finish/);
      expect(screen?.querySelector('[data-action="next"]')?.textContent).toMatch(/Next/);
      // the keyboard follows the focused input once the question is painted
      await turnsUntil(() => keyboard()?.hidden === false, 'the keyboard shown', { turn: () => act(nextTurn) });
      expect(keyboard()).not.toBeNull();
      expect(keyboard()?.hidden).toBe(false);
      expect(keyboard()?.getAttribute('data-keyboard-type')).toBe('text');
      // capital case: shifted at the start of the name, on the qwerty rows of kiosk 24
      expect(letterRow()).toBe('QWERTYUIOP');
      await press('L');
      expect(letterRow()).toBe('qwertyuiop');
      await press('e', 'n', 'a', '{space}');
      expect(letterRow()).toBe('QWERTYUIOP');
      await press('V', 'e', 'r');
      expect(await driver.valueOf('answer')).toBe('Lena Ver');
    } finally {
      driver.dispose();
    }
  });
});
