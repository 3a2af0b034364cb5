import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { WaitingEvents, WaitingProps } from './props.ts';

/**
 * Waiting for approval (core spec §2 "Waiting for approval page", §4 "Approval"): the flow polls
 * every 2 s (§9); this screen only shows that it waits and lets the visitor go home.
 */
export function WaitingScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof WaitingProps>, typeof WaitingEvents>) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      <div className="kiosk-outcome" aria-busy="true">
        <Spinner />
        {/* the screen's heading (WCAG 1.3.1), announced when it changes (a scan's progress) */}
        <div role="status">
          <h1 className="kiosk-title">{screenText(t, props.text, props.textKey, 'statusMessages:waitingForApproval')}</h1>
        </div>
      </div>
    </KioskLayout>
  );
}
