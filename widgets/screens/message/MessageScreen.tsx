import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps, WidgetEvents } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { useCountdown } from './useCountdown.ts';
import type { MessageProps } from './props.ts';

type DetailValues = z.infer<typeof MessageProps>['detailValues'];

/**
 * End and outcome screen (core spec §2 "Confirmation pages", §4 "Approval"): realtime and
 * non-realtime confirmation, declined (error) and timed out (warning). A large icon per
 * variant, title, text, the buttons (`buttons`; one OK button emitting `ok` by default), each
 * emitting its event and carrying it as `data-action` (labelled by its event name when its
 * translation is missing, never an empty button), and an optional countdown. Its events are
 * its buttons' (`messageEventsFromProps`), so `emit` takes any name.
 */
export function MessageScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof MessageProps>, WidgetEvents>) {
  const { t, i18n } = useTranslation(['statusMessages']);
  const seconds = useCountdown(props.countdownMs);
  const title = screenText(t, props.title, props.titleKey);
  const text = screenText(t, props.text, props.textKey);
  const detail = detailText(t, (key) => i18n.exists(key), props.detailKey, props.detailValues);
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
          {detail && <p className="kiosk-text kiosk-text--detail">{detail}</p>}
        </div>
        {props.buttons.length > 0 && (
          <div className="kiosk-actions">
            {props.buttons.map((button) => (
              <Button key={button.event} variant={button.variant} action={button.event} onClick={() => emit(button.event)}>
                {screenText(t, button.label, button.labelKey) || button.event}
              </Button>
            ))}
          </div>
        )}
        {seconds !== undefined && <p className="kiosk-countdown">{t('statusMessages:returningHome', { seconds })}</p>}
      </div>
    </KioskLayout>
  );
}

/**
 * The detail sentence: the site's text of `key` with `values` put in (`{{score}}`), or nothing when
 * there is no key, the site has no such text, or a value it names is missing (never "{{score}}"
 * nor an empty gap).
 */
function detailText(t: TFunction, exists: (key: string) => boolean, key: string | null | undefined, values: DetailValues): string {
  if (!key?.trim() || !exists(key)) return '';
  const given = Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== null && value !== undefined && value !== ''));
  let missing = false;
  const sentence = String(
    t(key, {
      ...given,
      missingInterpolationHandler: () => {
        missing = true;
        return '';
      },
    }),
  );
  return missing ? '' : sentence;
}
