// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { calls } from './allCalls.ts';
import { executeCall } from './execute.ts';

/**
 * The catalog's axios client in a page (jsdom, as the component and platform tests run it): MSW
 * (`msw/node`) sees its requests as in Node, with the tenant and the two headers of core spec §7,
 * and a relative API base is the page's.
 */
const server = setupServer();
const seen: { url: URL; timeZone: string | null; language: string | null; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const page = () => new URL(window.location.href);

describe('createApiClient in jsdom', () => {
  it('is intercepted by MSW, with the tenant and the time-zone and browser-language headers, under the page address for a relative base', async () => {
    server.use(
      http.all(`${page().origin}/api/*`, async ({ request }) => {
        seen.push({
          url: new URL(request.url),
          timeZone: request.headers.get('GatehouseClientTimeZone'),
          language: request.headers.get('GatehouseBrowserLanguage'),
          body: request.method === 'GET' ? undefined : await request.json(),
        });
        return HttpResponse.json([{ isoCode: 'nl', nativeDisplayName: 'Nederlands' }]);
      }),
    );
    const client = createApiClient({ baseURL: '/api', tenant: 'demo', getLanguage: () => 'nl-BE', getTimeZone: () => 'Europe/Brussels' });
    const languages = await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
    await client.send({ method: 'POST', path: '/log/general', body: { sskId: 1 } });
    expect(languages).toEqual([expect.objectContaining({ isoCode: 'nl', nativeDisplayName: 'Nederlands' })]);
    expect(seen.map((s) => s.url.pathname)).toEqual(['/api/selfservicekiosks/1/languages', '/api/log/general']);
    for (const request of seen) {
      expect(request.url.origin).toBe(page().origin);
      expect(request.url.searchParams.getAll('tenant')).toEqual(['demo']);
      expect(request).toMatchObject({ timeZone: 'Europe/Brussels', language: 'nl-BE' });
    }
    expect(seen[1]!.body).toEqual({ sskId: 1 });
  });

  it('uses the browser language of the page by default, and keeps the tenant of a followed link', async () => {
    server.use(
      http.get('http://other.test/api/visitors/v1/approvalstatus', ({ request }) => {
        seen.push({
          url: new URL(request.url),
          timeZone: request.headers.get('GatehouseClientTimeZone'),
          language: request.headers.get('GatehouseBrowserLanguage'),
          body: undefined,
        });
        return HttpResponse.json({ status: 2 });
      }),
    );
    const client = createApiClient({ baseURL: 'http://site.test/api', tenant: 'demo' });
    const url = 'http://other.test/api/visitors/v1/approvalstatus?tenant=other';
    await expect(executeCall(client, calls['visitor.approvalStatus'], { url })).resolves.toMatchObject({ status: 2 });
    expect(seen[0]!.url.searchParams.getAll('tenant')).toEqual(['other']);
    expect(seen[0]!.language).toBe(navigator.language);
    expect(seen[0]!.timeZone).toBeTruthy();
  });

  it('hands a non-OK answer to executeCall, which keeps its status and body', async () => {
    const body = { blockedIpAddress: true, reason: 'IP address not allowed' };
    server.use(http.get(`${page().origin}/api/selfservicekiosks/3`, () => HttpResponse.json(body, { status: 403, statusText: 'Forbidden' })));
    const client = createApiClient({ baseURL: '/api', tenant: 'demo' });
    await expect(executeCall(client, calls['kiosk.get'], { kioskId: 3 })).rejects.toMatchObject({ kind: 'http', status: 403, statusText: 'Forbidden', body });
  });
});
