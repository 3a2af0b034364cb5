import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { kioskIdFrom, resolveAddress, templateFrom, tenantFrom, type KioskAddress } from './config.ts';
import { createKiosk } from './createKiosk.ts';
import { KioskApp } from './KioskApp.tsx';
import { browserRouter } from './routes.ts';
import { StaticPage } from './StaticPage.tsx';

/**
 * Whether this build may start the simulated site. A build for a real deployment (an API base or a
 * product domain set at build time) leaves it out entirely: the condition is known at build time,
 * so the simulator's chunk and MSW are never emitted.
 */
const SIMULATOR_BUNDLED = !import.meta.env.VITE_API_BASE && !import.meta.env.VITE_SITE_DOMAIN;

/** Starts the simulated site in this page; returns the screen whose widget must crash (`?simCrash=`), if any. */
async function startSimulator(search: string): Promise<{ crashOn: string | undefined }> {
  const { startBrowserSimulator } = await import('../sim/browser.ts');
  await startBrowserSimulator();
  return { crashOn: new URLSearchParams(search).get('simCrash') ?? undefined };
}

async function boot(root: Root): Promise<void> {
  const { pathname, search, hostname } = window.location;
  // core spec §2: without a tenant the page shows "Unknown tenant"
  const tenant = tenantFrom(search);
  if (!tenant) return root.render(<StaticPage testId="unknownTenant" text="Unknown tenant" />);

  const address: KioskAddress = resolveAddress({ hostname, search }, import.meta.env);
  let crashOn: string | undefined;
  if (address.simulated) {
    if (!SIMULATOR_BUNDLED) return root.render(<StaticPage testId="noApi" text="This kiosk has no API address." />);
    ({ crashOn } = await startSimulator(search));
  }

  const template = templateFrom(pathname);
  if (template !== null) {
    const [{ loadTemplateSite }, { TemplatesApp }] = await Promise.all([import('./templates/loadTemplateSite.ts'), import('./templates/TemplatesApp.tsx')]);
    const site = await loadTemplateSite({ tenant, apiBase: address.apiBase });
    return root.render(<TemplatesApp site={site} />);
  }

  const kioskId = kioskIdFrom(pathname);
  if (kioskId === null) return root.render(<StaticPage testId="noMatch" text={`No match for ${pathname}`} />);

  let kiosk: ReturnType<typeof createKiosk>;
  try {
    kiosk = createKiosk({
      tenant,
      kioskId,
      apiBase: address.apiBase,
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      onReload: () => window.location.reload(),
      // after a crash the kiosk starts afresh at its home (reloading the screen that crashed could crash again)
      onRestart: () => window.location.assign(`/${kioskId}${search}`),
      onRedirect: (url) => window.location.assign(url),
      warnMissingTranslations: import.meta.env.DEV,
    });
  } catch (error) {
    // malformed bundled flows: say so, never a blank page
    if (import.meta.env.DEV) void import('./dev/mountDevTools.tsx').then((dev) => dev.mountDevTools());
    return root.render(
      <StaticPage testId="flowError" text="The kiosk's flow documents are invalid." details={error instanceof Error ? error.message : String(error)} />,
    );
  }
  root.render(
    <StrictMode>
      <KioskApp kiosk={kiosk} createRouter={browserRouter} crashOn={crashOn} guardTaps />
    </StrictMode>,
  );
  // development tools (live flow graph, traces, flows:check overlay, fixture recorder): never in a production build
  if (import.meta.env.DEV) void import('./dev/mountDevTools.tsx').then((dev) => dev.mountDevTools(kiosk));
}

const root = createRoot(document.getElementById('root') as HTMLElement);
boot(root).catch((error: unknown) => {
  // the simulator or the demonstration pages could not start: say why, never a blank page
  console.error(error);
  root.render(<StaticPage testId="startFailed" text="The kiosk could not start." details={error instanceof Error ? error.message : String(error)} />);
});
