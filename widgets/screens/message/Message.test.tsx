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
