import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, TIME_ZONE_REREAD_MS } from './client.ts';

const get = (client: ApiClient, path: string) => client.send({ method: 'GET', path });

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
    await client.send({ method: 'GET', path: '/a', query: { x: 1, left: undefined } });
    await client.send({ method: 'POST', path: '/b', body: { y: 2 } });
    await client.send({ method: 'PUT', path: '/c' });
    await client.send({ method: 'DELETE', path: '/d' });
    expect(seen).toHaveLength(4);
    for (const request of seen) {
      expect(request).toMatchObject({ tenant: ['demo'], timeZone: 'Europe/Brussels', language: 'nl-BE' });
    }
    expect(new URL(seen[0]!.url).searchParams.get('x')).toBe('1');
    expect(new URL(seen[0]!.url).searchParams.has('left')).toBe(false);
  });

  it('uses the Intl time zone and a browser language by default', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    await get(createApiClient({ baseURL: BASE, tenant: 'demo' }), '/a');
    expect(seen[0]!.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(seen[0]!.language).toMatch(/^[a-z]{2,3}/i);
  });

  it("takes the time zone from Temporal where the browser has it, without starting Intl's date formatting", async () => {
    server.use(http.all(`${BASE}/*`, record()));
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    const zone = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await get(createApiClient({ baseURL: BASE, tenant: 'demo', getLanguage: () => 'ja' }), '/a');
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
      await get(createApiClient({ baseURL: BASE, tenant: 'demo' }), '/a');
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
      await Promise.all([get(client, '/a'), get(client, '/b'), get(client, '/c')]);
      expect(zone).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + TIME_ZONE_REREAD_MS);
      await get(client, '/d');
      expect(zone).toHaveBeenCalledTimes(2);
      expect(new Set(seen.map((s) => s.timeZone))).toEqual(new Set([Intl.DateTimeFormat().resolvedOptions().timeZone]));
    } finally {
      zone.mockRestore();
      vi.useRealTimers();
    }
  });

  it('honours another header prefix', async () => {
    server.use(http.all(`${BASE}/*`, record('Acme')));
    await get(createApiClient({ baseURL: BASE, tenant: 't', headerPrefix: 'Acme', getLanguage: () => 'fr' }), '/a');
    expect(seen[0]).toMatchObject({ tenant: ['t'], language: 'fr' });
    expect(seen[0]!.timeZone).toBeTruthy();
  });

  it('leaves the tenant out when there is none, and never doubles one already in the URL', async () => {
    server.use(http.all(`${BASE}/*`, record()));
    await get(createApiClient({ baseURL: BASE, tenant: null }), '/a');
    await get(createApiClient({ baseURL: BASE, tenant: 'demo' }), '/b?tenant=sample');
    expect(seen[0]!.tenant).toEqual([]);
    expect(seen[1]!.tenant).toEqual(['sample']);
  });

  it('sends a body as JSON, joins paths to the base with or without a slash, and sends an absolute URL as it is', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/*`, async ({ request }) => {
        bodies.push({ url: request.url, type: request.headers.get('content-type'), body: await request.json() });
        return HttpResponse.json({});
      }),
      http.get('http://other.test/api/visitors/v1/approvalstatus', record()),
    );
    const client = createApiClient({ baseURL: `${BASE}/`, tenant: 'demo' });
    await client.send({ method: 'POST', path: 'log/general', body: { sskId: 4 } });
    await client.send({ method: 'POST', path: '/log/general', body: null });
    await client.send({ method: 'GET', path: 'http://other.test/api/visitors/v1/approvalstatus?tenant=other', absolute: true });
    expect(bodies).toEqual([
      { url: `${BASE}/log/general?tenant=demo`, type: 'application/json', body: { sskId: 4 } },
      { url: `${BASE}/log/general?tenant=demo`, type: 'application/json', body: null },
    ]);
    expect(seen.map((s) => s.tenant)).toEqual([['other']]);
  });

  it('sends query values encoded, and no User-Agent of its own', async () => {
    const sent: { code: string | null; agent: string | null }[] = [];
    server.use(
      http.get(`${BASE}/q`, ({ request }) => {
        sent.push({ code: new URL(request.url).searchParams.get('code'), agent: request.headers.get('user-agent') });
        return HttpResponse.json({});
      }),
    );
    await createApiClient({ baseURL: BASE, tenant: 'demo' }).send({ method: 'GET', path: '/q', query: { code: 'a b+c:d&e=f/é' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.code).toBe('a b+c:d&e=f/é');
    expect(sent[0]!.agent ?? '').not.toMatch(/^axios\//);
  });

  it("reads an answer's text, or its bytes when asked", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    server.use(
      http.get(`${BASE}/text`, () => HttpResponse.text('plain', { status: 202, statusText: 'Accepted' })),
      http.get(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${BASE}/bytes`, () => new HttpResponse(bytes, { headers: { 'Content-Type': 'image/png' } })),
    );
    const client = createApiClient({ baseURL: BASE, tenant: 'demo' });
    await expect(get(client, '/text')).resolves.toEqual({ status: 202, statusText: 'Accepted', ok: true, body: 'plain' });
    await expect(get(client, '/empty')).resolves.toMatchObject({ status: 204, ok: true, body: '' });
    const answer = await client.send({ method: 'GET', path: '/bytes', responseType: 'arraybuffer' });
    expect(answer.body).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(answer.body as ArrayBuffer)]).toEqual([...bytes]);
  });

  it('retries nothing, and stops when its signal aborts', async () => {
    let asked = 0;
    server.use(
      http.get(`${BASE}/down`, () => {
        asked += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
      // never answers: only the abort ends the request
      http.get(`${BASE}/slow`, () => new Promise<never>(() => {})),
    );
    const client = createApiClient({ baseURL: BASE, tenant: 'demo' });
    await expect(get(client, '/down')).resolves.toMatchObject({ status: 503, ok: false });
    expect(asked).toBe(1);
    const controller = new AbortController();
    const pending = client.send({ method: 'GET', path: '/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });

  it('resolves with a non-OK answer (the caller reads it) and rejects when there is no answer', async () => {
    server.use(
      http.get(`${BASE}/a`, () => HttpResponse.json({ message: 'no' }, { status: 500 })),
      http.get(`${BASE}/b`, () => HttpResponse.error()),
    );
    const client = createApiClient({ baseURL: BASE, tenant: 'demo' });
    const answer = await get(client, '/a');
    expect(answer).toEqual({ status: 500, statusText: 'Internal Server Error', ok: false, body: '{"message":"no"}' });
    await expect(get(client, '/b')).rejects.toThrow();
  });
});
