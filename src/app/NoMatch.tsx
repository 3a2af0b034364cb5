import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../widgets/kit/Button.tsx';
import { Icon } from '../../widgets/kit/icons.tsx';
import { KioskLayout } from '../../widgets/kit/KioskLayout.tsx';
import { notFoundText } from '../../widgets/screens/not-found/NotFoundScreen.tsx';
import type { Scheduler } from '../runtime/scheduler.ts';

/**
 * The fallback route of core spec §2: reads "No match for {path}" (in English, like the spec),
 * with a way home, and returns home by itself after `returnMs` so a kiosk never stays on it.
 * The query string (tenant) is kept.
 */
export function NoMatch({ homePath, scheduler, returnMs }: { homePath: string; scheduler: Scheduler; returnMs: number }) {
  const { t } = useTranslation(['statusMessages']);
  const location = useLocation();
  const navigate = useNavigate();
  const home = `${homePath}${location.search}`;
  useEffect(() => {
    const handle = scheduler.setTimeout(() => navigate(home, { replace: true }), returnMs);
    return () => scheduler.clearTimeout(handle);
  }, [scheduler, navigate, home, returnMs]);
  return (
    <KioskLayout screenId="noMatch">
      <div className="kiosk-outcome kiosk-content">
        <h1 className="kiosk-title" role="alert">
          {notFoundText(location.pathname)}
        </h1>
        <div className="kiosk-actions">
          <Button variant="primary" action="home" onClick={() => navigate(home, { replace: true })}>
            <Icon name="home" />
            {t('statusMessages:home') || 'Home'}
          </Button>
        </div>
      </div>
    </KioskLayout>
  );
}
