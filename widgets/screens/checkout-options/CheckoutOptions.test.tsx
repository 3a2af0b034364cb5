// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { CheckoutOptions } from './index.ts';

afterEach(cleanup);

describe('CheckoutOptions (core spec §2 "Checkout options")', () => {
  it('shows title, description and a tile for each enabled method only', () => {
    const { container, emit, missingKeys } = renderWidget(CheckoutOptions, { pincodeEnabled: true, badgeEnabled: false, displayNameEnabled: true }, 'options');
    expect(screen.getByRole('heading', { name: 'Check out' })).toBeTruthy();
    expect(screen.getByText('Choose how you want to check out')).toBeTruthy();
    expect([...container.querySelectorAll('[data-action^="method:"]')].map((e) => e.getAttribute('data-action'))).toEqual([
      'method:pincode',
      'method:displayname',
    ]);
    fireEvent.click(container.querySelector('[data-action="method:displayname"]')!);
    expect(emit).toHaveBeenCalledWith('choose', { method: 'displayname' });
    expect(missingKeys).toEqual([]);
  });

  it('server texts win; no method says checkout is not possible here', () => {
    renderWidget(CheckoutOptions, { title: 'Uitchecken', text: 'Hoe wilt u uitchecken?' });
    expect(screen.getByRole('heading', { name: 'Uitchecken' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking out is not possible at this kiosk. Please ask the reception for help.');
  });

  it('emits back and home', () => {
    const { container, emit } = renderWidget(CheckoutOptions, { badgeEnabled: true });
    fireEvent.click(container.querySelector('[data-action="back"]')!);
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
  });
});
