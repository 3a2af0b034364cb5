import { QueryClient } from '@tanstack/react-query';

export type { QueryClient };

/** How long a cached answer no screen reads stays in memory (ms). */
const GC_TIME_MS = 5 * 60_000;

/**
 * A kiosk's TanStack Query client, the one cache of its cached reads from the first call on
 * (`createCallRunner`), and the client of the app's `QueryClientProvider`. No retries: a flow
 * decides what a failed call means (core spec §8). Network mode `always`: a read goes to the server
 * (and fails there, as a `network` ApiError the flow handles) even when the browser says it is
 * offline, rather than waiting paused for the network to come back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: GC_TIME_MS, networkMode: 'always' } } });
}
