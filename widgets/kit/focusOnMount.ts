/**
 * A ref callback that focuses its element when it is put on the page, as React's `autoFocus` did:
 * the kiosk renders with Preact's compatibility layer (decision record 0027), which writes
 * `autoFocus` as the `autofocus` attribute, and a browser honours that once per page, not for a
 * later screen's input. Keep the function's identity (pass it as is): a new ref callback runs again
 * at every render. The text inputs of a question use `focusWhenDrawn` instead (after the frame).
 *
 * @example
 * <input ref={focusOnMount} data-action="reference" />
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
