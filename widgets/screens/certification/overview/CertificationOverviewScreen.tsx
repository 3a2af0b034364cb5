import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../../defineWidget.ts';
import { Button } from '../../../kit/Button.tsx';
import { Icon } from '../../../kit/icons.tsx';
import { KioskLayout } from '../../../kit/KioskLayout.tsx';
import { screenText } from '../../../kit/screenText.ts';
import type { CertificationOverviewEvents, CertificationOverviewProps } from './props.ts';
import '../certification.css';

/** §9 "Date formats: display DD/MM/YYYY". */
const DISPLAY_DATE = 'DD/MM/YYYY';

/** How a state shows (§3 "Valid is shown green, the rest with red or warning icons"): a test can mend the expired or missing ones with a test. */
function look(state: number): { tone: 'valid' | 'warning' | 'invalid'; icon: 'check' | 'warning' | 'error' } {
  if (state === 0) return { tone: 'valid', icon: 'check' };
  if (state === 1 || state === 3) return { tone: 'warning', icon: 'warning' };
  return { tone: 'invalid', icon: 'error' };
}

/**
 * The certification overview (site-operations §2, §3): one row per type with its state icon, name
 * and expiry date (DD/MM/YYYY, §9), then a next button (`data-action="next"`). Rows carry
 * `data-action="certification:<id>"` and `data-state` for fixtures and tests.
 */
export function CertificationOverviewScreen({
  props,
  emit,
  screenId,
}: WidgetComponentProps<z.infer<typeof CertificationOverviewProps>, typeof CertificationOverviewEvents>) {
  const { t } = useTranslation(['certifiedPersons', 'registration']);
  const title = screenText(t, props.title, props.titleKey ?? 'certifiedPersons:certificationsTitle');
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <div className="kiosk-certification">
        {title && <h1 className="kiosk-title">{title}</h1>}
        {props.personName && <p className="kiosk-text">{props.personName}</p>}
        <ul className="kiosk-certification__types">
          {props.types.map((type) => {
            const { tone, icon } = look(type.state);
            const date = type.expiryDate && dayjs(type.expiryDate).isValid() ? dayjs(type.expiryDate).format(DISPLAY_DATE) : null;
            return (
              <li
                key={type.id}
                className={`kiosk-certification__type kiosk-certification__type--${tone}`}
                data-action={`certification:${type.id}`}
                data-state={type.state}
              >
                <Icon name={icon} />
                <span className="kiosk-certification__name">{type.name}</span>
                {/* a live region: a test passed while the overview shows turns "Expired on …" into "Expires on …" (issue 39 §9) */}
                <span className="kiosk-certification__date" aria-live="polite">
                  {date ? `${t(type.state === 0 ? 'certifiedPersons:expires' : 'certifiedPersons:expired')} ${date}`.trim() : t('certifiedPersons:notFound')}
                </span>
              </li>
            );
          })}
        </ul>
        <Button variant="primary" action="next" onClick={() => emit('next')}>
          {t('registration:next')}
        </Button>
      </div>
    </KioskLayout>
  );
}
