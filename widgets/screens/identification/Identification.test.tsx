// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { Identification } from './index.ts';
import { withPrefix } from './reference.ts';

afterEach(cleanup);

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLElement>(`[data-action="${action}"]`)!;
const type = (container: HTMLElement, value: string) => fireEvent.input(q(container, 'reference'), { target: { value } });

describe('Identification (core spec §2 "Visitor identification", §5)', () => {
  it('shows the server texts and the prefix, and submits the reference with the prefix', () => {
    const { container, emit, missingKeys } = renderWidget(
      Identification,
      { title: 'Your booking reference', information: 'Type the booking number.', explanation: 'At the top of your order.', prefix: 'BK-' },
      'reference',
    );
    expect(container.querySelector('[data-screen="reference"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your booking reference' })).toBeTruthy();
    expect(screen.getByText('Type the booking number.')).toBeTruthy();
    expect(container.querySelector('.kiosk-input-prefix')?.textContent).toBe('BK-');
    expect(screen.getByLabelText('Reference').getAttribute('aria-describedby')).toContain('explanation');
    type(container, ' 1001 ');
    fireEvent.click(q(container, 'submit'));
    expect(emit).toHaveBeenCalledWith('submit', { value: 'BK-1001', typed: '1001' });
    expect(missingKeys).toEqual([]);
  });

  it('submits with Enter; Next is disabled while blank or busy', () => {
    const { container, emit, rerenderWith } = renderWidget(Identification, {});
    expect((q(container, 'submit') as HTMLButtonElement).disabled).toBe(true);
    type(container, '   ');
    fireEvent.keyDown(q(container, 'reference'), { key: 'Enter' });
    expect(emit).not.toHaveBeenCalled();
    type(container, 'A1');
    fireEvent.keyDown(q(container, 'reference'), { key: 'Enter' });
    expect(emit).toHaveBeenCalledWith('submit', { value: 'A1', typed: 'A1' });
    rerenderWith({ busy: true });
    expect((q(container, 'submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking your reference…');
  });

  it('waits for the options before it submits: a reference typed or scanned sooner would go out without its prefix', () => {
    const { container, emit, rerenderWith } = renderWidget(Identification, { loading: true });
    type(container, '1001');
    expect((q(container, 'submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(q(container, 'reference'), { key: 'Enter' });
    fireEvent.click(q(container, 'submit'));
    expect(emit).not.toHaveBeenCalled();
    rerenderWith({ loading: false, prefix: 'BK-' });
    fireEvent.keyDown(q(container, 'reference'), { key: 'Enter' });
    expect(emit).toHaveBeenCalledWith('submit', { value: 'BK-1001', typed: '1001' });
  });

  it('keeps an error until the next attempt (no manual fallback)', () => {
    const { container } = renderWidget(Identification, { problem: 'error', problemText: 'Not found here', attempt: 1 });
    expect(screen.getByRole('alert').textContent).toBe('Not found here');
    type(container, '12');
    expect(screen.getByRole('alert').textContent).toBe('Not found here');
    expect(q(container, 'reference').getAttribute('aria-invalid')).toBe('true');
  });

  it('hides a warning once the visitor types (manual fallback), and shows a new one', () => {
    const { container, rerenderWith } = renderWidget(Identification, {
      problem: 'warning',
      problemKey: 'combinedTransport:additionalReferencesAutoApprovalErrorMessage',
      attempt: 1,
    });
    expect(screen.getByRole('status').textContent).toContain('This reference cannot be added to your transport.');
    expect(screen.queryByRole('alert')).toBeNull();
    type(container, '4');
    expect(screen.queryByText(/cannot be added/)).toBeNull();
    rerenderWith({ problem: 'warning', problemKey: 'combinedTransport:additionalReferencesAutoApprovalErrorMessage', attempt: 2 });
    expect(screen.getByText(/cannot be added/)).toBeTruthy();
  });

  it('numbers the next reference of a combined transport and emits back and home', () => {
    const { container, emit } = renderWidget(Identification, { referenceCount: 2 });
    expect(screen.getByText('Reference 3 of your transport')).toBeTruthy();
    fireEvent.click(q(container, 'back'));
    fireEvent.click(q(container, 'home'));
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
    expect(container.querySelectorAll('[data-action="back"]')).toHaveLength(1);
  });

  it('asks the on-screen keyboard for upper-case text and shows the prefix there', () => {
    const { container } = renderWidget(Identification, { prefix: 'BK-' });
    const input = q(container, 'reference');
    expect(input.getAttribute('data-keyboard')).toBe('text');
    expect(input.getAttribute('data-keyboard-case')).toBe('upper');
    expect(input.getAttribute('data-prefix')).toBe('BK-');
  });
});

describe('withPrefix (core spec §5 "Answers with a prefix")', () => {
  it('adds the prefix to non-empty values only', () => {
    expect(withPrefix('BK-', ' 1001 ')).toBe('BK-1001');
    expect(withPrefix('BK-', '  ')).toBe('');
    expect(withPrefix(null, 'X')).toBe('X');
  });
});
