// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { CheckoutPincode } from './index.ts';
import { canSubmitPincode, editPincode } from './pincodeState.ts';

afterEach(cleanup);

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLButtonElement & HTMLInputElement>(`[data-action="${action}"]`)!;
const tap = (container: HTMLElement, ...actions: string[]) =>
  actions.forEach((a) => {
    fireEvent.click(q(container, a));
  });

describe('CheckoutPincode (core spec §2 "numeric on-screen keyboard", §4 enter-key rules, §8)', () => {
  it('types on the keypad into a masked input and submits', () => {
    const { container, emit, missingKeys } = renderWidget(CheckoutPincode, {}, 'pincode');
    expect(q(container, 'pincode').type).toBe('password');
    expect(q(container, 'submit').disabled).toBe(true);
    tap(container, 'key:1', 'key:2', 'key:9', 'key:delete', 'key:3', 'key:4');
    expect(q(container, 'pincode').value).toBe('1234');
    tap(container, 'submit');
    expect(emit).toHaveBeenLastCalledWith('submit', { pincode: '1234' });
    expect(screen.getByRole('group', { name: 'Number keys' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the last digit' })).toBeTruthy();
    expect(missingKeys).toEqual([]);
  });

  it('marks the pincode submitted: enter stays off until it is edited', () => {
    const { container, emit } = renderWidget(CheckoutPincode, {});
    fireEvent.input(q(container, 'pincode'), { target: { value: '55' } });
    fireEvent.keyDown(q(container, 'pincode'), { key: 'Enter' });
    expect(emit).toHaveBeenLastCalledWith('submit', { pincode: '55' });
    expect(q(container, 'submit').disabled).toBe(true);
    tap(container, 'key:5');
    expect(q(container, 'submit').disabled).toBe(false);
  });

  it('shows the wrong-pincode message on the field; editing tells the flow (which clears it)', () => {
    const { container, emit, rerenderWith } = renderWidget(CheckoutPincode, {});
    tap(container, 'key:0', 'submit');
    rerenderWith({ problemKey: 'checkout:customErrorMessageForPincode' });
    expect(screen.getByRole('alert').textContent).toBe('This pincode is not known. Please check it and try again.');
    expect(q(container, 'pincode').getAttribute('aria-invalid')).toBe('true');
    expect(q(container, 'submit').disabled).toBe(true);
    tap(container, 'key:delete');
    expect(emit).toHaveBeenLastCalledWith('change', {});
  });

  it('never submits an empty pincode (core spec §5 "Pincode: not empty"): not with enter, not with letters only', () => {
    const { container, emit } = renderWidget(CheckoutPincode, {});
    fireEvent.keyDown(q(container, 'pincode'), { key: 'Enter' });
    tap(container, 'submit');
    fireEvent.input(q(container, 'pincode'), { target: { value: 'ab ' } });
    expect(q(container, 'pincode').value).toBe('');
    fireEvent.keyDown(q(container, 'pincode'), { key: 'Enter' });
    tap(container, 'key:1', 'key:delete', 'submit');
    expect(emit).not.toHaveBeenCalledWith('submit', expect.anything());
  });

  it('accepts digits only, and no enter while the flow is busy', () => {
    const { container, rerenderWith } = renderWidget(CheckoutPincode, { maxLength: 4 });
    fireEvent.input(q(container, 'pincode'), { target: { value: '1a2b345' } });
    expect(q(container, 'pincode').value).toBe('1234');
    rerenderWith({ maxLength: 4, busy: true });
    expect(q(container, 'submit').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking you out…');
  });
});

describe('pincode state (core spec §4 "Checkout", §5 "Pincode: not empty")', () => {
  it('enables enter only for a non-empty, error-free, unsubmitted pincode', () => {
    expect(canSubmitPincode({ value: '1', submitted: false }, false)).toBe(true);
    expect(canSubmitPincode({ value: ' ', submitted: false }, false)).toBe(false);
    expect(canSubmitPincode({ value: '1', submitted: true }, false)).toBe(false);
    expect(canSubmitPincode({ value: '1', submitted: false }, true)).toBe(false);
  });

  it('keeps digits up to the maximum and clears the submitted mark', () => {
    expect(editPincode('12a3', 6)).toEqual({ value: '123', submitted: false });
    expect(editPincode('1234567', 6).value).toBe('123456');
  });
});
