import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotFoundScreen } from '../../widgets/screens/not-found/NotFoundScreen.tsx';
import type { Scheduler } from '../runtime/scheduler.ts';

/**
 * The fallback route of core spec §2: the NotFound widget's view ("No match for {path}", in
 * English like the spec, with a way home) on the screen `noMatch`, returning home by itself after
 * `returnMs` so a kiosk never stays on it. The query string (tenant) is kept.
 */
export function NoMatch({ homePath, scheduler, returnMs }: { homePath: string; scheduler: Scheduler; returnMs: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const home = `${homePath}${location.search}`;
  useEffect(() => {
    const handle = scheduler.setTimeout(() => navigate(home, { replace: true }), returnMs);
    return () => scheduler.clearTimeout(handle);
  }, [scheduler, navigate, home, returnMs]);
  const emit = (event: string) => {
    if (event === 'home') navigate(home, { replace: true });
  };
  return <NotFoundScreen props={{ path: location.pathname }} screenId="noMatch" emit={emit} />;
}
