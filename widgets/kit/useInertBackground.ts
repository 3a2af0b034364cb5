import { type RefObject, useEffect } from 'react';

/**
 * Makes everything of the page but `ref`'s element inert while it is shown (a modal popup, WAI-ARIA
 * "Dialog (Modal)": the background can be neither tapped, focused nor read). Walks from the
 * element up to `<body>` and sets `inert` on every sibling on the way; undoes exactly that when
 * the element goes. Elements already inert are left as they are.
 *
 * @example
 * const layer = useRef<HTMLDivElement>(null);
 * useInertBackground(layer);
 */
export function useInertBackground(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const made: Element[] = [];
    for (let node: HTMLElement | null = element; node && node !== node.ownerDocument.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        // the attribute, not the property: the same in every DOM (jsdom has no `inert` property)
        if (sibling !== node && !sibling.hasAttribute('inert') && sibling.tagName !== 'SCRIPT') {
          sibling.setAttribute('inert', '');
          made.push(sibling);
        }
      }
    }
    return () => {
      for (const sibling of made) sibling.removeAttribute('inert');
    };
  }, [ref]);
}
