import { KioskLayout } from '../../widgets/kit/KioskLayout.tsx';

/**
 * Shown instead of a screen that cannot render (unknown widget, props that fail their schema,
 * a widget crash): says what is wrong, in English for the site's staff, never a blank page.
 */
export function ScreenProblem({ screen, message, onHome }: { screen: string; message: string; onHome?: () => void }) {
  return (
    <KioskLayout screenId={`problem:${screen}`} onHome={onHome}>
      <div className="kiosk-outcome" role="alert">
        <p className="kiosk-title">This screen cannot be shown</p>
        <p className="kiosk-text">{message}</p>
        <p className="kiosk-text">Please ask the reception for help.</p>
      </div>
    </KioskLayout>
  );
}
