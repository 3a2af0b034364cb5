// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { createTestTexts } from '../../testing/renderWithI18n.tsx';
import { RestrictedIp } from './index.ts';
import { RestrictedIpScreen } from './RestrictedIpScreen.tsx';

afterEach(cleanup);

describe('RestrictedIp (core spec §2 "/{id}/RestrictedIpAddress", §8 "Blocked IP")', () => {
  it('shows the reason and the blocked IP address the server named', () => {
    const { container, missingKeys } = renderWidget(RestrictedIp, { reason: 'IP address not allowed', ipAddress: '203.0.113.7' }, 'restrictedIp');
    expect(container.querySelector('[data-screen="restrictedIp"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('This kiosk may not be used from this network');
    expect(container.querySelector('[data-field="reason"]')?.textContent).toBe('IP address not allowed');
    expect(container.querySelector('[data-field="ipAddress"]')?.textContent).toBe('203.0.113.7');
    expect(screen.getByText('IP address')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(missingKeys).toEqual([]);
  });

  it('leaves out what the server did not send', () => {
    const { container } = renderWidget(RestrictedIp, { ipAddress: '198.51.100.1' });
    expect(container.querySelector('[data-field="reason"]')).toBeNull();
    expect(container.querySelector('[data-field="ipAddress"]')?.textContent).toBe('198.51.100.1');
    cleanup();
    const { container: empty } = renderWidget(RestrictedIp, {});
    expect(empty.querySelector('dl')).toBeNull();
  });

  it('reads in English without any translation: every call of a restricted kiosk answers 403', () => {
    render(
      <I18nextProvider i18n={createTestTexts({ empty: true }).texts.i18n}>
        <RestrictedIpScreen props={{ reason: 'Not allowed', ipAddress: '203.0.113.7' }} emit={vi.fn()} screenId="restrictedIp" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('This kiosk may not be used from this network');
    expect(screen.getByText('Reason')).toBeTruthy();
  });
});
