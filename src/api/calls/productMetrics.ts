import { z } from 'zod';
import { defineCall } from '../defineCall.ts';

/**
 * One product-metrics event (core §7 "Product metrics: sent to a proxy, analytics, not described
 * further"; site-operations §7 "Product-metrics calls go to a proxy for analytics"). Page views and
 * errors only, and nothing of a visitor: the screen (`flow/screen`, never the URL with its ids),
 * the kiosk, the language and the time (ISO 8601, the kiosk's clock). An error says what kind it
 * was (`crash`: the crash page; `error`/`warning`: what the flow logged at that level), never its
 * message, which may quote a reference or a name.
 *
 * @example
 * { type: 'pageView', kioskId: 1, screen: 'visitor/profiles', language: 'nl', at: '2026-11-22T09:00:00.000Z' }
 */
export const ProductMetricsEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageView'), kioskId: z.number().int(), screen: z.string(), language: z.string(), at: z.string() }),
  z.object({
    type: z.literal('error'),
    kioskId: z.number().int(),
    screen: z.string(),
    language: z.string(),
    at: z.string(),
    kind: z.enum(['crash', 'error', 'warning']),
  }),
]);
export type ProductMetricsEvent = z.infer<typeof ProductMetricsEvent>;

/**
 * Sends one event to the product-metrics proxy at `url`, the absolute address the site's settings
 * give (GET /api/settings `productMetricsProxyUrl`, src/app/productMetrics.ts); the body is the
 * event, the answer is not used. A kiosk whose settings name no proxy makes no such call.
 */
export const productMetricsEvent = defineCall({
  name: 'productMetrics.event',
  method: 'POST',
  args: z.object({ url: z.string(), event: ProductMetricsEvent }),
  path: (a: { readonly url: string; readonly event: ProductMetricsEvent }) => a.url,
  absolute: true,
  body: (a) => a.event,
  response: z.unknown(),
  description: 'A page view or an error, without visitor data, to the analytics proxy (core spec §7, site-operations spec §7)',
});
