import type { Site } from '../site.ts';

/**
 * Per-site state of an area (checked-out visitors, scanned e-tickets, ...), kept beside the site
 * rather than in it: a fresh site (one per test, one per page load) starts clean, and an area adds
 * its state without touching site.ts.
 *
 * @example
 * const scanned = createAreaState(() => new Set<string>());
 * scanned(site).add('ETK-1001');
 */
export function createAreaState<S>(initial: () => S): (site: Site) => S {
  const states = new WeakMap<Site, S>();
  return (site) => {
    let state = states.get(site);
    if (state === undefined) {
      state = initial();
      states.set(site, state);
    }
    return state;
  };
}
