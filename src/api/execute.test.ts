import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './allCalls.ts';
import { createApiClient } from './client.ts';
import { defineCall } from './defineCall.ts';
import { ApiError, isBlockedIpAddress } from './errors.ts';
import { executeCall } from './execute.ts';

const BASE = 'http://api.test/api';
const server = setupServer();
/** An answer that never comes (not a late one: nothing here races the client's timer). */
const NO_ANSWER = new Promise<never>(() => {});
const client = createApiClient({ baseURL: BASE, tenant: 'demo', timeoutMs: 2_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('executeCall: answers (core spec §7)', () => {
  it('parses the answer with the call schema and applies the spec defaults (core §3, §9)', async () => {
    server.use(
      http.get(`${BASE}/selfservicekiosks/1`, () => HttpResponse.json({ id: 1, mainColor: null, scannerLocation: '', timeouts: { general: 60_000 } })),
    );
    const kiosk = await executeCall(client, calls['kiosk.get'], { kioskId: 1 });
    expect(kiosk.mainColor).toBe('#000000');
    expect(kiosk.badgeScannerLocation).toBe('bottom-center');
    expect(kiosk.scannerLocation).toBe('bottom-center');
    expect(kiosk.defaultPhoneCountryCodeIso2).toBe('be');
    expect(kiosk.timeouts).toEqual({ general: 60_000, endScreen: 15_000 });
    expect(kiosk.onScreenKeyboardSettings).toEqual({ isEnabled: false, layout: 'qwerty' });
    expect(kiosk.checkoutConfiguration.isEnabled).toBe(false);
  });

  it('turns an answer of the wrong shape into kind "schema", naming the field, never a ZodError', async () => {
    server.use(http.get(`${BASE}/selfservicekiosks/1/languages`, () => HttpResponse.json([{ isoCode: 'en', nativeDisplayName: 7 }])));
    const error = await failure(executeCall(client, calls['kiosk.languages'], { kioskId: 1 }));
    expect(error.kind).toBe('schema');
    expect(error.call).toBe('kiosk.languages');
    expect(error.message).toContain('0.nativeDisplayName');
    expect(error.body).toEqual([{ isoCode: 'en', nativeDisplayName: 7 }]);
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('treats a wrong type in a defaulted field as a schema error, not as the default', async () => {
    server.use(http.get(`${BASE}/selfservicekiosks/1`, () => HttpResponse.json({ id: 1, mainColor: 42 })));
    const error = await failure(executeCall(client, calls['kiosk.get'], { kioskId: 1 }));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('mainColor');
  });

  it('maps a 500 to kind "http" with status, status text and body', async () => {
    server.use(
      http.get(`${BASE}/selfservicekiosks/1/status`, () => HttpResponse.json({ detail: 'boom' }, { status: 500, statusText: 'Internal Server Error' })),
    );
    const error = await failure(executeCall(client, calls['kiosk.status'], { kioskId: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 500, statusText: 'Internal Server Error', body: { detail: 'boom' } });
    expect(error.message).toBe('Internal Server Error');
  });

  it('keeps the 403 blockedIpAddress body reachable (core §4 "Kiosk fetch", §8)', async () => {
    const body = { blockedIpAddress: true, reason: 'IP address not allowed', ipAddress: '203.0.113.7' };
    server.use(http.get(`${BASE}/selfservicekiosks/3`, () => HttpResponse.json(body, { status: 403 })));
    const error = await failure(executeCall(client, calls['kiosk.get'], { kioskId: 3 }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
    expect(error.body).toEqual(body);
    expect(isBlockedIpAddress(error)).toBe(true);
    expect(error.message).toBe('IP address not allowed');
    expect(JSON.parse(JSON.stringify(error.toPlain()))).toEqual({
      kind: 'http',
      status: 403,
      statusText: 'Forbidden',
      message: 'IP address not allowed',
      body,
      call: 'kiosk.get',
    });
  });

  it('passes a server message of a non-OK answer on (core §8 e-ticket 403)', async () => {
    server.use(http.get(`${BASE}/selfservicekiosks/1/profiles`, () => HttpResponse.json({ message: 'Ticket already scanned' }, { status: 403 })));
    const error = await failure(executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'en' }));
    expect(error.message).toBe('Ticket already scanned');
    expect(isBlockedIpAddress(error)).toBe(false);
  });

  it('keeps an answer that is not JSON as its text: a schema error, or the body of an http error', async () => {
    server.use(
      http.get(`${BASE}/selfservicekiosks/1/languages`, () => HttpResponse.text('<html>proxy login</html>')),
      http.get(`${BASE}/selfservicekiosks/2/languages`, () => HttpResponse.text('Bad gateway', { status: 502, statusText: 'Bad Gateway' })),
    );
    const wrong = await failure(executeCall(client, calls['kiosk.languages'], { kioskId: 1 }));
    expect(wrong).toMatchObject({ kind: 'schema', body: '<html>proxy login</html>' });
    const down = await failure(executeCall(client, calls['kiosk.languages'], { kioskId: 2 }));
    expect(down).toMatchObject({ kind: 'http', status: 502, body: 'Bad gateway', message: 'Bad Gateway' });
  });

  it("reads an arraybuffer call's bytes (a PNG becomes a data URL)", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    server.use(http.get(`${BASE}/attachments/f1`, () => new HttpResponse(png, { headers: { 'Content-Type': 'image/png' } })));
    const image = await executeCall(client, calls['documentScanning.exampleImage'], { fileId: 'f1' });
    expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('maps a failed connection to kind "network"', async () => {
    server.use(http.get(`${BASE}/selfservicekiosks/1/languages`, () => HttpResponse.error()));
    const error = await failure(executeCall(client, calls['kiosk.languages'], { kioskId: 1 }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.toPlain()).toMatchObject({ kind: 'network', call: 'kiosk.languages', status: undefined });
  });

  it('maps a slow answer to kind "timeout"', async () => {
    const quick = createApiClient({ baseURL: BASE, tenant: 'demo', timeoutMs: 50 });
    server.use(http.get(`${BASE}/settings`, () => NO_ANSWER));
    const error = await failure(executeCall(quick, calls['system.settings'], {}));
    expect(error.kind).toBe('timeout');
  });

  it('maps an aborted request to kind "network"', async () => {
    server.use(http.get(`${BASE}/settings`, () => NO_ANSWER));
    const controller = new AbortController();
    const pending = executeCall(client, calls['system.settings'], {}, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('network');
    expect(error.message).toContain('cancelled');
  });

  it('sends an absolute call to its URL as is, without adding the tenant twice', async () => {
    let seen = '';
    server.use(
      http.get('http://other.test/api/visitors/v1/approvalstatus', ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ status: 2 });
      }),
    );
    const url = 'http://other.test/api/visitors/v1/approvalstatus?tenant=demo';
    await expect(executeCall(client, calls['visitor.approvalStatus'], { url })).resolves.toEqual({ status: 2, message: null });
    expect(new URL(seen).searchParams.getAll('tenant')).toEqual(['demo']);
  });

  it('sends query and body built from the args', async () => {
    let received: { url?: string; body?: unknown } = {};
    server.use(
      http.post(`${BASE}/log/general`, async ({ request }) => {
        received = { url: request.url, body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await executeCall(client, calls['log.general'], { kioskId: 4, message: 'hello' });
    expect(received.body).toEqual({ sskId: 4, message: 'hello', level: 0 });
    expect(new URL(received.url ?? '').searchParams.get('tenant')).toBe('demo');
  });

  it('leaves undefined query values out', async () => {
    let query = new URLSearchParams();
    server.use(
      http.get(`${BASE}/profiles/2/questionary`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    await executeCall(client, calls['profile.questionary'], { profileId: 2, kioskId: 1, language: 'nl' });
    expect(query.has('visitorId')).toBe(false);
    expect(query.get('twoLetterLanguageIsoCode')).toBe('nl');
    expect(query.get('selfServiceKioskId')).toBe('1');
  });

  it('accepts any definition made with defineCall', async () => {
    const custom = defineCall({
      name: 'x.custom',
      method: 'PUT',
      args: z.object({ id: z.number() }),
      path: (a: { id: number }) => `/x/${a.id}`,
      response: z.object({ ok: z.literal(true) }),
    });
    server.use(http.put(`${BASE}/x/9`, () => HttpResponse.json({ ok: true })));
    await expect(executeCall(client, custom, { id: 9 })).resolves.toEqual({ ok: true });
  });
});
