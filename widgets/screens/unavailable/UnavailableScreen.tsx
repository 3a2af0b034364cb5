import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { UnavailableEvents, UnavailableProps } from './props.ts';

/**
 * English texts for when the kiosk has no translations (it may be blocked or cut off before any
 * arrived): a kiosk-level page must never be blank.
 */
const ENGLISH = {
  blocked: { title: 'This kiosk is not available at the moment', text: 'Please ask the reception for help.' },
  offline: { title: 'The kiosk cannot reach the site', text: 'It tries again by itself. If this takes long, please ask the reception for help.' },
  retry: 'Try again',
} as const;

const KEYS = {
  blocked: { title: 'statusMessages:unavailableTitle', text: 'statusMessages:unavailableText' },
  offline: { title: 'statusMessages:offlineTitle', text: 'statusMessages:offlineText' },
} as const;

/**
 * The kiosk cannot be used (core spec §2 "/{id}/unavailable", §4 "Kiosk fetch"): remotely blocked,
 * or the site cannot be reached at start. No way out for the visitor: the flow returns home by
 * itself once the kiosk status says it is unblocked, or retries the start.
 */
export function UnavailableScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof UnavailableProps>, typeof UnavailableEvents>) {
  const { t } = useTranslation(['statusMessages']);
  const { variant } = props;
  const title = screenText(t, props.title, props.titleKey, KEYS[variant].title) || ENGLISH[variant].title;
  const text = screenText(t, props.text, props.textKey, KEYS[variant].text) || ENGLISH[variant].text;
  return (
    <KioskLayout screenId={screenId}>
      <div className="kiosk-outcome kiosk-content" data-variant={variant}>
        {variant === 'offline' ? (
          <Spinner />
        ) : (
          <span className="kiosk-outcome__icon kiosk-outcome__icon--warning">
            <Icon name="warning" />
          </span>
        )}
        <div role="alert">
          <h1 className="kiosk-title">{title}</h1>
          <p className="kiosk-text">{text}</p>
        </div>
        {props.canRetry && (
          <div className="kiosk-actions">
            <Button variant="primary" action="retry" onClick={() => emit('retry')}>
              {t('statusMessages:tryAgain') || ENGLISH.retry}
            </Button>
          </div>
        )}
      </div>
    </KioskLayout>
  );
}
