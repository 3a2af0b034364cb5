// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { EticketScan } from './index.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('[data-action="code"]')!;

describe('EticketScan (core spec §2 "E-ticket scan: a hidden text input", §4, §8)', () => {
  it('focuses a hidden text input and sends every change to the flow', () => {
    const { container, emit, missingKeys } = renderWidget(EticketScan, { scannerLocation: 'middle-right' }, 'scan');
    const code = input(container);
    expect(code.type).toBe('text');
    expect(code.className).toBe('kiosk-scan__input');
    expect(document.activeElement).toBe(code);
    expect(screen.getByLabelText('E-ticket code')).toBe(code);
    fireEvent.input(code, { target: { value: 'ETK-1' } });
    fireEvent.input(code, { target: { value: 'ETK-10' } });
    expect(emit.mock.calls).toEqual([
      ['change', { value: 'ETK-1' }],
      ['change', { value: 'ETK-10' }],
    ]);
    expect(container.querySelector('.kiosk-scan')?.getAttribute('data-location')).toBe('middle-right');
    expect(container.querySelector('.kiosk-scan')?.getAttribute('data-side')).toBe('right');
    expect(missingKeys).toEqual([]);
  });

  it('shows the checking status, then the problem of the scan (a server text wins over the key)', () => {
    const { rerenderWith } = renderWidget(EticketScan, { busy: true });
    expect(screen.getByRole('status').textContent).toBe('Checking your e-ticket…');
    rerenderWith({ problemKey: 'eticket:wrongDate' });
    expect(screen.getByRole('alert').textContent).toBe('This e-ticket is not valid today. Please check the date of your booking.');
    rerenderWith({ problemKey: 'eticket:scanFailed', problemText: 'Cancelled by the carrier' });
    expect(screen.getByRole('alert').textContent).toBe('Cancelled by the carrier');
  });

  it('empties the input for the next scan when a new attempt starts', () => {
    const { container, rerenderWith } = renderWidget(EticketScan, { attempt: 0 });
    fireEvent.input(input(container), { target: { value: 'ETK-0000' } });
    expect(input(container).value).toBe('ETK-0000');
    rerenderWith({ attempt: 1, busy: true });
    expect(input(container).value).toBe('');
    expect(input(container).readOnly).toBe(true);
  });

  it('takes the focus back when it is lost', () => {
    vi.useFakeTimers();
    const { container } = renderWidget(EticketScan, {});
    const back = container.querySelector<HTMLElement>('[data-action="back"]')!;
    back.focus();
    expect(document.activeElement).toBe(back);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input(container));
  });

  it('emits back and home', () => {
    const { container, emit } = renderWidget(EticketScan, {});
    fireEvent.click(container.querySelector('[data-action="back"]')!);
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
  });
});
