import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { HiddenScanInput } from '../parts/HiddenScanInput.tsx';
import { ScanPrompt } from '../parts/ScanPrompt.tsx';
import type { EticketScanEvents, EticketScanProps } from './props.ts';

/**
 * E-ticket scan (core spec §2, §4 "E-ticket"): the scanner types the code into a hidden input;
 * every change goes to the flow (`change { value }`), which validates 700 ms after the last one.
 * The flow's verdict comes back as `busy` and a problem text; a new `attempt` empties the input.
 */
export function EticketScanScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof EticketScanProps>, typeof EticketScanEvents>) {
  const { t } = useTranslation(['eticket']);
  const [code, setCode] = useState({ attempt: props.attempt, value: '' });
  if (code.attempt !== props.attempt) setCode({ attempt: props.attempt, value: '' });
  const value = code.attempt === props.attempt ? code.value : '';
  const problem = screenText(t, props.problemText, props.problemKey);
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'eticket:title')}</h1>
      <p className="kiosk-text">{t('eticket:instruction')}</p>
      <ScanPrompt kind="ticket" location={props.scannerLocation} />
      {props.busy ? (
        <p className="kiosk-scan-status" role="status">
          <Spinner size="small" />
          {t('eticket:checking')}
        </p>
      ) : problem ? (
        <p className="kiosk-scan-status kiosk-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="kiosk-scan-status" aria-hidden="true" />
      )}
      <HiddenScanInput
        action="code"
        type="text"
        label={t('eticket:codeLabel')}
        value={value}
        disabled={props.busy}
        onChange={(next) => {
          setCode({ attempt: props.attempt, value: next });
          emit('change', { value: next });
        }}
      />
    </KioskLayout>
  );
}
