import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createHandlers } from './handlers.ts';
import type { SiteSource } from './handlers/route.ts';
import { createSite } from './site.ts';

/** A Connect-style middleware, as Vite's dev and preview servers take. */
export type SiteMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Which paths the middleware answers: the API and the simulated site's images; the rest goes on. */
const SIMULATED = /^\/(api|sim-assets)\//;

/**
 * The simulated site over plain HTTP, for a kiosk page that talks to a real API base (no service
 * worker in the page): `/api/...` and `/sim-assets/...` are answered by the same MSW handlers as
 * in the browser and in tests (MSW's `getResponse`), everything else goes to `next`. Used by the
 * benchmark to time the kiosk as a real deployment starts (`?apiBase=/api`), without the demo's
 * service worker between the page and every request.
 *
 * A request that fails to read, or a handler that throws, answers 500 with the reason as text,
 * never a hung connection.
 *
 * @example
 * server.middlewares.use(createSiteMiddleware(createSite()));
 */
export function createSiteMiddleware(source: SiteSource = createSite()): SiteMiddleware {
  const handlers = createHandlers(source);
  return (request, response, next) => {
    if (!SIMULATED.test(request.url ?? '')) return next();
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(`The simulated site failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const fetchRequest = new Request(url, { method: request.method ?? 'GET', headers, ...(body ? { body: new Uint8Array(body) } : {}) });
    const mocked = await getResponse(handlers, fetchRequest);
    if (!mocked) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end(`The simulated site has nothing at ${request.method} ${url.pathname}`);
      return;
    }
    response.writeHead(mocked.status, Object.fromEntries(mocked.headers.entries()));
    response.end(Buffer.from(await mocked.arrayBuffer()));
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
