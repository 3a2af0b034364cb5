import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { useCountdown } from './useCountdown.ts';
import type { MessageEvents, MessageProps } from './props.ts';

/**
 * End and outcome screen (core spec §2 "Confirmation pages", §4 "Approval"): realtime and
 * non-realtime confirmation, declined (error) and timed out (warning). A large icon per
 * variant, title, text, an OK button and an optional countdown.
 */
export function MessageScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof MessageProps>, typeof MessageEvents>) {
  const { t } = useTranslation(['statusMessages']);
  const seconds = useCountdown(props.countdownMs);
  const title = screenText(t, props.title, props.titleKey);
  const text = screenText(t, props.text, props.textKey);
  const urgent = props.variant === 'error' || props.variant === 'warning';
  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      <div className="kiosk-outcome kiosk-content" data-variant={props.variant}>
        <span className={`kiosk-outcome__icon kiosk-outcome__icon--${props.variant}`}>
          <Icon name={props.variant} />
        </span>
        <div role={urgent ? 'alert' : 'status'}>
          {title && <h1 className="kiosk-title">{title}</h1>}
          {text && <p className="kiosk-text">{text}</p>}
        </div>
        <div className="kiosk-actions">
          <Button variant="primary" action="ok" onClick={() => emit('ok')}>
            {t('statusMessages:ok')}
          </Button>
        </div>
        {seconds !== undefined && <p className="kiosk-countdown">{t('statusMessages:returningHome', { seconds })}</p>}
      </div>
    </KioskLayout>
  );
}
