// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { ErrorScreen } from './index.ts';

afterEach(cleanup);

describe('ErrorScreen (core spec §8)', () => {
  it('shows the default texts as an alert and only home without retry', () => {
    const { container, emit, missingKeys } = renderWidget(ErrorScreen, {}, 'error');
    expect(container.querySelector('[data-screen="error"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(container.querySelector('[data-action="retry"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit).toHaveBeenCalledWith('home');
    expect(missingKeys).toEqual([]);
  });

  it('offers retry when canRetry', () => {
    const { container, emit } = renderWidget(ErrorScreen, { canRetry: true, title: 'Printer offline' });
    expect(screen.getByRole('heading', { name: 'Printer offline' })).toBeTruthy();
    fireEvent.click(container.querySelector('[data-action="retry"]')!);
    expect(emit).toHaveBeenCalledWith('retry');
    expect(container.querySelectorAll('[data-action="home"]')).toHaveLength(1);
  });
});
