// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTapGuard, TAP_PENDING_MS, TAP_SETTLE_MS } from './tapGuard.ts';

// Issue 12 §2 (a tap acts once). jsdom has no animation timeline: the guard reads performance.now(),
// which the fake timers move.

let remove: () => void = () => {};
let clicks: string[] = [];
const record = (event: Event) => clicks.push((event.target as Element).getAttribute('data-action') ?? '');

function page(html: string) {
  document.body.innerHTML = html;
}
const button = (action: string) => document.querySelector<HTMLButtonElement>(`[data-action="${action}"]`) as HTMLButtonElement;
/** Lets the MutationObserver's callback run (a microtask). */
const mutationsSeen = () => Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  clicks = [];
  document.addEventListener('click', record);
  page(
    '<main data-screen="questionary"><div data-question="q1"><button data-action="next">Next</button><button data-action="option:a">A</button></div></main>',
  );
  remove = installTapGuard(document);
});
afterEach(() => {
  remove();
  document.removeEventListener('click', record);
  vi.useRealTimers();
});

describe('installTapGuard', () => {
  it('lets a tap on Next through and swallows the second tap of a double tap', () => {
    button('next').click();
    vi.advanceTimersByTime(120);
    button('next').click();
    expect(clicks).toEqual(['next']);
    expect(window.gatehouseTapQuietUntil).toBeGreaterThan(performance.now());
  });

  it('counts taps again once the next question is drawn and has settled', async () => {
    button('next').click();
    // React puts the next question in place of the old one
    document
      .querySelector('[data-question]')
      ?.replaceWith(Object.assign(document.createElement('div'), { innerHTML: '<button data-action="next">Next</button>' }));
    (document.querySelector('main > div') as HTMLElement).setAttribute('data-question', 'q2');
    await mutationsSeen();
    vi.advanceTimersByTime(TAP_SETTLE_MS - 50);
    button('next').click();
    expect(clicks).toEqual(['next']);
    vi.advanceTimersByTime(TAP_SETTLE_MS + 10);
    button('next').click();
    expect(clicks).toEqual(['next', 'next']);
  });

  it('a new question element in the page (the page keyed by question) is a new view', async () => {
    button('next').click();
    const next = document.createElement('div');
    next.setAttribute('data-question', 'q2');
    next.innerHTML = '<button data-action="next">Next</button>';
    document.querySelector('[data-question="q1"]')?.replaceWith(next);
    await mutationsSeen();
    vi.advanceTimersByTime(TAP_SETTLE_MS + 10);
    button('next').click();
    expect(clicks).toEqual(['next', 'next']);
  });

  it('a screen that changes its name is a new view; the same name set again is not', async () => {
    button('next').click();
    document.querySelector('main')?.setAttribute('data-screen', 'questionary');
    await mutationsSeen();
    vi.advanceTimersByTime(TAP_SETTLE_MS + 10);
    button('next').click();
    expect(clicks).toEqual(['next']); // still waiting for the view (until TAP_PENDING_MS)

    vi.advanceTimersByTime(TAP_PENDING_MS);
    button('next').click();
    document.querySelector('main')?.setAttribute('data-screen', 'confirmation');
    await mutationsSeen();
    vi.advanceTimersByTime(TAP_SETTLE_MS + 10);
    button('next').click();
    expect(clicks).toEqual(['next', 'next', 'next']);
  });

  it('other changes on the same question (an error shown) do not end the wait: input counts again after TAP_PENDING_MS', async () => {
    button('next').click();
    document.querySelector('[data-question]')?.insertAdjacentHTML('beforeend', '<p role="alert">Required</p>');
    await mutationsSeen();
    vi.advanceTimersByTime(TAP_SETTLE_MS + 10);
    button('next').click();
    expect(clicks).toEqual(['next']);
    vi.advanceTimersByTime(TAP_PENDING_MS);
    button('next').click();
    expect(clicks).toEqual(['next', 'next']);
  });

  it('does not guard taps that do not move the visitor on (an option)', () => {
    button('option:a').click();
    button('option:a').click();
    expect(clicks).toEqual(['option:a', 'option:a']);
  });
});
