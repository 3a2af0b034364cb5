import { HttpResponse } from 'msw';
import { defineRoute } from './route.ts';

/**
 * GET /settings and /features (core spec §7), and the product-metrics proxy the settings name
 * (POST /productmetrics). GET /health is not simulated: the kiosk does not call it
 * (docs/decisions/0014). The site's feature flags are `site.features`.
 */
export const systemRoutes = [
  defineRoute({
    call: 'system.settings',
    method: 'get',
    path: '/settings',
    malformed: ['simFault: schema'],
    // the simulated portal is the site's own origin: the portal page of a kiosk, {portalUrl}/{id}?tenant=,
    // is then the kiosk's start page, so an aborted registration in a demonstration returns to the kiosk
    // the product-metrics proxy (core §7) is this site's /api/productmetrics, unless the site has none
    handle: ({ origin, site }) =>
      HttpResponse.json({
        environment: 'simulated',
        defaultLanguage: 'en',
        portalUrl: origin,
        ...(site.productMetricsProxy ? { productMetricsProxyUrl: `${origin}/api/productmetrics` } : {}),
      }),
  }),
  defineRoute({
    call: 'productMetrics.event',
    method: 'post',
    path: '/productmetrics',
    // the analytics proxy of core §7 and site-operations §7: keeps each event as sent (site.logs.productMetrics)
    handle: async ({ site, request, tenant }) => {
      const body: unknown = await request.json().catch(() => null);
      site.logs.productMetrics.push({ tenant, body, at: site.now().toISOString() });
      return new HttpResponse(null, { status: 204 });
    },
  }),
  defineRoute({
    call: 'system.features',
    method: 'get',
    path: '/features',
    handle: ({ site }) => HttpResponse.json(site.features),
  }),
];
