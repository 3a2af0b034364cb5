import { useSyncExternalStore } from 'react';

const QUERY = '(orientation: portrait)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isPortrait = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * Whether the glass is portrait (taller than wide), following rotations; false where the page
 * cannot tell (no `matchMedia`, as in jsdom). Grids use it to show more tiles per page on a tall
 * glass (issue 12 §3).
 *
 * @example
 * const perPage = usePortrait() ? props.perPage + props.perRow : props.perPage;
 */
export function usePortrait(): boolean {
  return useSyncExternalStore(subscribe, isPortrait, () => false);
}
