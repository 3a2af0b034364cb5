// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashScreen } from '../../kit/CrashScreen.tsx';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { NotFound } from './index.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

afterEach(cleanup);

describe('NotFound and CrashScreen (core spec §2 fallback and crash texts)', () => {
  it('reads "No match for {path}" and emits home', () => {
    const { container, emit } = renderWidget(NotFound, { path: '/12/xx' }, 'notFound');
    expect(container.querySelector('[data-screen="notFound"]')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('No match for /12/xx');
    expect(screen.getByRole('alert').textContent).toBe('No match for /12/xx');
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit).toHaveBeenCalledWith('home');
  });

  it('shows its text and a named home button even without any i18n instance', () => {
    render(<NotFoundScreen props={{ path: '/nowhere' }} emit={vi.fn()} screenId="notFound" />);
    expect(screen.getByText('No match for /nowhere')).toBeTruthy();
    expect(screen.getByRole('button').textContent).not.toBe('');
  });

  it('CrashScreen shows the spec text without i18n or providers', () => {
    const { container } = render(<CrashScreen />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Refreshing the self service kiosk...');
    expect(container.querySelector('[data-screen="crash"]')).not.toBeNull();
  });
});
