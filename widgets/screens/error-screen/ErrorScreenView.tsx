import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import type { ErrorScreenEvents, ErrorScreenProps } from './props.ts';

/**
 * A failed call or step (core spec §8 error catalogue) with "Try again" when the flow allows it
 * and always a way home. The actions sit in the body, large, not in the header.
 */
export function ErrorScreenView({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof ErrorScreenProps>, typeof ErrorScreenEvents>) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <KioskLayout screenId={screenId}>
      <div className="kiosk-outcome kiosk-content">
        <span className="kiosk-outcome__icon kiosk-outcome__icon--error">
          <Icon name="error" />
        </span>
        <div role="alert">
          <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'statusMessages:error')}</h1>
          <p className="kiosk-text">{screenText(t, props.text, props.textKey, 'statusMessages:errorDescription')}</p>
        </div>
        <div className="kiosk-actions">
          {props.canRetry && (
            <Button variant="primary" action="retry" onClick={() => emit('retry')}>
              {t('statusMessages:tryAgain')}
            </Button>
          )}
          <Button variant={props.canRetry ? 'secondary' : 'primary'} action="home" onClick={() => emit('home')}>
            <Icon name="home" />
            {t('statusMessages:home')}
          </Button>
        </div>
      </div>
    </KioskLayout>
  );
}
