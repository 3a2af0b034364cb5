import { DEFAULT_MAIN_COLOR, mainColorStyle } from './colors.ts';
import { Icon } from './icons.tsx';
import './kiosk.css';

/** The crash text of core spec §2, in English: it must show even when translations failed. */
export const CRASH_TEXT = 'Something went wrong. Refreshing the self service kiosk...';

/**
 * What the app's error boundary shows after a crash (core spec §2). Not a flow widget: it uses
 * no i18n and no context, so it renders whatever else is broken. The app logs and reloads.
 *
 * @example
 * <ErrorBoundary fallback={<CrashScreen />}>...</ErrorBoundary>
 */
export function CrashScreen() {
  return (
    <div className="kiosk" data-screen="crash" style={mainColorStyle(DEFAULT_MAIN_COLOR)}>
      <main className="kiosk-main">
        <div className="kiosk-content kiosk-outcome" role="alert">
          <span className="kiosk-outcome__icon kiosk-outcome__icon--error">
            <Icon name="error" />
          </span>
          <p className="kiosk-title">{CRASH_TEXT}</p>
        </div>
      </main>
    </div>
  );
}
