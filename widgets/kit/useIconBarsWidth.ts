import { useSyncExternalStore } from 'react';
import { ICON_BARS_WIDE_FROM } from './iconBars.ts';

const QUERY = `(min-width: ${ICON_BARS_WIDE_FROM + 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const windowWidth = () => (typeof window.matchMedia !== 'function' || window.matchMedia(QUERY).matches ? Number.POSITIVE_INFINITY : ICON_BARS_WIDE_FROM);

/**
 * The window's width as far as the icon bars care (core spec §9 "Window width over 800 gives 3
 * icon bars, else 4"): a width over 800 px, or 800 for any narrower window; following resizes and
 * rotations. Where the page cannot tell (no `matchMedia`, as in jsdom) the window counts as wide.
 *
 * @example
 * const columns = tilesPerRow(useIconBarsWidth(), props.perRow);
 */
export function useIconBarsWidth(): number {
  return useSyncExternalStore(subscribe, windowWidth, () => Number.POSITIVE_INFINITY);
}
