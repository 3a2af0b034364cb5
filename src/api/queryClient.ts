import { QueryClient } from '@tanstack/react-query';

export type { QueryClient };

/** How long a cached answer no screen reads stays in memory (ms). */
const GC_TIME_MS = 5 * 60_000;

/**
 * A kiosk's TanStack Query client for its cached reads: no retries (a flow decides what a failed
 * call means, core spec §8). Its module loads after the first screen (docs/decisions/0023).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: GC_TIME_MS } } });
}
