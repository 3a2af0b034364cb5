// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { deleteBackward, isTextTarget, textBeforeCaret, typeInto } from './typing.ts';

function input(value: string, type = 'text', caret?: number) {
  const element = document.createElement('input');
  element.type = type;
  element.value = value;
  document.body.append(element);
  if (caret !== undefined) element.setSelectionRange(caret, caret);
  return element;
}

describe('typing into a real input', () => {
  it('inserts at the caret, keeps the caret after the text and fires input', () => {
    const element = input('Jn', 'text', 1);
    const onInput = vi.fn();
    element.addEventListener('input', onInput);
    typeInto(element, 'a');
    expect(element.value).toBe('Jan');
    expect(element.selectionStart).toBe(2);
    expect(textBeforeCaret(element)).toBe('Ja');
    expect(onInput).toHaveBeenCalledOnce();
  });

  it('replaces a selection', () => {
    const element = input('Jan Peeters');
    element.setSelectionRange(4, 11);
    typeInto(element, 'M');
    expect(element.value).toBe('Jan M');
  });

  it('appends to inputs without a selection API (e-mail)', () => {
    const element = input('ann@example', 'email');
    typeInto(element, '.');
    typeInto(element, 'com');
    expect(element.value).toBe('ann@example.com');
    deleteBackward(element);
    expect(element.value).toBe('ann@example.co');
  });

  it('respects maxLength', () => {
    const element = input('ABCD');
    element.maxLength = 5;
    typeInto(element, 'EF');
    expect(element.value).toBe('ABCDE');
    typeInto(element, 'G');
    expect(element.value).toBe('ABCDE');
  });

  it('deletes the character before the caret, a whole emoji at once, or the selection', () => {
    const element = input('ab😀', 'text', 4);
    deleteBackward(element);
    expect(element.value).toBe('ab');
    element.setSelectionRange(0, 0);
    deleteBackward(element);
    expect(element.value).toBe('ab');
    element.setSelectionRange(0, 2);
    deleteBackward(element);
    expect(element.value).toBe('');
  });

  it('leaves a read-only or disabled input alone', () => {
    const element = input('ABC');
    element.readOnly = true;
    typeInto(element, 'D');
    deleteBackward(element);
    expect(element.value).toBe('ABC');
    element.readOnly = false;
    element.disabled = true;
    typeInto(element, 'D');
    expect(element.value).toBe('ABC');
  });

  it('types into a textarea too, and knows what it can type into', () => {
    const area = document.createElement('textarea');
    document.body.append(area);
    typeInto(area, 'Hello');
    expect(area.value).toBe('Hello');
    expect(isTextTarget(area)).toBe(true);
    expect(isTextTarget(document.createElement('button'))).toBe(false);
    expect(isTextTarget(null)).toBe(false);
  });
});
