import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, TIME_ZONE_REREAD_MS } from './client.ts';

const BASE = 'http://api.test/api';
const server = setupServer();
type Seen = { tenant: string[]; timeZone: string | null; language: string | null; url: string };
let seen: Seen[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

function record(prefix = 'Gatehouse') {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({
      url: request.url,
      tenant: url.searchParams.getAll('tenant'),
      timeZone: request.headers.get(`${prefix}ClientTimeZone`),
      language: request.headers.get(`${prefix}BrowserLanguage`),
    });
    return HttpResponse.json({});
  };
}

describe('createApiClient: shared rules of core spec §7 and site-operations spec §7', () => {
  it('adds tenant and the time-zone and browser-language headers to every method', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    const client = createApiClient({ baseURL: BASE, tenant: 'demo', getLanguage: () => 'nl-BE', getTimeZone: () => 'Europe/Brussels' });
    await client.get('/a', { params: { x: 1 } });
    await client.post('/b', { y: 2 });
    await client.put('/c');
    await client.delete('/d');
    expect(seen).toHaveLength(4);
    for (const request of seen) {
      expect(request).toMatchObject({ tenant: ['demo'], timeZone: 'Europe/Brussels', language: 'nl-BE' });
    }
    expect(new URL(seen[0]!.url).searchParams.get('x')).toBe('1');
  });

  it('uses the Intl time zone and a browser language by default', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    await createApiClient({ baseURL: BASE, tenant: 'demo' }).get('/a');
    expect(seen[0]!.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(seen[0]!.language).toMatch(/^[a-z]{2,3}/i);
  });

  it("takes the time zone from Temporal where the browser has it, without starting Intl's date formatting", async () => {
    server.use(http.all(`${BASE}/*`, record()));
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    const zone = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await createApiClient({ baseURL: BASE, tenant: 'demo', getLanguage: () => 'ja' }).get('/a');
      expect(seen[0]!.timeZone).toBe('Asia/Tokyo');
      expect(zone).not.toHaveBeenCalled();
    } finally {
      zone.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('falls back to Intl when Temporal fails', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no time zone');
        },
      },
    });
    try {
      await createApiClient({ baseURL: BASE, tenant: 'demo' }).get('/a');
      expect(seen[0]!.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads Intl once for a burst of calls, and again after a minute', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    vi.useFakeTimers({ toFake: ['Date'] });
    const zone = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const client = createApiClient({ baseURL: BASE, tenant: 'demo' });
      await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
      expect(zone).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + TIME_ZONE_REREAD_MS);
      await client.get('/d');
      expect(zone).toHaveBeenCalledTimes(2);
      expect(new Set(seen.map((s) => s.timeZone))).toEqual(new Set([Intl.DateTimeFormat().resolvedOptions().timeZone]));
    } finally {
      zone.mockRestore();
      vi.useRealTimers();
    }
  });

  it('honours another header prefix', async () => {
    server.use(http.all(`${BASE}/*`, record('Acme')));
    await createApiClient({ baseURL: BASE, tenant: 't', headerPrefix: 'Acme', getLanguage: () => 'fr' }).get('/a');
    expect(seen[0]).toMatchObject({ tenant: ['t'], language: 'fr' });
    expect(seen[0]!.timeZone).toBeTruthy();
  });

  it('leaves the tenant out when there is none, and never doubles one already in the URL', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    await createApiClient({ baseURL: BASE, tenant: null }).get('/a');
    await createApiClient({ baseURL: BASE, tenant: 'demo' }).get('/b?tenant=sample');
    expect(seen[0]!.tenant).toEqual([]);
    expect(seen[1]!.tenant).toEqual(['sample']);
  });
});
