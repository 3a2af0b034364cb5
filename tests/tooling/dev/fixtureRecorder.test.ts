// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureRecorder } from '../../../src/app/dev/fixtureRecorder.ts';
import type { Snapshot, TraceEntry } from '../../../src/engine/types.ts';
import type { Runtime } from '../../../src/runtime/runtime.ts';

/** A runtime that shows whatever screen the test says, and a kiosk root to click in. */
function setup() {
  const listeners = new Set<() => void>();
  let snapshot = { view: { screen: 'language' }, trace: [] } as unknown as Snapshot;
  const runtime = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Runtime;
  const show = (screen: string, trace: Partial<TraceEntry>[] = []) => {
    snapshot = { view: { screen }, trace } as unknown as Snapshot;
    for (const listener of listeners) listener();
  };
  document.body.innerHTML = '<div id="root"></div><div id="dev"><button data-action="next">dev tools button</button></div>';
  const root = document.getElementById('root') as HTMLElement;
  const render = (html: string) => (root.innerHTML = html);
  let now = 0;
  const clock = {
    advance: (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(ms);
    },
  };
  const recorder = createFixtureRecorder({ runtime, root, scenario: { tenant: 'demo', path: '/1' }, now: () => now });
  const click = (action: string) => (root.querySelector(`[data-action="${action}"]`) as HTMLElement).click();
  return { recorder, show, render, click, clock, root };
}
const flush = () => Promise.resolve();

describe('the fixture recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes screens, taps, typed values and waits as fixture steps', async () => {
    const { recorder, show, render, click, clock, root } = setup();
    render('<button data-action="language:en">English</button>');
    click('language:en');
    show('profiles');
    clock.advance(300);
    render('<button data-action="profile:1">Visitor</button>');
    click('profile:1');
    show('preparing'); // passes in 100 ms: not a step
    clock.advance(100);
    show('questionary');
    clock.advance(300);
    render('<input data-action="answer" value=""><button data-action="next">Next</button>');
    await flush(); // the recorder notes the input as it appears
    (root.querySelector('input') as HTMLInputElement).value = 'Jane Doe';
    click('next');
    // the same screen again with the next question
    show('questionary', [{ event: 'next', screen: 'questionary', to: 'questionary', handled: true, checks: [] }]);
    clock.advance(300);
    render(
      '<input data-action="answer" value="1"><select data-action="date-day"><option value="">-</option><option value="10">10</option></select><button data-action="next">Next</button>',
    );
    await flush();
    (root.querySelector('select') as HTMLSelectElement).value = '10';
    click('next');
    show('waitingForApproval');
    clock.advance(300);
    clock.advance(5400); // polls: the kiosk moves on by itself
    show('realtimeConfirmation');
    clock.advance(300);
    (document.querySelector('#dev button') as HTMLElement).click(); // outside the kiosk: not a step
    recorder.stop();
    expect(recorder.steps()).toEqual([
      { expect: 'language' },
      { tap: 'language:en' },
      { expect: 'profiles' },
      { tap: 'profile:1' },
      { expect: 'questionary' },
      { fill: 'answer', value: 'Jane Doe' },
      { tap: 'next' },
      { expect: 'questionary' },
      { fill: 'date-day', value: '10' },
      { tap: 'next' },
      { expect: 'waitingForApproval' },
      { advance: 6000, note: 'recorded wait' },
      { expect: 'realtimeConfirmation' },
    ]);
    expect(recorder.fixture('approved')).toMatchObject({ $schema: './fixture.schema.json', name: 'approved', scenario: { tenant: 'demo', path: '/1' } });
  });
});
