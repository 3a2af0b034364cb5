import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { HiddenScanInput } from '../parts/HiddenScanInput.tsx';
import { ScanPrompt } from '../parts/ScanPrompt.tsx';
import type { CheckoutBadgeEvents, CheckoutBadgeProps } from './props.ts';

/** A badge code identifies a visitor: only dots show that something was scanned. */
const MAX_DOTS = 12;

/**
 * Checkout by badge (core spec §2 "Badge screen"): a hidden password-type input the badge scanner
 * types into, re-focused on blur; a clear button; the arrow to the scanner and the instruction
 * animation. Every change goes to the flow (`change { value }`), which looks the badge up 700 ms
 * after the last one (§9); an empty value is ignored there (§5).
 */
export function CheckoutBadgeScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof CheckoutBadgeProps>, typeof CheckoutBadgeEvents>) {
  const { t } = useTranslation(['checkout']);
  const [code, setCode] = useState({ attempt: props.attempt, value: '' });
  if (code.attempt !== props.attempt) setCode({ attempt: props.attempt, value: '' });
  const value = code.attempt === props.attempt ? code.value : '';
  const problem = screenText(t, props.problemText, props.problemKey);
  const canClear = !props.busy && (value !== '' || problem !== '');
  const change = (next: string) => {
    setCode({ attempt: props.attempt, value: next });
    emit('change', { value: next });
  };
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'checkout:badgeTitle')}</h1>
      <p className="kiosk-text">{screenText(t, null, props.textKey, 'checkout:badgeText')}</p>
      <ScanPrompt kind="badge" location={props.scannerLocation} />
      {props.busy ? (
        <p className="kiosk-scan-status" role="status">
          <Spinner size="small" />
          {t('checkout:checkingBadge')}
        </p>
      ) : problem ? (
        <p className="kiosk-scan-status kiosk-error" role="alert">
          {problem}
        </p>
      ) : value !== '' ? (
        <p className="kiosk-scan-status" role="status">
          <span className="kiosk-scan-dots" aria-hidden="true">
            {'•'.repeat(Math.min(value.length, MAX_DOTS))}
          </span>
          <span className="kiosk-sr-only">{t('checkout:badgeScanned')}</span>
        </p>
      ) : (
        <p className="kiosk-scan-status" aria-hidden="true" />
      )}
      {/* nothing to clear: kept in place (nothing shifts) but not shown */}
      <div className="kiosk-actions" style={canClear ? undefined : { visibility: 'hidden' }}>
        <Button action="clear" onClick={() => change('')} disabled={!canClear}>
          {t('checkout:clear')}
        </Button>
      </div>
      <HiddenScanInput action="badge" type="password" label={t('checkout:badgeLabel')} value={value} disabled={props.busy} onChange={change} />
    </KioskLayout>
  );
}
