import type { QueryClient } from './queryClient.ts';

let createQueryClient: (() => QueryClient) | null = null;
let loading: Promise<void> | null = null;

/**
 * Fetches TanStack Query's code, at most once at a time (after the first screen, with the later
 * screens' code: docs/decisions/0023). A failed fetch rejects, and the next call tries again; the
 * kiosk's cached reads go to the server meanwhile.
 */
export function preloadQueryCache(): Promise<void> {
  loading ??= import('./queryClient.ts')
    .then(({ createQueryClient: create }) => {
      createQueryClient = create;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** One cached answer: its query key (`['call', name, args]`) and data. */
export interface CachedAnswer {
  readonly key: readonly unknown[];
  readonly data: unknown;
}

/**
 * A kiosk's cache of cached reads (`cache` in a call definition, src/api/defineCall.ts): TanStack
 * Query once its code is in. Before that (the start calls of the first screen), a read goes to the
 * server and its answer is kept, with the time it came, for the query client it seeds when it
 * arrives: the language screen needs no query library, and the second reading of a start call
 * within its stale time is still not sent.
 */
export interface CallCache {
  /**
   * The answer of `key`: fresh from the cache when younger than `staleMs`, else `fetch`'s (its signal
   * aborts when the query is cancelled).
   * @throws whatever `fetch` throws (an ApiError).
   */
  read<T>(key: readonly unknown[], staleMs: number, fetch: (signal?: AbortSignal) => Promise<T>): Promise<T>;
  /** Drops every answer whose key `keep` refuses. */
  forget(keep: (key: readonly unknown[]) => boolean): void;
  /** Everything the cache holds (tests and the privacy checks look in it). */
  answers(): CachedAnswer[];
  /** The TanStack Query client, once its code is in; null before. */
  queryClient(): QueryClient | null;
}

/** A kiosk's call cache; see {@link CallCache}. */
export function createCallCache(): CallCache {
  let client: QueryClient | null = null;
  // answers read before the query client was in: seeded into it when it comes
  let early = new Map<string, { key: readonly unknown[]; data: unknown; updatedAt: number }>();
  const queryClient = () => {
    if (!client && createQueryClient) {
      client = createQueryClient();
      for (const { key, data, updatedAt } of early.values()) client.setQueryData(key, data, { updatedAt });
      early = new Map();
    }
    return client;
  };
  return {
    queryClient,
    read: async <T>(key: readonly unknown[], staleMs: number, fetch: (signal?: AbortSignal) => Promise<T>): Promise<T> => {
      const ready = queryClient();
      if (ready) return ready.fetchQuery({ queryKey: key, queryFn: ({ signal }) => fetch(signal), staleTime: staleMs });
      const seen = early.get(JSON.stringify(key));
      if (seen && Date.now() - seen.updatedAt < staleMs) return seen.data as T;
      const data = await fetch();
      const updatedAt = Date.now();
      const now = queryClient();
      if (now) now.setQueryData(key, data, { updatedAt });
      else early.set(JSON.stringify(key), { key, data, updatedAt });
      return data;
    },
    forget: (keep) => {
      queryClient()?.removeQueries({ predicate: (query) => !keep(query.queryKey) });
      for (const [id, { key }] of early) if (!keep(key)) early.delete(id);
    },
    answers: () => [
      ...(client?.getQueryCache().getAll() ?? []).map((query) => ({ key: query.queryKey, data: query.state.data })),
      ...[...early.values()].map(({ key, data }) => ({ key, data })),
    ],
  };
}
