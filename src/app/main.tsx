import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { CrashScreen } from '../../widgets/kit/CrashScreen.tsx';
import { resolveAddress, kioskIdFrom, tenantFrom } from './config.ts';
import { createKiosk } from './createKiosk.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { KioskApp } from './KioskApp.tsx';
import { StaticPage } from './StaticPage.tsx';

/** Delay before the crash page reloads the kiosk (ms). */
const CRASH_RELOAD_MS = 5000;

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { pathname, search } = window.location;
  const tenant = tenantFrom(search);
  const kioskId = kioskIdFrom(pathname);
  if (!tenant) return root.render(<StaticPage testId="unknownTenant" text="Unknown tenant" />);
  if (kioskId === null) return root.render(<StaticPage testId="noMatch" text={`No match for ${pathname}`} />);

  const address = resolveAddress(search, import.meta.env);
  if (address.simulated) {
    const { startBrowserSimulator } = await import('../sim/browser.ts');
    await startBrowserSimulator();
  }
  let kiosk;
  try {
    kiosk = createKiosk({
      tenant,
      kioskId,
      apiBase: address.apiBase,
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      onReload: () => window.location.reload(),
      onRedirect: (url) => window.location.assign(url),
      warnMissingTranslations: import.meta.env.DEV,
    });
  } catch (error) {
    // malformed bundled flows: say so, never a blank page
    if (import.meta.env.DEV) void import('./dev/mountDevTools.tsx').then((dev) => dev.mountDevTools());
    return root.render(<StaticPage testId="flowError" text="The kiosk's flow documents are invalid." details={error instanceof Error ? error.message : String(error)} />);
  }
  const onCrash = (error: Error) => {
    kiosk.runtime.stop();
    console.error(error);
    window.setTimeout(() => window.location.reload(), CRASH_RELOAD_MS);
  };
  root.render(
    <StrictMode>
      <ErrorBoundary fallback={<CrashScreen />} onCrash={onCrash}>
        <KioskApp kiosk={kiosk} createRouter={createBrowserRouter} onCrash={onCrash} />
      </ErrorBoundary>
    </StrictMode>,
  );
  // development tools (live flow graph, traces, flows:check overlay, fixture recorder): never in a production build
  if (import.meta.env.DEV) void import('./dev/mountDevTools.tsx').then((dev) => dev.mountDevTools(kiosk));
}

void boot();
