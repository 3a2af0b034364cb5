import { isCancelledError } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { type CallDefinitions, createCallDefinitions } from './createCallDefinitions.ts';
import { ApiError } from './errors.ts';
import { executeCall } from './execute.ts';
import type { QueryClient } from './queryClient.ts';
import type { CallRunner } from '../runtime/runtime.ts';

/** Who a cached answer is about (`cache.scope` of a call definition), kept in its query's `meta`. */
type CacheScope = 'kiosk' | 'visitor';

/**
 * Runs catalog calls for the runtime. Cached reads (`cache` in the definition, src/api/defineCall.ts)
 * go through the kiosk's TanStack Query client from the first call on: `fetchQuery` under the key
 * `['call', name, args]`, fresh for the definition's `staleMs` (ms), with the query's signal, so a
 * repeated screen does not refetch and two reads at once send one request; the query's `meta.scope`
 * says whose answer it is (for {@link forgetVisitorQueries}). A failed read is not cached: the next
 * one goes to the server again. The rest go straight to the server.
 * A call whose definition is not in the first bundle waits for its module (`definitions`, the
 * kiosk's, from the catalog: createCallDefinitions.ts, docs/decisions/0019); when they cannot be fetched the call fails as a
 * `network` ApiError, which flows handle like any network failure (core spec §8). A name that is
 * no call of the catalog fails as an `http` ApiError.
 *
 * @throws ApiError for every failure, a cached read cancelled by the cache included (`network`).
 * @example
 * const callApi = createCallRunner(createApiClient({ baseURL: '/api', tenant: 'demo' }), createQueryClient());
 * const languages = await callApi('kiosk.languages', { kioskId: 1 });
 */
export function createCallRunner(client: ApiClient, queryClient: QueryClient, definitions: CallDefinitions = createCallDefinitions()): CallRunner {
  return async (name, args) => {
    let definition: Awaited<ReturnType<CallDefinitions['load']>>;
    try {
      definition = await (definitions.loaded(name) ?? definitions.load(name));
    } catch (error) {
      throw new ApiError({ kind: 'network', call: name, message: `The code of call "${name}" could not be loaded`, cause: error });
    }
    if (!definition) throw new ApiError({ kind: 'http', call: name, message: `unknown call "${name}"` });
    if (!definition.cache) return executeCall(client, definition, args);
    const scope: CacheScope = definition.cache.scope ?? 'kiosk';
    try {
      return await queryClient.fetchQuery({
        queryKey: ['call', name, args],
        queryFn: ({ signal }) => executeCall(client, definition, args, { signal }),
        staleTime: definition.cache.staleMs,
        meta: { scope },
      });
    } catch (error) {
      // the query was cancelled or removed while it ran (the kiosk forgot its visitor)
      if (isCancelledError(error)) throw new ApiError({ kind: 'network', call: name, message: `${name} was cancelled`, cause: error });
      throw error;
    }
  };
}

/**
 * Drops every cached answer about the previous visitor (DESIGN.md "A shared device forgets"): every
 * query of `queryClient` but those whose `meta.scope` is `'kiosk'` (the calls whose definition says
 * `scope: 'kiosk'`, or no scope: the kiosk's configuration, languages, texts). A visitor's read still
 * running is cancelled, and fails as a `network` ApiError.
 */
export function forgetVisitorQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope !== 'kiosk' });
}
