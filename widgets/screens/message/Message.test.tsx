// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { Message } from './index.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Message (core spec §2 confirmation pages, §4 approval outcomes)', () => {
  it('shows icon, title and text for the variant and emits ok', () => {
    const { container, emit, missingKeys } = renderWidget(
      Message,
      { variant: 'success', titleKey: 'statusMessages:approved', textKey: 'statusMessages:registrationCompleted' },
      'realtimeConfirmation',
    );
    expect(container.querySelector('[data-screen="realtimeConfirmation"]')).not.toBeNull();
    expect(container.querySelector('.kiosk-outcome__icon--success')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your visit is approved' })).toBeTruthy();
    expect(screen.getByText('You are registered. Welcome on site!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(emit).toHaveBeenCalledWith('ok');
    expect(container.querySelector('[data-action="ok"]')).not.toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('announces declined and timed out as alerts, with server texts winning', () => {
    renderWidget(Message, { variant: 'error', titleKey: 'statusMessages:declinedTitle', text: 'Bezoek geweigerd', textKey: 'statusMessages:denied' });
    expect(screen.getByRole('alert').textContent).toContain('Visit declined');
    expect(screen.getByRole('alert').textContent).toContain('Bezoek geweigerd');
  });

  it("puts values into the site's detail sentence (a test score, issue 39 §8), and leaves it out while a value or the text is missing", () => {
    const props = { variant: 'error', text: 'You did not pass the forklift test.', detailKey: 'certifiedPersons:score' };
    const { texts, rerenderWith } = renderWidget(Message, { ...props, detailValues: { score: 1, total: 2, required: 2 } });
    expect(screen.getByRole('alert').textContent).toBe('You did not pass the forklift test.');
    texts.i18n.addResource(texts.i18n.language, 'certifiedPersons', 'score', 'Your score: {{score}} of {{total}} (needed: {{required}})');
    rerenderWith({ ...props, detailValues: { score: 1, total: 2, required: 2 } });
    expect(screen.getByText('Your score: 1 of 2 (needed: 2)')).toBeTruthy();
    rerenderWith({ ...props, detailValues: { score: 0, total: 2, required: null } });
    expect(screen.getByRole('alert').textContent).toBe('You did not pass the forklift test.');
    rerenderWith({ ...props, detailValues: { score: 0, total: 2, required: 2 } });
    expect(screen.getByText('Your score: 0 of 2 (needed: 2)')).toBeTruthy();
  });

  it('emits home from the header', () => {
    const { container, emit } = renderWidget(Message, { variant: 'info' });
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit).toHaveBeenCalledWith('home');
  });

  it('counts down once a second when countdownMs is given, without emitting', () => {
    vi.useFakeTimers();
    const { emit } = renderWidget(Message, { variant: 'success', countdownMs: 15000 });
    expect(screen.getByText('This screen closes in 15 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('This screen closes in 14 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByText('This screen closes in 0 s')).toBeTruthy();
    expect(emit).not.toHaveBeenCalled();
  });

  it('rounds a partial second up and shows no countdown without countdownMs', () => {
    renderWidget(Message, { variant: 'info', countdownMs: 1500 });
    expect(screen.getByText('This screen closes in 2 s')).toBeTruthy();
    cleanup();
    const { container } = renderWidget(Message, { variant: 'info' });
    expect(container.querySelector('.kiosk-countdown')).toBeNull();
  });
});

describe('Message buttons (any number, each emitting its event)', () => {
  const buttons = [
    { event: 'agree', label: 'I agree' },
    { event: 'readAgain', label: 'Read it again', variant: 'secondary' },
    { event: 'decline', labelKey: 'registration:no', variant: 'secondary' },
  ];

  it('shows each button with its label, its event as data-action, and emits that event', () => {
    const { container, emit } = renderWidget(Message, { variant: 'warning', title: 'Safety briefing', buttons });
    const actions = [...container.querySelectorAll('.kiosk-actions [data-action]')].map((b) => [b.getAttribute('data-action'), b.textContent, b.className]);
    expect(actions).toEqual([
      ['agree', 'I agree', 'kiosk-button kiosk-button--primary'],
      ['readAgain', 'Read it again', 'kiosk-button kiosk-button--secondary'],
      ['decline', 'No', 'kiosk-button kiosk-button--secondary'],
    ]);
    expect(container.querySelector('[data-action="ok"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read it again' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(emit.mock.calls).toEqual([['readAgain'], ['decline']]);
  });

  it('has one OK button emitting ok by default, also for a null buttons prop (json-logic of a missing value)', () => {
    for (const props of [{}, { buttons: null }]) {
      const { container, emit } = renderWidget(Message, props);
      expect([...container.querySelectorAll('.kiosk-actions [data-action]')].map((b) => b.getAttribute('data-action'))).toEqual(['ok']);
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(emit).toHaveBeenCalledWith('ok');
      cleanup();
    }
  });

  it('may have no buttons at all: the header home stays', () => {
    const { container } = renderWidget(Message, { buttons: [] });
    expect(container.querySelector('.kiosk-actions')).toBeNull();
    expect(container.querySelector('[data-action="home"]')).not.toBeNull();
  });

  it('a server label wins over the key; a label whose translation is missing shows the event name, never an empty button', () => {
    renderWidget(Message, {
      buttons: [
        { event: 'agree', label: 'Akkoord', labelKey: 'statusMessages:ok' },
        { event: 'later', labelKey: 'statusMessages:noSuchKey' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Akkoord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'later' })).toBeTruthy();
  });

  it('refuses event names that are not names, the same event twice, home, and a button without a label', () => {
    const refused = (buttons: unknown) => Message.props.safeParse({ buttons }).success === false;
    expect(refused([{ event: 'Agree', label: 'x' }])).toBe(true);
    expect(refused([{ event: 'read-again', label: 'x' }])).toBe(true);
    expect(refused([{ event: '', label: 'x' }])).toBe(true);
    expect(
      refused([
        { event: 'agree', label: 'x' },
        { event: 'agree', label: 'y' },
      ]),
    ).toBe(true);
    expect(refused([{ event: 'home', label: 'x' }])).toBe(true);
    expect(refused([{ event: 'agree' }])).toBe(true);
    expect(
      refused([
        { event: 'agree', label: 'x' },
        { event: 'readAgain2', labelKey: 'k' },
      ]),
    ).toBe(false);
  });

  it('derives its events from a literal buttons prop (for the flow checker), home always', () => {
    expect(Object.keys(Message.eventsFromProps?.({ buttons }) ?? {})).toEqual(['agree', 'readAgain', 'decline', 'home']);
    expect(Object.keys(Message.eventsFromProps?.({ variant: 'info' }) ?? {})).toEqual(['ok', 'home']);
    expect(Object.keys(Message.eventsFromProps?.({ buttons: [] }) ?? {})).toEqual(['home']);
    expect(Message.eventsFromProps?.({ buttons: { var: 'briefing.buttons' } })).toBe(Message.events);
  });
});
