import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import type { NotFoundEvents, NotFoundProps } from './props.ts';

/** The fallback text of core spec §2, in English: it must show even without translations. */
function notFoundText(path: string): string {
  return `No match for ${path}`;
}

/**
 * The fallback route (core spec §2 "Fallback: Reads 'No match for {path}'"), announced as an
 * alert, with a way home (`home`). The app's unknown routes (`src/app/NoMatch.tsx`) render this
 * same view.
 */
export function NotFoundScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof NotFoundProps>, typeof NotFoundEvents>) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <KioskLayout screenId={screenId}>
      <div className="kiosk-outcome kiosk-content">
        <div role="alert">
          <h1 className="kiosk-title">{notFoundText(props.path)}</h1>
        </div>
        <div className="kiosk-actions">
          <Button variant="primary" action="home" onClick={() => emit('home')}>
            <Icon name="home" />
            {t('statusMessages:home') || 'Home'}
          </Button>
        </div>
      </div>
    </KioskLayout>
  );
}
