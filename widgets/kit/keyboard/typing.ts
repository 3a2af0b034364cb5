/**
 * Typing into a real input from the on-screen keyboard. The value is set with the element's
 * native setter and an `input` event is dispatched, so React's onChange runs exactly as for a
 * physical key press; the caret is kept after the inserted text.
 */

export type TextTarget = HTMLInputElement | HTMLTextAreaElement;

/** True for an element the keyboard can type into. */
export function isTextTarget(element: unknown): element is TextTarget {
  return (
    (typeof HTMLInputElement !== 'undefined' && element instanceof HTMLInputElement) ||
    (typeof HTMLTextAreaElement !== 'undefined' && element instanceof HTMLTextAreaElement)
  );
}

/** Caret range of the element; input types without selection (email) count as "at the end". */
function caretOf(element: TextTarget): { start: number; end: number } {
  const length = element.value.length;
  try {
    const start = element.selectionStart;
    const end = element.selectionEnd;
    if (start === null || end === null) return { start: length, end: length };
    return { start: Math.min(start, length), end: Math.min(Math.max(end, start), length) };
  } catch {
    return { start: length, end: length };
  }
}

function setCaret(element: TextTarget, position: number): void {
  try {
    element.setSelectionRange(position, position);
  } catch {
    // e-mail and number inputs have no selection API; the caret stays at the end anyway
  }
}

function setValue(element: TextTarget, value: string): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The text before the caret: what the case modes look at. */
export function textBeforeCaret(element: TextTarget): string {
  return element.value.slice(0, caretOf(element).start);
}

/**
 * Inserts `text` at the caret (replacing a selection), respecting the element's maxLength; a
 * read-only or disabled element is left alone, as the device keyboard would.
 *
 * @example
 * typeInto(input, 'é');
 */
export function typeInto(element: TextTarget, text: string): void {
  if (element.readOnly || element.disabled) return;
  const { start, end } = caretOf(element);
  const value = element.value;
  const room = element.maxLength > 0 ? element.maxLength - (value.length - (end - start)) : Number.POSITIVE_INFINITY;
  if (room <= 0) return;
  const inserted = [...text].slice(0, room).join('');
  setValue(element, value.slice(0, start) + inserted + value.slice(end));
  setCaret(element, start + inserted.length);
}

/** Deletes the selection, or the character (a whole code point) before the caret. */
export function deleteBackward(element: TextTarget): void {
  if (element.readOnly || element.disabled) return;
  const { start, end } = caretOf(element);
  const value = element.value;
  if (start !== end) {
    setValue(element, value.slice(0, start) + value.slice(end));
    setCaret(element, start);
    return;
  }
  if (start === 0) return;
  const before = [...value.slice(0, start)];
  before.pop();
  const kept = before.join('');
  setValue(element, kept + value.slice(start));
  setCaret(element, kept.length);
}
