// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { IdleWarning } from './IdleWarning.tsx';
import { Popup } from './Popup.tsx';

afterEach(cleanup);

describe('IdleWarning (core spec §4 "Idle")', () => {
  it('asks whether the visitor is still there, with the seconds left, as an alert dialog', () => {
    const onStay = vi.fn();
    const { container, missingKeys } = renderWithI18n(<IdleWarning secondsLeft={17} onStay={onStay} />, { mainColor: '#1d4ed8' });
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('The kiosk returns to the start in 17 s. Touch the screen to continue.');
    expect(container.querySelector('[data-screen="idleWarning"]')).not.toBeNull();
    const stay = container.querySelector<HTMLButtonElement>('[data-action="stay"]')!;
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    expect(onStay).toHaveBeenCalledOnce();
    expect(missingKeys).toEqual([]);
  });
});

describe('Popup', () => {
  it('is a labelled modal dialog, described by its body', () => {
    renderWithI18n(
      <Popup title="Need help?" actions={<button type="button">OK</button>}>
        <p>Please go to the reception desk.</p>
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Please go to the reception desk.');
  });
});
