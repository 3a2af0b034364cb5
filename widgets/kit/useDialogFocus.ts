import { type RefObject, useEffect } from 'react';

/** What can take the focus inside a dialog, in the page's order. */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus into a modal dialog when it opens and back when it closes (WAI-ARIA "Dialog
 * (Modal)", WCAG 2.4.3): the first control of `ref`'s element takes it (the element itself when it
 * has none: give it `tabIndex={-1}`), unless the focus is in it already (a control focused on
 * mount); when the dialog goes, the element that had the focus before gets it again, if it is
 * still on the page and not inert. Declare it after `useInertBackground`, whose clean-up must run first.
 *
 * @example
 * const layer = useRef<HTMLDivElement>(null);
 * useInertBackground(layer);
 * useDialogFocus(layer);
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const before = doc.activeElement instanceof HTMLElement && !dialog.contains(doc.activeElement) ? doc.activeElement : null;
    if (!dialog.contains(doc.activeElement)) {
      const target = dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.querySelector<HTMLElement>('[tabindex="-1"]') ?? dialog;
      target.focus({ preventScroll: true });
    }
    return () => {
      if (before?.isConnected && !before.closest('[inert]')) before.focus({ preventScroll: true });
    };
  }, [ref]);
}
