import { afterAll, afterEach, beforeAll } from 'vitest';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite, type Site } from '../../src/sim/site.ts';

/**
 * The simulated site of the explorer's suites (tests/golden/explore.ts): serves a suite's requests
 * (msw/node, started and stopped with the suite) from the site the last call to the returned
 * function made, so that each fixture run or attempt starts on a fresh one.
 */
export function serveFreshSites(): () => Site {
  let site = createSite();
  const server = createNodeSimulator(() => site);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return () => {
    site = createSite();
    return site;
  };
}
