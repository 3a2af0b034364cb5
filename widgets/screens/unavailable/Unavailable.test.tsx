// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { createTestTexts } from '../../testing/renderWithI18n.tsx';
import { Unavailable } from './index.ts';
import { UnavailableScreen } from './UnavailableScreen.tsx';

afterEach(cleanup);

/** The kiosk's texts with none at all: a missing key reads ''. */
const withoutTexts = () => createTestTexts({ empty: true }).texts;

describe('Unavailable (core spec §2 "/{id}/unavailable", §4 "Kiosk fetch")', () => {
  it('says the kiosk is blocked, as an alert, with no way out for the visitor', () => {
    const { container, missingKeys } = renderWidget(Unavailable, {}, 'unavailable');
    expect(container.querySelector('[data-screen="unavailable"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This kiosk is not available at the moment');
    expect(screen.getByRole('alert').textContent).toContain('Please ask the reception for help.');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(missingKeys).toEqual([]);
  });

  it('offline: a spinner, the offline texts and, when allowed, "Try again"', () => {
    const { container, emit } = renderWidget(Unavailable, { variant: 'offline', canRetry: true }, 'startFailed');
    expect(container.querySelector('.kiosk-spinner')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('The kiosk cannot reach the site');
    fireEvent.click(container.querySelector('[data-action="retry"]')!);
    expect(emit).toHaveBeenCalledWith('retry');
  });

  it('lets server texts win, and shows English when no translation arrived (never a blank page)', () => {
    renderWidget(Unavailable, { title: 'Kiosk gesloten' });
    expect(screen.getByRole('heading').textContent).toBe('Kiosk gesloten');
    cleanup();
    render(
      <I18nextProvider i18n={withoutTexts().i18n}>
        <UnavailableScreen props={{ variant: 'offline', canRetry: true }} emit={vi.fn()} screenId="x" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('The kiosk cannot reach the site');
    expect(screen.getByRole('button').textContent).toBe('Try again');
  });
});
