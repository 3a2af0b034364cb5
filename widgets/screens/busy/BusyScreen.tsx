import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { BusyEvents, BusyProps } from './props.ts';

/**
 * A spinner with a message while the flow works (loading, "Registering…"; core spec §1 loading
 * spinner). No controls: the flow moves on by itself.
 */
export function BusyScreen({ props, screenId }: WidgetComponentProps<z.infer<typeof BusyProps>, typeof BusyEvents>) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <KioskLayout screenId={screenId}>
      <div className="kiosk-outcome" aria-busy="true">
        <Spinner />
        {/* the screen's heading (WCAG 1.3.1), announced when it changes (a scan's progress) */}
        <div role="status">
          <h1 className="kiosk-title">{screenText(t, props.text, props.textKey, 'statusMessages:loading')}</h1>
        </div>
      </div>
    </KioskLayout>
  );
}
