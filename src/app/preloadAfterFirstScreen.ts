import type { CallDefinitions } from '../api/createCallDefinitions.ts';
import type { ScreenWidgets } from '../../widgets/createScreenWidgets.ts';
import { preloadAll } from '../../widgets/kit/preloadAll.ts';

/**
 * Fetches what the later screens need and the first bundle leaves out (docs/decisions/0005, 0019,
 * 0024): every screen widget's definition and code, the call definitions with their answer
 * schemas, the flows other than the main one, the sanitiser of server HTML (made and run once).
 * Called once the first screen is up and the page is idle, so a visitor who comes at once finds
 * each screen ready, and the kiosk still shows its screens when the network fails later.
 * Rejects with the first failure once every fetch has settled; calling again retries what failed.
 *
 * @example
 * await preloadAfterFirstScreen({ ...kiosk, loadLaterFlows: kiosk.runtime.loadLaterFlows });
 */
export function preloadAfterFirstScreen(kiosk: {
  readonly widgets: Pick<ScreenWidgets, 'preload'>;
  readonly calls: Pick<CallDefinitions, 'preload'>;
  readonly loadLaterFlows: () => Promise<void>;
  /** Where the site's attachments live: the sanitiser of server HTML is made for it (widgets/kit/serverHtml.ts). */
  readonly attachmentsBase?: string;
}): Promise<void> {
  return preloadAll([
    { preload: kiosk.widgets.preload },
    { preload: kiosk.calls.preload },
    { preload: kiosk.loadLaterFlows },
    // the sanitiser of server HTML, made and run once now rather than in a visitor's step
    { preload: () => import('../../widgets/kit/serverHtml.ts').then((module) => module.prepareSanitizer(kiosk.attachmentsBase)) },
  ]);
}
