import { useEffect, useState } from 'react';
import { useScheduler } from '../../kit/scheduler.tsx';

/**
 * Whole seconds left of `ms`, ticking down once a second; undefined when there is no countdown.
 * Display only: the flow's own timer does the actual return (core spec §9 endScreen timeout).
 */
export function useCountdown(ms: number | null | undefined): number | undefined {
  const total = typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : undefined;
  const scheduler = useScheduler();
  const [state, setState] = useState({ total, left: total });
  if (state.total !== total) setState({ total, left: total });
  useEffect(() => {
    if (total === undefined) return;
    let timer: unknown;
    const tick = () => {
      setState((current) => (current.left === undefined || current.left <= 0 ? current : { ...current, left: current.left - 1 }));
      timer = scheduler.setTimeout(tick, 1000);
    };
    timer = scheduler.setTimeout(tick, 1000);
    return () => scheduler.clearTimeout(timer);
  }, [total, scheduler]);
  return state.total === total ? state.left : total;
}
