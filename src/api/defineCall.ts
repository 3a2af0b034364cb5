import type { z } from 'zod';

/** HTTP method of a catalog call. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One named server call of the call catalog (DESIGN.md "Calls"; core spec §7, site-operations spec §7).
 *
 * `args` are the plain values a flow passes (already evaluated json-logic). `path`, `query` and
 * `body` turn them into the request; the tenant query parameter and the time-zone and
 * browser-language headers are added by the client for every call, never here.
 * `response` is the zod schema of the answer: an answer that fails it becomes a `schema` error.
 * `cache` marks a cached read (TanStack Query) with its stale time in ms; visitor-scoped reads
 * must set `scope: 'visitor'` so they are dropped when the kiosk returns home.
 *
 * @example
 * export const languages = defineCall({
 *   name: 'kiosk.languages', method: 'GET', args: z.object({ kioskId: z.number() }),
 *   path: (a: { kioskId: number }) => `/selfservicekiosks/${a.kioskId}/languages`,
 *   response: z.array(Language), cache: { staleMs: 60_000 },
 * });
 */
export interface CallDefinition<A = Record<string, unknown>, R = unknown> {
  readonly name: string;
  readonly method: CallMethod;
  /**
   * The arguments a flow passes, as a zod object: which names the call takes and which it needs.
   * `flows:check` reports an unknown or missing argument; the catalog fills the ambient ones
   * (kioskId, language, profileId, visitorId) from the context when a flow does not give them.
   */
  readonly args: z.ZodObject;
  readonly path: (args: A) => string;
  readonly query?: (args: A) => Record<string, string | number | boolean | undefined>;
  readonly body?: (args: A) => unknown;
  readonly response: z.ZodType<R>;
  /**
   * How the answer is read: `json` (the default: JSON, or text when it is not JSON) or
   * `arraybuffer` (a file's bytes, e.g. an attachment image: `response` then gets an ArrayBuffer).
   */
  readonly responseType?: 'json' | 'arraybuffer';
  readonly cache?: { readonly staleMs: number; readonly scope?: 'kiosk' | 'visitor' };
  /** Absolute URL of the answer instead of a path under the API base (e.g. a followed link). */
  readonly absolute?: boolean;
  readonly description?: string;
}

/** Identity helper that keeps the argument and answer types of a call definition. */
export function defineCall<A, R>(definition: CallDefinition<A, R>): CallDefinition<A, R> {
  return definition;
}
