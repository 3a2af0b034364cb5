import axios, { type AxiosInstance } from 'axios';
import type { CallMethod } from './defineCall.ts';

export interface ApiClientOptions {
  /** API base, e.g. `https://site.example/api` or `/api` (relative to the page); call paths are relative to it. */
  readonly baseURL: string;
  /** Tenant query parameter carried on every call (core spec §1, §7); null leaves it out. */
  readonly tenant: string | null;
  /** Product prefix of the two shared headers (site-operations spec §7 "{product}ClientTimeZone"). */
  readonly headerPrefix?: string;
  /** Browser language for the header; default `navigator.language`. */
  readonly getLanguage?: () => string;
  /** Time zone for the header; default the system's (Temporal, else Intl). Injectable for tests. */
  readonly getTimeZone?: () => string;
  /** Per-request timeout in ms, enforced by `executeCall`; 0 or absent means none. */
  readonly timeoutMs?: number;
}

/** One request to the site: a path under the API base (or an absolute URL), its query and JSON body. */
export interface ApiRequest {
  readonly method: CallMethod;
  /** A path under the API base (`/selfservicekiosks/1`), or a whole URL when `absolute`. */
  readonly path: string;
  readonly absolute?: boolean;
  /** Query parameters; undefined values are left out. */
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Sent as JSON when defined. */
  readonly body?: unknown;
  /** How the body of the answer is read: its text (the default) or its bytes. */
  readonly responseType?: 'text' | 'arraybuffer';
  readonly signal?: AbortSignal;
}

/** The site's answer to one request, whatever its status. */
export interface ApiAnswer {
  /** HTTP status, e.g. 200 or 403. */
  readonly status: number;
  /** The status text, e.g. `Forbidden`; '' when the server sent none. */
  readonly statusText: string;
  /** True for a 2xx status. */
  readonly ok: boolean;
  /** The body: its text ('' when empty), or its bytes for a request with `responseType: 'arraybuffer'`. */
  readonly body: string | ArrayBuffer;
}

/**
 * The site's HTTP client: `send` applies the shared rules of core spec §7 and site-operations spec
 * §7 to every request and resolves with the answer whatever its status (the caller reads it,
 * `executeCall`); it rejects only when there is no answer (network failure, abort).
 */
export interface ApiClient {
  /**
   * Sends one request.
   * @throws an AxiosError when no answer came: `ERR_NETWORK` (the network failed), `ERR_CANCELED`
   * (the signal aborted it).
   */
  send(request: ApiRequest): Promise<ApiAnswer>;
  /** The per-request timeout (ms) `executeCall` enforces; 0 means none. */
  readonly timeoutMs: number;
}

export const DEFAULT_HEADER_PREFIX = 'Gatehouse';

/**
 * The client every catalog call goes through: one axios instance per kiosk (`axios.create`) over
 * axios's `fetch` adapter, so MSW sees every call in the browser (its service worker), in Node and
 * in jsdom (`msw/node`, which intercepts the global `fetch` the adapter reads for every request).
 * Every request gets the `tenant` query parameter (unless its URL names one already: a followed
 * approvalstatus link) and the `{prefix}ClientTimeZone` and `{prefix}BrowserLanguage` headers
 * (core spec §7). axios retries nothing (the flows decide what a failure means), keeps no time-out
 * of its own (`executeCall` does, `timeoutMs`), and resolves with any status (`validateStatus`).
 *
 * @example
 * const client = createApiClient({ baseURL: '/api', tenant: 'demo' });
 * await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const prefix = options.headerPrefix ?? DEFAULT_HEADER_PREFIX;
  const intl = cachedIntlOptions();
  const timeZone = options.getTimeZone ?? (() => temporalTimeZone() ?? (intl().timeZone || 'UTC'));
  const language = options.getLanguage ?? (() => defaultLanguage(intl));
  const http: AxiosInstance = axios.create({
    // a relative base (`/api`) is the page's: resolved here, so Node's fetch (jsdom) gets a whole URL too
    baseURL: onPage(options.baseURL),
    adapter: 'fetch',
    timeout: 0,
    validateStatus: () => true,
    // the fetch adapter would add `User-Agent: axios/<version>`, a header a site's CORS rules may refuse;
    // false keeps the browser's own (axios's documented way)
    headers: { 'User-Agent': false },
  });
  return {
    timeoutMs: options.timeoutMs ?? 0,
    send: async (request) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.append(name, String(value));
      if (options.tenant !== null && !params.has('tenant') && !namesTenant(request.path)) params.set('tenant', options.tenant);
      const answer = await http.request<string | ArrayBuffer>({
        method: request.method,
        // axios joins a path to the base with exactly one slash, and sends a whole URL as it is
        url: request.absolute ? onPage(request.path) : request.path.replace(/^\/+/, ''),
        params,
        responseType: request.responseType ?? 'text',
        headers: {
          [`${prefix}ClientTimeZone`]: timeZone(),
          [`${prefix}BrowserLanguage`]: language(),
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { data: request.body }),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const { status, statusText } = answer;
      return { status, statusText, ok: status >= 200 && status < 300, body: answer.data };
    },
  };
}

/** True when the query of `path` (a path or a whole URL) has a `tenant` already. */
function namesTenant(path: string): boolean {
  const query = path.indexOf('?');
  return query !== -1 && new URLSearchParams(path.slice(query + 1).split('#')[0]).has('tenant');
}

/** `url` as a whole URL, relative to the page's address (`/api` on the kiosk's page); as it is where there is no page (Node). */
function onPage(url: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  if (!page) return url;
  try {
    return new URL(url, page).href;
  } catch {
    return url;
  }
}

/** How long the Intl time zone is reused (ms): long enough for a burst of calls, short enough to follow a zone the kiosk's system changed. */
export const TIME_ZONE_REREAD_MS = 60_000;

/**
 * The system's IANA time zone from `Temporal.Now.timeZoneId()` where the browser has Temporal
 * (Chromium 144 and later), else undefined. Read for every call: it costs about 0.1 ms at 4×
 * throttling, where the first `Intl.DateTimeFormat` of a page costs 50–60 ms (ICU's date
 * formatting starts; measured in Chromium 156), which was a tenth of a cold start and nothing on
 * the first screen needs otherwise (docs/performance.md).
 */
function temporalTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
    const zone = temporal?.Now?.timeZoneId?.();
    return typeof zone === 'string' && zone !== '' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Intl's resolved options (time zone, locale), read at most once per TIME_ZONE_REREAD_MS rather
 * than for every call: the first Intl.DateTimeFormat of a page starts ICU (50–60 ms of a start at
 * 4× throttling), and each later one costs about a millisecond more. The time zone's fallback
 * where there is no Temporal; the browser language's where `navigator.language` is empty.
 */
function cachedIntlOptions(): () => Intl.ResolvedDateTimeFormatOptions {
  let options: Intl.ResolvedDateTimeFormatOptions | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (!options || now - readAt >= TIME_ZONE_REREAD_MS) {
      options = Intl.DateTimeFormat().resolvedOptions();
      readAt = now;
    }
    return options;
  };
}

function defaultLanguage(intl: () => Intl.ResolvedDateTimeFormatOptions): string {
  const nav = (globalThis as { navigator?: { language?: string } }).navigator;
  return nav?.language || intl().locale || 'en';
}
