import { describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../engine/types.ts';
import { createProductMetrics, productMetricsProxyOf } from './productMetrics.ts';

const PROXY = 'https://metrics.site.example/proxy';
const AT = Date.parse('2026-11-22T09:00:00Z');

/** A snapshot on `flow/screen` whose context holds `context`. */
const on = (flow: string, screen: string, context: Record<string, unknown>) => ({ flow, screen, context }) as unknown as Snapshot;

function setUp() {
  const callApi = vi.fn((_name: string, _args: Record<string, unknown>) => Promise.resolve(undefined));
  const metrics = createProductMetrics({ kioskId: 3, callApi, now: () => AT });
  const sent = (): Array<Record<string, unknown>> => callApi.mock.calls.map(([name, args]) => ({ name, ...args }));
  return { metrics, callApi, sent };
}

describe('product metrics (core §7, site-operations §7: page views and errors to an analytics proxy)', () => {
  it('reads the proxy from the settings, an absolute http(s) address only', () => {
    expect(productMetricsProxyOf(on('visitor', 'language', { settings: { productMetricsProxyUrl: ` ${PROXY} ` } }))).toBe(PROXY);
    expect(productMetricsProxyOf(on('visitor', 'language', { settings: { portalUrl: 'https://portal' } }))).toBeNull();
    expect(productMetricsProxyOf(on('visitor', 'language', { settings: { productMetricsProxyUrl: '/relative' } }))).toBeNull();
    expect(productMetricsProxyOf(on('visitor', 'language', {}))).toBeNull();
  });

  it('sends nothing while the settings name no proxy', () => {
    const { metrics, callApi } = setUp();
    metrics.screenShown(on('visitor', 'language', { settings: {} }));
    metrics.error('crash');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends one page view per screen shown, with the screen name, kiosk, language and time', () => {
    const { metrics, sent } = setUp();
    const settings = { productMetricsProxyUrl: PROXY };
    metrics.screenShown(on('visitor', 'language', { settings }));
    metrics.screenShown(on('visitor', 'language', { settings }));
    metrics.screenShown(on('visitor', 'questionary', { settings, language: 'nl' }));
    expect(sent()).toEqual([
      {
        name: 'productMetrics.event',
        url: PROXY,
        event: { type: 'pageView', kioskId: 3, screen: 'visitor/language', language: 'en', at: '2026-11-22T09:00:00.000Z' },
      },
      {
        name: 'productMetrics.event',
        url: PROXY,
        event: { type: 'pageView', kioskId: 3, screen: 'visitor/questionary', language: 'nl', at: '2026-11-22T09:00:00.000Z' },
      },
    ]);
  });

  it('sends an error with its kind and screen, and no visitor data from the context', () => {
    const { metrics, sent } = setUp();
    const context = { settings: { productMetricsProxyUrl: PROXY }, language: 'de', visitorId: 'v-42', answers: { name: ['Jane Doe'] } };
    metrics.screenShown(on('identification', 'reference', context));
    metrics.error('warning');
    const [, error] = sent();
    expect(error?.event).toEqual({
      type: 'error',
      kind: 'warning',
      kioskId: 3,
      screen: 'identification/reference',
      language: 'de',
      at: '2026-11-22T09:00:00.000Z',
    });
    expect(JSON.stringify(sent())).not.toMatch(/v-42|Jane Doe/);
  });

  it('drops a failed send without throwing', async () => {
    const callApi = vi.fn(() => Promise.reject(new Error('offline')));
    const metrics = createProductMetrics({ kioskId: 3, callApi, now: () => AT });
    expect(() => metrics.screenShown(on('visitor', 'language', { settings: { productMetricsProxyUrl: PROXY } }))).not.toThrow();
    await Promise.resolve();
    expect(callApi).toHaveBeenCalledTimes(1);
  });
});
