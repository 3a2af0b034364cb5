import { useSyncExternalStore } from 'react';
import { IdleWarning } from '../../widgets/kit/IdleWarning.tsx';
import type { Runtime } from '../runtime/runtime.ts';

/** Shows the runtime's idle warning over the current screen while it runs (core spec §4 "Idle"). */
export function IdleWarningHost({ runtime }: { runtime: Runtime }) {
  const warning = useSyncExternalStore(runtime.subscribe, runtime.getIdleWarning, runtime.getIdleWarning);
  return warning ? <IdleWarning secondsLeft={warning.secondsLeft} onStay={runtime.touch} /> : null;
}
