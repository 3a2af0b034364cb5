import { type RefObject, useLayoutEffect, useRef } from 'react';
import { fitText, TITLE_PX } from './fitText.ts';

/**
 * Fits a tile's title to its box (core spec §9 "Text fitting: title 8-17 px"): the largest size
 * from 17 px down to 8 px at which the title's line is no wider than the element, measured in the
 * page before it is painted, again when the box is resized and once the web fonts are in; a title
 * too long even at 8 px wraps instead of overflowing. The element must be as wide as its box
 * (`display: block`), not as wide as its text. The arithmetic is `fitText` (widgets/kit/fitText.ts);
 * where nothing can be measured (jsdom) the title keeps 17 px.
 *
 * @example
 * const ref = useFittedText<HTMLSpanElement>(profile.name);
 * <span ref={ref} style={FITTED_TITLE_STYLE}>{profile.name}</span>
 */
export function useFittedText<E extends HTMLElement>(text: string): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || text === '') return;
    const { style } = element;
    const refit = () => {
      style.whiteSpace = 'nowrap';
      const available = element.clientWidth;
      if (available <= 0) {
        style.fontSize = `${TITLE_PX.max}px`;
        style.whiteSpace = '';
        return;
      }
      const fitted = fitText((px) => {
        style.fontSize = `${px}px`;
        return element.scrollWidth;
      }, available);
      style.fontSize = `${fitted.px}px`;
      style.whiteSpace = fitted.wraps ? 'normal' : 'nowrap';
    };
    refit();
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => refit()) : null;
    resized?.observe(element.parentElement ?? element);
    let alive = true;
    void document.fonts?.ready.then(() => {
      if (alive) refit();
    });
    return () => {
      alive = false;
      resized?.disconnect();
    };
  }, [text]);
  return ref;
}

/** The style a fitted title starts with: its box's width, the largest size, long words broken when it must wrap. */
export const FITTED_TITLE_STYLE = {
  display: 'block',
  alignSelf: 'stretch',
  fontSize: `${TITLE_PX.max}px`,
  overflowWrap: 'anywhere',
} as const;
