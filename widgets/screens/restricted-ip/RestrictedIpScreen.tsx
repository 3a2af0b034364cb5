import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import type { RestrictedIpEvents, RestrictedIpProps } from './props.ts';

/**
 * English texts: an IP-restricted kiosk gets a 403 on every call, its translations included, so
 * this page usually has none (core spec §8 "Blocked IP").
 */
const ENGLISH = { title: 'This kiosk may not be used from this network', reason: 'Reason', ipAddress: 'IP address' } as const;

/**
 * The RestrictedIpAddress page (core spec §2, §4 "Kiosk fetch", §8): the reason and the blocked IP
 * address the server named, for the site's staff. No controls: the flow returns home by itself
 * once the kiosk status answers again.
 */
export function RestrictedIpScreen({ props, screenId }: WidgetComponentProps<z.infer<typeof RestrictedIpProps>, typeof RestrictedIpEvents>) {
  const { t } = useTranslation(['statusMessages']);
  const title = screenText(t, props.title, props.titleKey, 'statusMessages:restrictedIpTitle') || ENGLISH.title;
  return (
    <KioskLayout screenId={screenId}>
      <div className="kiosk-outcome kiosk-content">
        <span className="kiosk-outcome__icon kiosk-outcome__icon--error">
          <Icon name="error" />
        </span>
        <div role="alert">
          <h1 className="kiosk-title">{title}</h1>
        </div>
        {(props.reason || props.ipAddress) && (
          <dl className="kiosk-facts">
            {props.reason && (
              <>
                <dt>{t('statusMessages:restrictedIpReason') || ENGLISH.reason}</dt>
                <dd data-field="reason">{props.reason}</dd>
              </>
            )}
            {props.ipAddress && (
              <>
                <dt>{t('statusMessages:restrictedIpAddress') || ENGLISH.ipAddress}</dt>
                <dd data-field="ipAddress">{props.ipAddress}</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </KioskLayout>
  );
}
