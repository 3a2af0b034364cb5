import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import type { CheckoutOptionsEvents, CheckoutOptionsProps } from './props.ts';
import './options.css';

/** The checkout methods in the order of the spec (core spec §3 authentication method flags). */
const METHODS = [
  { method: 'pincode', prop: 'pincodeEnabled', labelKey: 'checkout:methodPincode', hintKey: 'checkout:methodPincodeHint' },
  { method: 'badge', prop: 'badgeEnabled', labelKey: 'checkout:methodBadge', hintKey: 'checkout:methodBadgeHint' },
  { method: 'displayname', prop: 'displayNameEnabled', labelKey: 'checkout:methodDisplayName', hintKey: 'checkout:methodDisplayNameHint' },
] as const;

/**
 * Checkout options (core spec §2): title and description, and a tile for each enabled method only.
 * Emits `choose { method }` with `pincode`, `badge` or `displayname` (the route names of §2).
 */
export function CheckoutOptionsScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof CheckoutOptionsProps>, typeof CheckoutOptionsEvents>) {
  const { t } = useTranslation(['checkout']);
  const methods = METHODS.filter((m) => props[m.prop]);
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'checkout:title')}</h1>
      <p className="kiosk-text kiosk-muted">{screenText(t, props.text, props.textKey, 'checkout:description')}</p>
      {methods.length === 0 ? (
        <p className="kiosk-notice" role="status">
          {t('checkout:notAvailable')}
        </p>
      ) : (
        <ul className="kiosk-methods" data-count={methods.length}>
          {methods.map((m) => (
            <li key={m.method}>
              <button type="button" className="kiosk-tile kiosk-method" data-action={`method:${m.method}`} onClick={() => emit('choose', { method: m.method })}>
                <span className="kiosk-method__icon" aria-hidden="true">
                  {ICONS[m.method]}
                </span>
                <span className="kiosk-method__text">
                  <span className="kiosk-method__label">{t(m.labelKey)}</span>
                  <span className="kiosk-method__hint">{t(m.hintKey)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </KioskLayout>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const ICONS: Readonly<Record<(typeof METHODS)[number]['method'], ReactNode>> = {
  pincode: (
    <svg aria-hidden="true" viewBox="0 0 48 48" focusable="false">
      {[10, 24, 38].flatMap((x) => [10, 21, 32].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill="currentColor" />))}
      <circle cx="24" cy="43" r="4" fill="currentColor" />
    </svg>
  ),
  badge: (
    <svg aria-hidden="true" viewBox="0 0 48 48" focusable="false">
      <rect x="8" y="10" width="32" height="34" rx="4" {...stroke} />
      <rect x="18" y="4" width="12" height="9" rx="2" {...stroke} />
      <circle cx="24" cy="25" r="5" {...stroke} />
      <path d="M15 39c0-5 4-8 9-8s9 3 9 8" {...stroke} />
    </svg>
  ),
  displayname: (
    <svg aria-hidden="true" viewBox="0 0 48 48" focusable="false">
      <path d="M6 10h22M6 19h14M6 28h10" {...stroke} />
      <circle cx="31" cy="29" r="8" {...stroke} />
      <path d="m37 35 7 7" {...stroke} />
    </svg>
  ),
};
