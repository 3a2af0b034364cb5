// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDLE_WARNING_MS } from '../../src/runtime/idle.ts';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/** Idle (issue 4 §4; core spec §4 "Idle", §9): the general timeout, its warning, end screens. */
const { sim, open } = platformSuite();

/** A contractor's first question (contractor.fixture.json), with a name typed. */
async function atQuestionary(): Promise<PlatformKiosk> {
  sim.fresh();
  const k = open({ fixture: 'contractor' });
  await k.reach('questionary');
  await k.fill('answer', 'Idle Ivy');
  return k;
}

describe('idle warning and reset', () => {
  it(`warns ${IDLE_WARNING_MS / 1000} s before the general timeout, counts down, then returns home and forgets the visitor`, async () => {
    const k = await atQuestionary();
    await k.advance(300_000 - IDLE_WARNING_MS - 1_000);
    expect(k.has('[data-screen="idleWarning"]')).toBe(false);
    await k.advance(1_000);
    expect(k.has('[data-screen="idleWarning"]')).toBe(true);
    expect(k.screen()).toBe('questionary'); // the overlay sits over the screen
    expect(k.container.querySelector('[role="alertdialog"]')?.textContent).toContain('The kiosk returns to the start in 20 s');
    await k.advance(5_000);
    expect(k.container.querySelector('.kiosk-popup__countdown')?.textContent).toBe('15');
    await k.advance(15_000);
    await k.waitFor('language');
    expect(k.has('[data-screen="idleWarning"]')).toBe(false);
    expect(JSON.stringify(k.kiosk.runtime.getSnapshot().context)).not.toContain('Idle Ivy');
  });

  it('a touch anywhere dismisses the warning and keeps what the visitor typed', async () => {
    const k = await atQuestionary();
    await k.advance(290_000);
    expect(k.has('[data-screen="idleWarning"]')).toBe(true);
    await act(async () => {
      fireEvent.pointerDown(k.container.querySelector('.kiosk-popup-layer')!);
    });
    expect(k.has('[data-screen="idleWarning"]')).toBe(false);
    await k.advance(290_000);
    expect(k.screen()).toBe('questionary');
    expect((k.container.querySelector('[data-action="answer"]') as HTMLInputElement).value).toBe('Idle Ivy');
  });

  it('the Continue button dismisses it too', async () => {
    const k = await atQuestionary();
    await k.advance(285_000);
    await k.tap('stay');
    expect(k.has('[data-screen="idleWarning"]')).toBe(false);
    expect(k.screen()).toBe('questionary');
  });

  it('never warns on the language screen, which holds nothing of a visitor', async () => {
    sim.fresh();
    const k = open();
    await k.waitFor('language');
    for (let i = 0; i < 6; i++) {
      await k.advance(60_000, 5_000);
      expect(k.has('[data-screen="idleWarning"]')).toBe(false);
    }
    expect(k.screen()).toBe('language');
  });

  it('end screens return home after the end-screen timeout (15 s), before any idle warning', async () => {
    sim.fresh();
    const k = open({ fixture: 'non-realtime' }); // a courier: non-realtime confirmation
    await k.reach('nonRealtimeConfirmation');
    await k.advance(14_000);
    expect(k.screen()).toBe('nonRealtimeConfirmation');
    await k.advance(1_000);
    await k.waitFor('language');
  });

  it("the end screen's countdown shows the kiosk's clock, as the flow's own timer does (widget timers run through the Scheduler)", async () => {
    sim.fresh();
    const k = open({ fixture: 'non-realtime' });
    await k.reach('nonRealtimeConfirmation');
    const shown = () => k.container.querySelector('.kiosk-countdown')?.textContent;
    expect(shown()).toBe('This screen closes in 15 s');
    await k.advance(1_000);
    expect(shown()).toBe('This screen closes in 14 s');
    await k.advance(10_000);
    expect(shown()).toBe('This screen closes in 4 s');
  });
});
