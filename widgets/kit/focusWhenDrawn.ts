import { afterNextPaint } from './afterNextPaint.ts';

/**
 * A ref callback for the input a page types into first: it takes the focus once the frame that
 * first draws it has been painted (after the next animation frame), instead of while React commits
 * it as `autoFocus` does. Focusing forces the browser to compute style and layout at once; done in
 * the commit, that work lands in the step a visitor waits for and is done again for the frame
 * (docs/performance.md, decision record 0009). The focus is not taken when something else was
 * focused meanwhile, or when the element has left the page. Keep the function's identity (pass it
 * as is, or wrap it in `useCallback`): a new ref callback runs again at every render.
 *
 * @returns the cleanup React calls when the element goes (cancels a focus not yet taken)
 * @example
 * <input ref={focusWhenDrawn} data-action="answer" />
 */
export function focusWhenDrawn(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  return afterNextPaint(() => {
    const active = element.ownerDocument.activeElement;
    if (!element.isConnected || (active && active !== element.ownerDocument.body && active.isConnected)) return;
    element.focus();
  });
}
