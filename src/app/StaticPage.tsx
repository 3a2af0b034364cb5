import '../../widgets/kit/kiosk.css';

/**
 * A page shown before any flow runs (no tenant, no kiosk id, invalid flows): the spec's English
 * text (core spec §2 "Unknown tenant", "No match for {path}"), never a blank page.
 */
export function StaticPage({ text, details, testId }: { text: string; details?: string; testId: string }) {
  return (
    <div className="kiosk" data-screen={testId}>
      <main className="kiosk-main">
        <div className="kiosk-content kiosk-outcome" role="alert">
          <p className="kiosk-title">{text}</p>
          {details && (
            <pre className="kiosk-text" style={{ whiteSpace: 'pre-wrap', textAlign: 'left' }}>
              {details}
            </pre>
          )}
        </div>
      </main>
    </div>
  );
}
