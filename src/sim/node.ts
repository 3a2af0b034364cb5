import { setupServer, type SetupServerApi } from 'msw/node';
import { createHandlers } from './handlers.ts';
import type { SiteSource } from './handlers/route.ts';
import { createSite, type Site } from './site.ts';

/** The MSW server of a simulated site, plus the site it serves now. */
export type NodeSimulator = SetupServerApi & { readonly site: Site };

/**
 * The simulated site in Node (vitest, fixtures, CLI), intercepting fetch, XMLHttpRequest and http.
 * Pass a function to serve a fresh site per test.
 *
 * @example
 * let site = createSite();
 * const sim = createNodeSimulator(() => site);
 * beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
 * afterAll(() => sim.close());
 */
export function createNodeSimulator(source: SiteSource = createSite()): NodeSimulator {
  const server = setupServer(...createHandlers(source));
  return Object.defineProperty(server, 'site', {
    get: () => (typeof source === 'function' ? source() : source),
    enumerable: true,
  }) as NodeSimulator;
}
