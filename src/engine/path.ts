import type { Context } from './context.ts';

/** A compiled screen route: `/:kioskId/:language/profiles` with its parameter names. */
export interface RoutePattern {
  readonly pattern: string;
  readonly params: readonly string[];
  readonly regex: RegExp;
}

/** Compiles a route pattern; parameters (`:name`) match one path segment. */
export function compilePath(pattern: string): RoutePattern {
  const params: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        params.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern, params, regex: new RegExp(`^${source}/?$`, 'i') };
}

/** Fills a route from top-level context values (kioskId, language, profileId, ...). */
export function buildPath(route: RoutePattern, context: Context): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = context[name];
    return value === undefined || value === null || value === '' ? '-' : encodeURIComponent(String(value));
  });
}

/** Matches a URL path against a route; returns its parameters or null. */
export function matchPath(route: RoutePattern, pathname: string): Record<string, string> | null {
  const match = route.regex.exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  route.params.forEach((name, i) => {
    params[name] = decodeURIComponent(match[i + 1] ?? '');
  });
  return params;
}

/** `['screens', 'a', 'on', 'next', 0]` → `$.screens.a.on.next[0]`. */
export function jsonPath(parts: readonly PropertyKey[]): string {
  return (
    '$' +
    parts.map((p) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(String(p)) ? `.${String(p)}` : `[${JSON.stringify(String(p))}]`)).join('')
  );
}
