import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteMiddleware } from './http.ts';
import { createSite } from './site.ts';

const site = createSite({ now: () => new Date('2026-11-22T09:30:00Z') });
const middleware = createSiteMiddleware(site);
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) =>
    middleware(request, response, () => {
      response.writeHead(418, { 'Content-Type': 'text/plain' });
      response.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the simulated site over HTTP (what the benchmark times a real deployment against)', () => {
  it('answers the kiosk calls with the same site as the service worker (core spec §7 "kiosk")', async () => {
    const response = await fetch(`${base}/api/selfservicekiosks/1?tenant=demo`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const kiosk = (await response.json()) as { id: number };
    expect(kiosk.id).toBe(1);
    expect(site.requests.at(-1)?.tenant).toBe('demo');
  });

  it('passes a POST body through: a general log line reaches the site (core spec §7 POST /log/general)', async () => {
    const log = await fetch(`${base}/api/log/general?tenant=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sskId: 1, message: 'hello from the http test', level: 0 }),
    });
    expect(log.status).toBe(204);
    expect(site.logs.general.at(-1)).toMatchObject({ tenant: 'demo', message: 'hello from the http test' });
  });

  it("keeps the site's own errors: no tenant answers 400 with the spec's text", async () => {
    const response = await fetch(`${base}/api/selfservicekiosks/1`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown tenant');
  });

  it('serves the simulated images and hands every other path to the next middleware', async () => {
    const logo = await fetch(`${base}/sim-assets/logo-demo.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    const page = await fetch(`${base}/1?tenant=demo`);
    expect(page.status).toBe(418);
  });
});
