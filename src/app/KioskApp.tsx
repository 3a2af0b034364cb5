import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, useLocation, useNavigate, useNavigationType, type RouteObject } from 'react-router-dom';
import { ChromeProvider } from '../../widgets/kit/ChromeProvider.tsx';
import { IdleHoldContext } from '../../widgets/kit/IdleHold.tsx';
import { SchedulerContext } from '../../widgets/kit/scheduler.tsx';
import { CrashGuard } from './CrashGuard.tsx';
import type { Kiosk } from './createKiosk.ts';
import { MAIN_FLOW } from './createKiosk.ts';
import { IdleWarningHost } from './IdleWarningHost.tsx';
import { NoMatch } from './NoMatch.tsx';
import { installTapGuard } from './tapGuard.ts';
import { ScreenHost } from './ScreenHost.tsx';

/** The fallback page returns home after the end-screen default of core spec §9 (ms): it holds nothing of a visitor. */
const NO_MATCH_RETURN_MS = 15_000;

type CreateRouter = (routes: RouteObject[]) => Parameters<typeof RouterProvider>[0]['router'];

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

/**
 * Keeps the URL and the runtime in step (core spec §2: the spec's routes, the query string —
 * tenant included — kept on every navigation). The runtime decides the screen; the URL follows.
 * A URL opened directly (deep link, reload, typed) is handed to the runtime to restore.
 *
 * The browser's back (a mouse's back button, a swipe) is the screen's own Back button (issue 12 §5):
 * the visitor's answers stay, as they do with the button; a screen without one stays. Either way
 * the URL is the screen's again, pushed, so there is never a forward entry to step into.
 */
function FlowSync({ kiosk }: { kiosk: Kiosk }) {
  const { runtime } = kiosk;
  // the path and the branding only: a step inside a screen (a question) re-renders nothing here
  const viewPath = useRuntimeValue(
    runtime,
    useCallback((snapshot) => snapshot.view.path, []),
  );
  const logo = useRuntimeValue(
    runtime,
    useCallback((snapshot) => (snapshot.context as { logo?: string }).logo, []),
  );
  const mainColor = useRuntimeValue(
    runtime,
    useCallback((snapshot) => (snapshot.context as { kiosk?: { mainColor?: string } }).kiosk?.mainColor, []),
  );
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const lastViewPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastViewPath.current !== null && navigationType === 'POP' && viewPath === lastViewPath.current && !samePath(location.pathname, viewPath)) {
      pressScreenBack(document);
      const path = runtime.getSnapshot().view.path;
      lastViewPath.current = path;
      navigate(`${path}${location.search}`);
      return;
    }
    if (lastViewPath.current === null || (viewPath === lastViewPath.current && !samePath(location.pathname, viewPath))) {
      // first render, or the URL changed by itself: the URL wins
      lastViewPath.current = viewPath;
      if (!samePath(location.pathname, viewPath)) runtime.restore(location.pathname);
      return;
    }
    if (viewPath !== lastViewPath.current) {
      lastViewPath.current = viewPath;
      if (!samePath(location.pathname, viewPath)) navigate(`${viewPath}${location.search}`);
    }
  }, [viewPath, location.pathname, location.search, navigationType, navigate, runtime]);

  return (
    <ChromeProvider logoUrl={logo} mainColor={mainColor} attachmentsBase={kiosk.attachmentsBase}>
      <Outlet />
      <IdleWarningHost runtime={runtime} />
    </ChromeProvider>
  );
}

/**
 * Presses the Back button of the screen the visitor sees (not of a popup over it), as a tap would:
 * the widget hands the flow what it holds (a question's draft). False when the screen has none.
 */
function pressScreenBack(doc: Document): boolean {
  const button = doc.querySelector<HTMLButtonElement>('[data-screen] [data-action="back"]');
  if (!button || button.disabled || button.closest('[inert]')) return false;
  button.click();
  return true;
}

/** One value of the runtime's snapshot (a string or undefined): re-renders only when it changes. */
function useRuntimeValue<T extends string | undefined>(runtime: Kiosk['runtime'], select: (snapshot: ReturnType<Kiosk['runtime']['getSnapshot']>) => T): T {
  const get = useCallback(() => select(runtime.getSnapshot()), [runtime, select]);
  return useSyncExternalStore(runtime.subscribe, get, get);
}

/** The routes of the flows' screens, then the fallback that reads "No match for {path}". */
export function createRoutes(kiosk: Kiosk, options: { crashOn?: string | undefined } = {}): RouteObject[] {
  // the main flow's screens first: the first route that matches wins
  const flows = Object.values(kiosk.program.flows).sort((a, b) => Number(b.id === MAIN_FLOW) - Number(a.id === MAIN_FLOW));
  const paths = [...new Set(flows.flatMap((flow) => Object.values(flow.screens).map((s) => s.path)))];
  const screen = <ScreenHost runtime={kiosk.runtime} crash={kiosk.crash} crashOn={options.crashOn} />;
  return [
    {
      element: <FlowSync kiosk={kiosk} />,
      children: [
        ...paths.map((path) => ({ path, element: screen })),
        { path: '*', element: <NoMatch homePath={`/${kiosk.kioskId}`} scheduler={kiosk.scheduler} returnMs={NO_MATCH_RETURN_MS} /> },
      ],
    },
  ];
}

/**
 * The page speaks the visitor's language (WCAG 3.1.1; hyphenation needs it): `<html lang>` and
 * `dir` follow i18next's language. Returns the function that stops following.
 */
export function followLanguage(i18n: Kiosk['i18n'], root: HTMLElement): () => void {
  const apply = (language: string | undefined) => {
    const code = language || 'en';
    root.lang = code;
    root.dir = i18n.dir(code);
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}

/**
 * The kiosk page: providers (query cache, i18n, the idle hold of playing videos), the crash guard
 * and the router over the flow's routes. Any touch or key press counts as visitor activity for the idle timeout (and dismisses
 * its warning). `crashOn` names a screen whose widget throws: the simulated site's `?simCrash=`.
 */
export function KioskApp({
  kiosk,
  createRouter,
  crashOn,
  guardTaps = false,
}: {
  kiosk: Kiosk;
  createRouter: CreateRouter;
  crashOn?: string | undefined;
  /** A tap acts once (tapGuard.ts): on in the browser; tests in jsdom tap faster than any visitor. */
  guardTaps?: boolean;
}) {
  const router = useMemo(() => createRouter(createRoutes(kiosk, { crashOn })), [kiosk, createRouter, crashOn]);
  useEffect(() => (guardTaps ? installTapGuard(document) : undefined), [guardTaps]);
  useEffect(() => followLanguage(kiosk.i18n, document.documentElement), [kiosk]);
  useEffect(() => {
    const touch = () => kiosk.runtime.touch();
    document.addEventListener('pointerdown', touch, { passive: true, capture: true });
    document.addEventListener('keydown', touch, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', touch, { capture: true });
      document.removeEventListener('keydown', touch, { capture: true });
    };
  }, [kiosk]);
  return (
    <QueryClientProvider client={kiosk.queryClient}>
      <I18nextProvider i18n={kiosk.i18n}>
        <CrashGuard crash={kiosk.crash}>
          <IdleHoldContext.Provider value={kiosk.runtime.holdIdle}>
            <SchedulerContext.Provider value={kiosk.scheduler}>
              <RouterProvider router={router} />
            </SchedulerContext.Provider>
          </IdleHoldContext.Provider>
        </CrashGuard>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
