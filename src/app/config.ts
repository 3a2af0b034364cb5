/**
 * Where the kiosk's API lives (core spec §7 "Shared rules"): an explicit setting wins; otherwise
 * the embedded simulated site serves `/api` in this browser.
 */
export interface KioskAddress {
  /** API base URL, e.g. `https://site.example/api` or `/api`. */
  readonly apiBase: string;
  /** True when the simulated site must be started in this page. */
  readonly simulated: boolean;
}

/** Reads the explicit API base from the build (`VITE_API_BASE`) or the URL (`?apiBase=`). */
export function resolveAddress(search: string, env: { VITE_API_BASE?: string } = {}): KioskAddress {
  const explicit = new URLSearchParams(search).get('apiBase') ?? env.VITE_API_BASE;
  if (explicit) return { apiBase: explicit.replace(/\/$/, ''), simulated: false };
  return { apiBase: '/api', simulated: true };
}

/** The tenant query parameter, or null when the URL has none (the page then shows "Unknown tenant"). */
export function tenantFrom(search: string): string | null {
  const tenant = new URLSearchParams(search).get('tenant');
  return tenant && tenant.trim() ? tenant.trim() : null;
}

/** The numeric kiosk id of the first path segment, or null. */
export function kioskIdFrom(pathname: string): number | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && /^\d+$/.test(first) ? Number(first) : null;
}
