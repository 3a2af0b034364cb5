import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Popup } from './Popup.tsx';
import { focusOnMount } from './focusOnMount.ts';

/**
 * The warning before the idle timeout returns the kiosk home (core spec §4 "Idle"): "Are you still
 * there?" with the seconds left. Any touch or key press keeps the session (the app listens on the
 * whole page); the Continue button says so in words and takes the focus for keyboard users.
 * Carries `data-screen="idleWarning"` and `data-action="stay"` for fixtures.
 *
 * @example
 * {warning && <IdleWarning secondsLeft={warning.secondsLeft} onStay={runtime.touch} />}
 */
export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <Popup
      urgent
      screenId="idleWarning"
      title={t('statusMessages:idleWarningTitle')}
      actions={
        <Button variant="primary" action="stay" onClick={onStay} ref={focusOnMount}>
          {t('statusMessages:stay')}
        </Button>
      }
    >
      <p className="kiosk-popup__countdown" aria-hidden="true">
        {secondsLeft}
      </p>
      <p className="kiosk-text">{t('statusMessages:idleWarningText', { seconds: secondsLeft })}</p>
    </Popup>
  );
}
