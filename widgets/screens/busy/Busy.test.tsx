// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { Busy } from './index.ts';

afterEach(cleanup);

describe('Busy (core spec §1 loading spinner)', () => {
  it('shows the spinner and the default loading text, with no controls', () => {
    const { container, missingKeys } = renderWidget(Busy, {}, 'loading');
    expect(container.querySelector('[data-screen="loading"]')).not.toBeNull();
    expect(container.querySelector('.kiosk-spinner')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    // the screen's heading (issue 39 §9: the passport scanner's and printing's waits had none)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loading…');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(missingKeys).toEqual([]);
  });

  it('shows a key or a server text, the text winning', () => {
    renderWidget(Busy, { textKey: 'registration:registering' });
    expect(screen.getByRole('status').textContent).toBe('Registering your visit…');
    cleanup();
    renderWidget(Busy, { textKey: 'registration:registering', text: 'Even geduld' });
    expect(screen.getByRole('status').textContent).toBe('Even geduld');
  });

  it('shows an empty text for a missing translation', () => {
    renderWidget(Busy, { textKey: 'registration:doesNotExist' });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
