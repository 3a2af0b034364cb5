import { HttpResponse } from 'msw';
import { defineRoute } from './route.ts';

/**
 * GET /settings and /features (core spec §7). GET /health is not simulated: the kiosk does not call
 * it (docs/decisions/0014). The site's feature flags are `site.features`.
 */
export const systemRoutes = [
  defineRoute({
    call: 'system.settings',
    method: 'get',
    path: '/settings',
    malformed: ['simFault: schema'],
    // the simulated portal is the site's own origin: the portal page of a kiosk, {portalUrl}/{id}?tenant=,
    // is then the kiosk's start page, so an aborted registration in a demonstration returns to the kiosk
    handle: ({ origin }) =>
      HttpResponse.json({
        environment: 'simulated',
        defaultLanguage: 'en',
        portalUrl: origin,
      }),
  }),
  defineRoute({
    call: 'system.features',
    method: 'get',
    path: '/features',
    handle: ({ site }) => HttpResponse.json(site.features),
  }),
];
