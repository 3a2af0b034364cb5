import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotFoundScreen } from '../../widgets/screens/not-found/NotFoundScreen.tsx';
import type { Scheduler } from '../runtime/scheduler.ts';

/**
 * The catch-all route of core spec §2: the NotFound widget's view ("No match for {path}", in
 * English like the spec, with a way home) on the screen `noMatch`, returning home by itself after
 * `returnMs` so a kiosk never stays on it. Home replaces the unknown URL (React Router's `navigate`
 * with `replace`); the query string (tenant) is kept.
 */
export function NoMatch({ homePath, scheduler, returnMs }: { homePath: string; scheduler: Scheduler; returnMs: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = location.search;
  useEffect(() => {
    const handle = scheduler.setTimeout(() => void navigate({ pathname: homePath, search }, { replace: true }), returnMs);
    return () => scheduler.clearTimeout(handle);
  }, [scheduler, navigate, homePath, search, returnMs]);
  const emit = (event: string) => {
    if (event === 'home') void navigate({ pathname: homePath, search }, { replace: true });
  };
  return <NotFoundScreen props={{ path: location.pathname }} screenId="noMatch" emit={emit} />;
}
