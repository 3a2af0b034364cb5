import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';

/** Props of Busy: a server text wins over the key; default "Loading…". */
export const BusyProps = z.object({
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});

/**
 * A spinner with a message while the flow works (loading, "Registering…"; core spec §1 loading
 * spinner). No controls: the flow moves on by itself.
 */
export function BusyScreen({ props, screenId }: WidgetComponentProps<z.infer<typeof BusyProps>>) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <KioskLayout screenId={screenId}>
      <div className="kiosk-outcome" aria-busy="true">
        <Spinner />
        <p className="kiosk-title" role="status">
          {screenText(t, props.text, props.textKey, 'statusMessages:loading')}
        </p>
      </div>
    </KioskLayout>
  );
}
