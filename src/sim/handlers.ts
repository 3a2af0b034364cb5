import { http, type HttpHandler } from 'msw';
import { abortRoutes } from './handlers/abort.ts';
import { assetHandlers } from './handlers/assets.ts';
import { kioskRoutes } from './handlers/kiosk.ts';
import { logRoutes } from './handlers/log.ts';
import { profileRoutes } from './handlers/profile.ts';
import { problem, toHandler, type Route, type SiteSource } from './handlers/route.ts';
import { systemRoutes } from './handlers/system.ts';
import { validationRoutes } from './handlers/validation.ts';
import { visitorRoutes } from './handlers/visitor.ts';
import { checkoutRoutes } from './handlers/checkout.ts';
import { dispatchRoutes } from './handlers/dispatch.ts';
import { eticketRoutes } from './handlers/eticket.ts';
import { identificationRoutes } from './handlers/identification.ts';
import { weighingRoutes } from './handlers/weighing.ts';
import { assetRegistrationRoutes } from './handlers/assetRegistration.ts';
import { certifiedRoutes } from './handlers/certified.ts';
import { documentScanningRoutes } from './handlers/documentScanning.ts';
import { documentSigningRoutes } from './handlers/documentSigning.ts';
import { documentPrintingRoutes } from './handlers/documentPrinting.ts';

/**
 * Every simulated call, in match order. A later area (weighing, documents, certified persons,
 * checkout, identification, e-tickets: section 7 of both specs) adds a `handlers/<area>.ts` that
 * exports its routes and one line here.
 */
export const ROUTES: readonly Route[] = [
  ...systemRoutes,
  ...kioskRoutes,
  ...profileRoutes,
  ...visitorRoutes,
  ...logRoutes,
  ...validationRoutes,
  ...abortRoutes,
  ...identificationRoutes,
  ...eticketRoutes,
  ...checkoutRoutes,
  ...dispatchRoutes,
  ...weighingRoutes,
  ...assetRegistrationRoutes,
  ...certifiedRoutes,
  ...documentScanningRoutes,
  ...documentSigningRoutes,
  ...documentPrintingRoutes,
];

/**
 * MSW handlers over a simulated site, for `setupWorker` (browser.ts) and `setupServer` (node.ts).
 * They answer under any origin (`* /api/...`). An API path the site does not simulate answers 501
 * with what is missing, rather than falling through to the dev server.
 *
 * @example
 * const server = setupServer(...createHandlers(createSite()));
 */
export function createHandlers(site: SiteSource): HttpHandler[] {
  return [
    ...assetHandlers(site),
    ...ROUTES.map((route) => toHandler(site, route)),
    http.all('*/api/*', ({ request }) => problem(501, `The simulated site does not implement ${request.method} ${new URL(request.url).pathname}`)),
  ];
}
