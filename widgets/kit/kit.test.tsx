// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { contrastTextFor } from './colors.ts';
import { KioskLayout } from './KioskLayout.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { Pager } from './Pager.tsx';

afterEach(cleanup);

describe('KioskLayout (core spec §1 common page elements)', () => {
  it('carries data-screen and the default main colour #000000 (§9)', () => {
    const { container } = renderWithI18n(<KioskLayout screenId="s1">content</KioskLayout>);
    const root = container.querySelector<HTMLElement>('[data-screen="s1"]')!;
    expect(root.style.getPropertyValue('--main-color')).toBe('#000000');
    expect(root.style.getPropertyValue('--main-contrast')).toBe('#ffffff');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('content');
  });

  it('uses the kiosk main colour, logos, and shows back and home only when wanted', () => {
    const onBack = vi.fn();
    const onHome = vi.fn();
    const { container } = renderWithI18n(
      <KioskLayout screenId="s2" onBack={onBack} onHome={onHome}>
        x
      </KioskLayout>,
      { mainColor: '#ffde00', logoUrl: '/logo.svg', footerLogoUrl: '/footer.svg' },
    );
    const root = container.querySelector<HTMLElement>('[data-screen="s2"]')!;
    expect(root.style.getPropertyValue('--main-color')).toBe('#ffde00');
    expect(root.style.getPropertyValue('--main-contrast')).toBe('#000000');
    expect(container.querySelector('header img')?.getAttribute('src')).toBe('/logo.svg');
    expect(container.querySelector('footer img')?.getAttribute('src')).toBe('/footer.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('falls back to #000000 for a blank main colour', () => {
    const { container } = renderWithI18n(<KioskLayout screenId="s3">x</KioskLayout>, { mainColor: '  ' });
    expect(container.querySelector<HTMLElement>('[data-screen="s3"]')!.style.getPropertyValue('--main-color')).toBe('#000000');
  });
});

describe('ProgressBar (§9 value divided by total)', () => {
  it('draws value over total and clamps bad input', async () => {
    const { container, rerender } = renderWithI18n(<ProgressBar value={2} total={8} label="Question 2 of 8" />);
    const fill = () => container.querySelector<HTMLElement>('.kiosk-progress__fill')!.style.width;
    expect(fill()).toBe('25%');
    rerender(<ProgressBar value={12} total={8} label="x" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('8');
    await waitFor(() => expect(fill()).toBe('100%'));
    rerender(<ProgressBar value={1} total={0} label="x" />);
    await waitFor(() => expect(fill()).toBe('0%'));
  });

  it('moves the fill after the frame that shows a new value, its text at once (issue 11 §2)', async () => {
    const { container, rerender } = renderWithI18n(<ProgressBar value={1} total={4} label="Question 1 of 4" />);
    const fill = container.querySelector<HTMLElement>('.kiosk-progress__fill')!;
    expect(fill.style.width).toBe('25%');
    rerender(<ProgressBar value={2} total={4} label="Question 2 of 4" />);
    // the question's frame: the label and the value are new, the fill not yet
    expect(screen.getByText('Question 2 of 4')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(fill.style.width).toBe('25%');
    await waitFor(() => expect(fill.style.width).toBe('50%'));
  });
});

describe('contrastTextFor', () => {
  it('picks black on light and white on dark colours', () => {
    expect(contrastTextFor('#000000')).toBe('#ffffff');
    expect(contrastTextFor('#fff')).toBe('#000000');
    expect(contrastTextFor('#0b5394')).toBe('#ffffff');
    expect(contrastTextFor('#ffde00')).toBe('#000000');
    expect(contrastTextFor('rebeccapurple')).toBe('#ffffff');
  });
});

describe('Pager', () => {
  it('shows a dot per page for a few pages, and "page / pages" for many, so the pager never gets wider than the glass', () => {
    const noop = () => {};
    const few = renderWithI18n(<Pager page={1} pageCount={4} onPrev={noop} onNext={noop} />);
    expect(few.container.querySelectorAll('.kiosk-pager__dot')).toHaveLength(4);
    few.unmount();
    // 250 countries, 4 per page (the peer questionnaire's country list, seen 1660 px wide at 1280)
    const many = renderWithI18n(<Pager page={11} pageCount={63} onPrev={noop} onNext={noop} />);
    expect(many.container.querySelectorAll('.kiosk-pager__dot')).toHaveLength(0);
    expect(many.container.querySelector('.kiosk-pager__count')?.textContent).toBe('12 / 63');
  });
});
