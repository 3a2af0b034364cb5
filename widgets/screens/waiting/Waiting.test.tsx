// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { Waiting } from './index.ts';

afterEach(cleanup);

describe('Waiting (core spec §2 waiting for approval, §4 approval)', () => {
  it('shows the waiting text with a spinner and emits home', () => {
    const { container, emit } = renderWidget(Waiting, {}, 'waitingForApproval');
    expect(container.querySelector('[data-screen="waitingForApproval"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your host has been notified. Please wait while your visit is approved.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your host has been notified. Please wait while your visit is approved.');
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit).toHaveBeenCalledWith('home');
  });

  it('prefers the server text', () => {
    renderWidget(Waiting, { text: 'Uw gastheer is verwittigd.' });
    expect(screen.getByRole('status').textContent).toBe('Uw gastheer is verwittigd.');
  });
});
