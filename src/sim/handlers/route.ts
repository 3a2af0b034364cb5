import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_SLOW_MS, type Fault, type Faults } from '../faults.ts';
import { hostileAnswer } from '../hostile.ts';
import type { Site } from '../site.ts';

/** A site, or a function returning the current one (so tests can swap in a fresh site per test). */
export type SiteSource = Site | (() => Site);

export interface RouteContext {
  readonly site: Site;
  readonly request: Request;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly tenant: string;
  /** Origin of the request, for absolute links and asset URLs. */
  readonly origin: string;
}

/** One simulated call: which catalog call it serves, where, and how it answers. */
export interface Route {
  readonly call: string;
  readonly method: 'get' | 'post';
  /** Path under `/api`, in MSW syntax (`/selfservicekiosks/:kioskId`). */
  readonly path: string;
  /** Body for the `schema` fault; default `{ simFault: 'schema' }`, which fails every catalog schema but a record of unknowns. */
  readonly malformed?: unknown;
  readonly handle: (context: RouteContext) => Response | Promise<Response>;
}

export function defineRoute(route: Route): Route {
  return route;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

/** A JSON error answer `{ message, ...extra }` with the standard status text. */
export function problem(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return HttpResponse.json({ message, ...extra }, { status, statusText: STATUS_TEXT[status] ?? '' });
}

export const resolveSite = (source: SiteSource): Site => (typeof source === 'function' ? source() : source);

/**
 * The MSW handler of a route, with the rules every simulated call shares: the request is recorded
 * (tenant and the two shared headers, core spec §7), an injected fault applies, and a missing or
 * unknown tenant is rejected (core spec §2 "Unknown tenant").
 */
export function toHandler(source: SiteSource, route: Route): HttpHandler {
  return http[route.method](`*/api${route.path}`, async ({ request, params }) => {
    const site = resolveSite(source);
    const url = new URL(request.url);
    site.recordRequest({
      call: route.call,
      method: request.method,
      url: request.url,
      tenant: url.searchParams.get('tenant'),
      timeZone: headerEndingWith(request.headers, 'clienttimezone'),
      browserLanguage: headerEndingWith(request.headers, 'browserlanguage'),
      ...(request.method === 'POST'
        ? {
            body: await request
              .clone()
              .json()
              .catch(() => undefined),
          }
        : {}),
    });
    const fault = site.faults.take(route.call);
    if (fault) {
      const answer = await applyFault(fault, route, site.faults, site.wait ?? delay);
      if (answer) return answer;
    }
    const tenant = url.searchParams.get('tenant');
    if (!tenant) return problem(400, 'Unknown tenant: the request has no tenant query parameter');
    if (!site.isKnownTenant(tenant)) return problem(404, `Unknown tenant "${tenant}"`);
    const plainParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const answer = await route.handle({ site, request, url, params: plainParams, tenant, origin: url.origin });
    // a lost answer: the site acted on the call, the kiosk hears nothing back
    if (fault?.kind === 'lost') return HttpResponse.error();
    return site.hostileText ? hostileAnswer(route.call, answer) : answer;
  });
}

async function applyFault(fault: Fault, route: Route, faults: Faults, sleep: (ms: number) => Promise<void>): Promise<Response | undefined> {
  const wait = fault.delayMs ?? (fault.kind === 'slow' ? DEFAULT_SLOW_MS : 0);
  if (wait > 0) await faults.hold(sleep(wait));
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'http500':
      return problem(500, `Simulated server error on ${route.call}`);
    case 'forbidden':
      return problem(403, `Simulated 403 on ${route.call}`);
    case 'schema':
      return HttpResponse.json(route.malformed ?? { simFault: 'schema' });
    case 'slow':
    case 'lost':
      return undefined;
  }
}

function headerEndingWith(headers: Headers, suffix: string): string | null {
  for (const [name, value] of headers) if (name.toLowerCase().endsWith(suffix)) return value;
  return null;
}

/** Parses a numeric path or query value; undefined when it is not a whole number. */
export function toInt(value: string | null | undefined): number | undefined {
  if (value == null || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}
