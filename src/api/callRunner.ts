import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { calls, isCallName } from './catalog.ts';
import type { CallDefinition } from './defineCall.ts';
import { ApiError } from './errors.ts';
import { executeCall } from './execute.ts';
import type { CallRunner } from '../runtime/runtime.ts';

/**
 * Runs catalog calls for the runtime. Cached reads (`cache` in the definition) go through
 * TanStack Query so repeated screens do not refetch; the rest go straight to the server.
 */
export function createCallRunner(client: AxiosInstance, queryClient: QueryClient): CallRunner {
  return (name, args) => {
    if (!isCallName(name)) {
      return Promise.reject(new ApiError({ kind: 'http', call: name, message: `unknown call "${name}"` }));
    }
    const definition = calls[name] as CallDefinition<Record<string, unknown>, unknown>;
    if (!definition.cache) return executeCall(client, definition, args);
    return queryClient.fetchQuery({
      queryKey: ['call', name, args],
      queryFn: ({ signal }) => executeCall(client, definition, args, { signal }),
      staleTime: definition.cache.staleMs,
      meta: { scope: definition.cache.scope ?? 'kiosk' },
    });
  };
}

/** Drops every cached answer about the previous visitor (DESIGN.md "A shared device forgets"). */
export function forgetVisitorQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope !== 'kiosk' });
}
