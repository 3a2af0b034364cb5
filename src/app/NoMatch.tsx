import { useEffect } from 'react';
import { NotFoundScreen } from '../../widgets/screens/not-found/NotFoundScreen.tsx';
import type { Scheduler } from '../runtime/scheduler.ts';
import type { KioskHistory, KioskLocation } from './history.ts';

/**
 * The fallback route of core spec §2: the NotFound widget's view ("No match for {path}", in
 * English like the spec, with a way home) on the screen `noMatch`, returning home by itself after
 * `returnMs` so a kiosk never stays on it. Home replaces the unknown URL in `history`; the query
 * string (tenant) is kept.
 */
export function NoMatch({
  location,
  history,
  homePath,
  scheduler,
  returnMs,
}: {
  location: KioskLocation;
  history: KioskHistory;
  homePath: string;
  scheduler: Scheduler;
  returnMs: number;
}) {
  const home = `${homePath}${location.search}`;
  useEffect(() => {
    const handle = scheduler.setTimeout(() => history.replace(home), returnMs);
    return () => scheduler.clearTimeout(handle);
  }, [scheduler, history, home, returnMs]);
  const emit = (event: string) => {
    if (event === 'home') history.replace(home);
  };
  return <NotFoundScreen props={{ path: location.pathname }} screenId="noMatch" emit={emit} />;
}
