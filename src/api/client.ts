import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

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

export const DEFAULT_HEADER_PREFIX = 'Gatehouse';

/**
 * The axios instance every catalog call goes through. Its request interceptor applies the shared
 * rules of core spec §7 and site-operations spec §7 to every request: the `tenant` query parameter
 * and the `{prefix}ClientTimeZone` and `{prefix}BrowserLanguage` headers.
 *
 * Uses the xhr adapter where XMLHttpRequest exists (browser, jsdom) and fetch otherwise (Node), so
 * MSW intercepts it in all three.
 *
 * @example
 * const client = createApiClient({ baseURL: '/api', tenant: 'demo' });
 * await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const prefix = options.headerPrefix ?? DEFAULT_HEADER_PREFIX;
  const intl = cachedIntlOptions();
  const timeZone = options.getTimeZone ?? (() => temporalTimeZone() ?? (intl().timeZone || 'UTC'));
  const language = options.getLanguage ?? (() => defaultLanguage(intl));
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 0,
    adapter: ['xhr', 'fetch'],
    responseType: 'json',
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (options.tenant !== null && !hasTenantInUrl(config.url)) {
      config.params = { ...(config.params as Record<string, unknown> | undefined), tenant: options.tenant };
    }
    config.headers.set(`${prefix}ClientTimeZone`, timeZone());
    config.headers.set(`${prefix}BrowserLanguage`, language());
    return config;
  });
  return client;
}

/** A followed link (approvalstatus) already names its tenant; adding it again would duplicate it. */
function hasTenantInUrl(url: string | undefined): boolean {
  if (!url) return false;
  const query = url.split('?')[1];
  return query !== undefined && new URLSearchParams(query.split('#')[0]).has('tenant');
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
