import { useSyncExternalStore } from 'react';
import type { Snapshot } from '../engine/types.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** The runtime's current snapshot, re-rendering on every change (the one React binding). */
export function useSnapshot(runtime: Runtime): Snapshot {
  return useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot);
}
