import ky, { type KyInstance } from 'ky';
import type { CallMethod } from './defineCall.ts';

export interface ApiClientOptions {
  /** API base, e.g. `https://site.example/api` or `/api`; call paths are relative to it. */
  readonly baseURL: string;
  /** Tenant query parameter carried on every call (core spec §1, §7); null leaves it out. */
  readonly tenant: string | null;
  /** Product prefix of the two shared headers (site-operations spec §7 "{product}ClientTimeZone"). */
  readonly headerPrefix?: string;
  /** Browser language for the header; default `navigator.language`. */
  readonly getLanguage?: () => string;
  /** Time zone for the header; default the system's (Temporal, else Intl). Injectable for tests. */
  readonly getTimeZone?: () => string;
  /** Per-request timeout in ms; 0 or absent means none. */
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
  readonly signal?: AbortSignal;
}

/**
 * The site's HTTP client: `send` applies the shared rules of core spec §7 and site-operations spec
 * §7 to every request and resolves with the answer whatever its status (the caller reads it,
 * `executeCall`); it rejects only when there is no answer (network failure, abort).
 */
export interface ApiClient {
  send(request: ApiRequest): Promise<Response>;
  /** The per-request timeout (ms) `executeCall` enforces; 0 means none. */
  readonly timeoutMs: number;
}

export const DEFAULT_HEADER_PREFIX = 'Gatehouse';

/**
 * The client every catalog call goes through, over ky (fetch; 4.7 KB gzipped where axios was 20.5,
 * and the first screen needs it for the start calls: docs/decisions/0022). Every request gets the
 * `tenant` query parameter (unless its URL names one already) and the `{prefix}ClientTimeZone` and
 * `{prefix}BrowserLanguage` headers. ky retries nothing (the flows decide what a failure means),
 * keeps no time-out of its own (`executeCall` does), and resolves with any status.
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
  const http: KyInstance = ky.create({ retry: 0, timeout: false, throwHttpErrors: false, headers: { Accept: 'application/json' } });
  const base = options.baseURL.replace(/\/+$/, '');
  return {
    timeoutMs: options.timeoutMs ?? 0,
    send: (request) => {
      const url = new URL(request.absolute ? request.path : `${base}/${request.path.replace(/^\/+/, '')}`, pageAddress());
      for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.append(name, String(value));
      if (options.tenant !== null && !url.searchParams.has('tenant')) {
        // a followed link (approvalstatus) names its tenant already
        url.searchParams.set('tenant', options.tenant);
      }
      return http(url, {
        method: request.method,
        ...(request.body === undefined ? {} : { json: request.body }),
        headers: { [`${prefix}ClientTimeZone`]: timeZone(), [`${prefix}BrowserLanguage`]: language() },
        ...(request.signal ? { signal: request.signal } : {}),
      });
    },
  };
}

/** The page's address, which a relative API base (`/api`) is relative to; none in Node. */
function pageAddress(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href;
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
