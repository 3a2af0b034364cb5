// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { CheckoutBadge } from './index.ts';

afterEach(cleanup);

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLInputElement>(`[data-action="${action}"]`)!;

describe('CheckoutBadge (core spec §2 "Badge screen", §5, §8)', () => {
  it('has a focused hidden password input, the scanner arrow and the instruction', () => {
    const { container, missingKeys } = renderWidget(CheckoutBadge, { scannerLocation: 'bottom-right' }, 'badge');
    const badge = q(container, 'badge');
    expect(badge.type).toBe('password');
    expect(document.activeElement).toBe(badge);
    expect(screen.getByRole('heading', { name: 'Scan your badge' })).toBeTruthy();
    expect(container.querySelector('.kiosk-location-arrow')?.getAttribute('data-location')).toBe('bottom-right');
    expect(screen.getByText('The scanner is where the arrow points')).toBeTruthy();
    expect(missingKeys).toEqual([]);
  });

  it('sends every change, shows only dots, and clears', () => {
    const { container, emit } = renderWidget(CheckoutBadge, {});
    expect(q(container, 'clear').disabled).toBe(true);
    fireEvent.input(q(container, 'badge'), { target: { value: '04A1B2' } });
    expect(emit).toHaveBeenLastCalledWith('change', { value: '04A1B2' });
    expect(container.querySelector('.kiosk-scan-dots')?.textContent).toBe('••••••');
    expect(container.textContent).not.toContain('04A1B2');
    fireEvent.click(q(container, 'clear'));
    expect(emit).toHaveBeenLastCalledWith('change', { value: '' });
    expect(q(container, 'badge').value).toBe('');
  });

  it('shows the wrong-badge message of §8 and empties the input for the next scan', () => {
    const { container, rerenderWith } = renderWidget(CheckoutBadge, { attempt: 0 });
    fireEvent.input(q(container, 'badge'), { target: { value: 'FFFF' } });
    rerenderWith({ attempt: 1, problemKey: 'checkout:customErrorMessageForBadge' });
    expect(screen.getByRole('alert').textContent).toBe('This badge is not known. Please scan it again or check out another way.');
    expect(q(container, 'badge').value).toBe('');
    expect(q(container, 'clear').disabled).toBe(false);
  });
});
