import { setupWorker, type SetupWorker } from 'msw/browser';
import { applyFaultsFromSearch } from './faults.ts';
import { createHandlers } from './handlers.ts';
import { applySimulatorSettings } from './simulatorSettings.ts';
import { createSite, type Site } from './site.ts';

export interface BrowserSimulator {
  readonly site: Site;
  readonly worker: SetupWorker;
}

/**
 * Starts the simulated site in the browser (service worker `/mockServiceWorker.js`). Requests it
 * does not simulate go to the network. Faults named in the page URL (`?simFault=...`, see
 * faults.ts) apply from the start, and `?simHostile` puts hostile markup in every text (hostile.ts); the site is also reachable as `window.gatehouseSim`, to
 * block a kiosk or inject a fault from the console.
 *
 * @example
 * if (import.meta.env.DEV) await startBrowserSimulator();
 */
export async function startBrowserSimulator(site: Site = createSite()): Promise<BrowserSimulator> {
  for (const problem of applyFaultsFromSearch(site.faults, window.location.search)) console.warn(problem);
  for (const problem of applySimulatorSettings(site, window.location.search)) console.warn(problem);
  site.hostileText = new URLSearchParams(window.location.search).has('simHostile');
  const worker = setupWorker(...createHandlers(site));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  (window as unknown as { gatehouseSim?: Site }).gatehouseSim = site;
  return { site, worker };
}
