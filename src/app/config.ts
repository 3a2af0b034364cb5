/**
 * Where the kiosk's API lives (core spec §7 "Shared rules": "The API base address depends on the
 * host name: production, an environment prefix (dbg, dev, stg), or a local address").
 */
export interface KioskAddress {
  /** API base URL, e.g. `https://api.site.example/api` or `/api`. */
  readonly apiBase: string;
  /** True when the simulated site must be started in this page. */
  readonly simulated: boolean;
  /** Which rule chose the address, for the console and the README. */
  readonly rule: 'explicit' | 'production' | 'environment' | 'local' | 'simulated';
}

/** Build-time settings (Vite `VITE_*` variables). */
export interface AddressSettings {
  /** An explicit API base: wins over every other rule. */
  readonly VITE_API_BASE?: string;
  /** The product domain the host-name rule applies to, e.g. `gatehouse.example.com`. */
  readonly VITE_SITE_DOMAIN?: string;
  /** The API of a kiosk opened on this machine (`localhost`); default {@link DEFAULT_LOCAL_API_BASE}. */
  readonly VITE_LOCAL_API_BASE?: string;
}

/** The environment prefixes of core spec §7. */
export const ENVIRONMENT_PREFIXES = ['dbg', 'dev', 'stg'] as const;
/** The local API of a developer machine running the real server. */
export const DEFAULT_LOCAL_API_BASE = 'http://localhost:5000/api';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Chooses the API base, first rule that applies:
 * 1. explicit: `?apiBase=` in the URL, else `VITE_API_BASE` of the build;
 * 2. host name, for a build made for a product domain D (`VITE_SITE_DOMAIN`):
 *    `kiosk.D` → `https://api.D/api` (production); `{dbg|dev|stg}-kiosk.D` →
 *    `https://{env}-api.D/api` (environment); `localhost` → the local API;
 * 3. otherwise the embedded simulated site, served in this page at `/api`.
 *
 * @example
 * resolveAddress({ hostname: 'stg-kiosk.gatehouse.example.com', search: '?tenant=demo' }, { VITE_SITE_DOMAIN: 'gatehouse.example.com' });
 * // { apiBase: 'https://stg-api.gatehouse.example.com/api', simulated: false, rule: 'environment' }
 */
export function resolveAddress(location: { hostname: string; search: string }, env: AddressSettings = {}): KioskAddress {
  const explicit = new URLSearchParams(location.search).get('apiBase') ?? env.VITE_API_BASE;
  if (explicit?.trim()) return { apiBase: explicit.trim().replace(/\/$/, ''), simulated: false, rule: 'explicit' };

  const domain = env.VITE_SITE_DOMAIN?.trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');
  const host = location.hostname.toLowerCase();
  if (domain) {
    if (host === `kiosk.${domain}`) return { apiBase: `https://api.${domain}/api`, simulated: false, rule: 'production' };
    const environment = ENVIRONMENT_PREFIXES.find((prefix) => host === `${prefix}-kiosk.${domain}`);
    if (environment) return { apiBase: `https://${environment}-api.${domain}/api`, simulated: false, rule: 'environment' };
    if (LOCAL_HOSTS.has(host))
      return { apiBase: (env.VITE_LOCAL_API_BASE?.trim() || DEFAULT_LOCAL_API_BASE).replace(/\/$/, ''), simulated: false, rule: 'local' };
  }
  return { apiBase: '/api', simulated: true, rule: 'simulated' };
}

/** The tenant query parameter, or null when the URL has none (the page then shows "Unknown tenant"). */
export function tenantFrom(search: string): string | null {
  const tenant = new URLSearchParams(search).get('tenant');
  return tenant?.trim() ? tenant.trim() : null;
}

/** The numeric kiosk id of the first path segment, or null. */
export function kioskIdFrom(pathname: string): number | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && /^\d+$/.test(first) ? Number(first) : null;
}

/** The demonstration pages of core spec §2: `/sample/templates` and `/sample/templates/{name}`. */
export const TEMPLATES_PATH = '/sample/templates';

/** The template a path names (`''` for the index), or null when the path is not a templates page. */
export function templateFrom(pathname: string): string | null {
  const match = /^\/sample\/templates(?:\/([^/]+))?\/?$/i.exec(pathname);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}
