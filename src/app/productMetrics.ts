import type { ProductMetricsEvent } from '../api/calls/productMetrics.ts';
import type { CallRunner } from '../engine/effects/effect.ts';
import type { Snapshot } from '../engine/types.ts';

/** What an error event says it was: the crash page, or what the flow logged at that level. */
export type ProductMetricsErrorKind = Extract<ProductMetricsEvent, { type: 'error' }>['kind'];

/** The product metrics of one kiosk page: call `screenShown` on every snapshot, `error` on every failure. */
export interface ProductMetrics {
  /** A page view when the snapshot shows another screen than the last one sent. */
  screenShown(snapshot: Snapshot): void;
  /** An error on the screen last shown. */
  error(kind: ProductMetricsErrorKind): void;
}

/**
 * The proxy's address: the site's settings (GET /api/settings, loaded by the start screen into
 * `settings`) as `productMetricsProxyUrl`, an absolute URL. The spec says only that product metrics
 * go "to a proxy" (core §7, site-operations §7); the proxy, like the portal (`portalUrl`, core §6 "a
 * global setting for portal redirects"), is the site's, so its address is a site setting. No
 * address, or settings that did not load: no proxy, no events.
 */
export function productMetricsProxyOf(snapshot: Snapshot): string | null {
  const settings = snapshot.context.settings;
  const url = typeof settings === 'object' && settings !== null ? (settings as { productMetricsProxyUrl?: unknown }).productMetricsProxyUrl : undefined;
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}

/**
 * Sends page views and errors to the product-metrics proxy (core §7 "Product metrics", site-operations
 * §7), as `productMetrics.event` calls: fire and forget, a failed send is dropped (never logged: a
 * log is itself an error event). Nothing of a visitor leaves: the screen's name, never its URL or
 * props; an error's kind, never its message (src/api/calls/productMetrics.ts). A kiosk whose
 * settings name no proxy sends nothing ({@link productMetricsProxyOf}).
 *
 * @example
 * const metrics = createProductMetrics({ kioskId: 1, callApi, now: scheduler.now });
 * runtime.subscribe(() => metrics.screenShown(runtime.getSnapshot()));
 */
export function createProductMetrics(options: { readonly kioskId: number; readonly callApi: CallRunner; readonly now: () => number }): ProductMetrics {
  let last: Snapshot | null = null;
  let lastScreen: string | null = null;
  const send = (snapshot: Snapshot, event: { type: 'pageView'; screen: string } | { type: 'error'; screen: string; kind: ProductMetricsErrorKind }) => {
    const url = productMetricsProxyOf(snapshot);
    if (!url) return;
    const language = typeof snapshot.context.language === 'string' ? snapshot.context.language : 'en';
    const full: ProductMetricsEvent = { ...event, kioskId: options.kioskId, language, at: new Date(options.now()).toISOString() };
    void options.callApi('productMetrics.event', { url, event: full }).catch(() => undefined);
  };
  return {
    screenShown(snapshot) {
      last = snapshot;
      const screen = `${snapshot.flow}/${snapshot.screen}`;
      if (screen === lastScreen) return;
      lastScreen = screen;
      send(snapshot, { type: 'pageView', screen });
    },
    error(kind) {
      if (last && lastScreen) send(last, { type: 'error', screen: lastScreen, kind });
    },
  };
}
