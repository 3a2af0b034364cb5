import type { ApiClient } from './client.ts';
import type { CallCache } from './callCache.ts';
import { callDefinition, loadedCallDefinition } from './callDefinitions.ts';
import { ApiError } from './errors.ts';
import { executeCall } from './execute.ts';
import type { CallRunner } from '../runtime/runtime.ts';

/**
 * Runs catalog calls for the runtime. Cached reads (`cache` in the definition) go through the
 * kiosk's call cache (TanStack Query once it is in, callCache.ts) so repeated screens do not
 * refetch; the rest go straight to the server.
 * A call whose definition is not in the first bundle waits for the call modules
 * (`callDefinitions.ts`, docs/decisions/0019); when they cannot be fetched the call fails as a
 * `network` ApiError, which flows handle like any network failure (core spec §8). A name that is
 * no call of the catalog fails as an `http` ApiError.
 */
export function createCallRunner(client: ApiClient, cache: CallCache): CallRunner {
  return async (name, args) => {
    let definition: Awaited<ReturnType<typeof callDefinition>>;
    try {
      definition = await callDefinition(name);
    } catch (error) {
      throw new ApiError({ kind: 'network', call: name, message: `The code of call "${name}" could not be loaded`, cause: error });
    }
    if (!definition) throw new ApiError({ kind: 'http', call: name, message: `unknown call "${name}"` });
    if (!definition.cache) return executeCall(client, definition, args);
    return cache.read(['call', name, args], definition.cache.staleMs, (signal) => executeCall(client, definition, args, { signal }));
  };
}

/**
 * Drops every cached answer about the previous visitor (DESIGN.md "A shared device forgets"):
 * all but those of calls whose definition says `scope: 'kiosk'`.
 */
export function forgetVisitorQueries(cache: CallCache): void {
  cache.forget(([, name]) => {
    const cached = typeof name === 'string' ? loadedCallDefinition(name)?.cache : undefined;
    return cached !== undefined && (cached.scope ?? 'kiosk') === 'kiosk';
  });
}
