import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, useLocation, useMatches, useNavigate, useNavigationType, useRouteError } from 'react-router-dom';
import { ChromeProvider } from '../../widgets/kit/ChromeProvider.tsx';
import { CrashScreen } from '../../widgets/kit/CrashScreen.tsx';
import { IdleHoldContext } from '../../widgets/kit/IdleHold.tsx';
import { SchedulerContext } from '../../widgets/kit/scheduler.tsx';
import type { CrashReporter } from './crash.ts';
import { CrashGuard } from './CrashGuard.tsx';
import type { Kiosk } from './createKiosk.ts';
import { MAIN_FLOW } from '../kiosk/mainFlow.ts';
import { IdleWarningHost } from './IdleWarningHost.tsx';
import { NoMatch } from './NoMatch.tsx';
import { installTapGuard } from './tapGuard.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { preloadAfterFirstScreen } from './preloadAfterFirstScreen.ts';
import { type CreateRouter, kioskRouteTable, NO_MATCH_ROUTE_ID } from './routes.ts';
import { textDirection } from './texts.ts';

/** The fallback page returns home after the end-screen default of core spec §9 (ms): it holds nothing of a visitor. */
const NO_MATCH_RETURN_MS = 15_000;

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

/** The history state of a navigation the kiosk made itself, to follow its runtime (not a URL opened by hand). */
const FOLLOWS_RUNTIME = { followsRuntime: true } as const;
const followsRuntime = (state: unknown) => (state as { followsRuntime?: unknown } | null)?.followsRuntime === true;

/**
 * The root route's element: keeps the URL and the runtime in step (core spec §2: the spec's
 * routes, the query string — tenant included — kept on every navigation) and shows the screen.
 * The runtime decides the screen; the URL follows through React Router's `navigate`. A URL opened
 * directly (deep link, reload, typed) is handed to the runtime to restore; a path no screen of the
 * flows has matches the catch-all route, whose page (NoMatch) shows through the `<Outlet />`.
 *
 * The browser's back (a mouse's back button, a swipe) is the screen's own Back button (issue 12 §5):
 * the visitor's answers stay, as they do with the button; a screen without one stays. Either way
 * the URL is the screen's again, pushed, so there is never a forward entry to step into.
 */
function KioskScreen({ kiosk, crashOn }: { kiosk: Kiosk; crashOn: string | undefined }) {
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
  const action = useNavigationType();
  const navigate = useNavigate();
  const known = useMatches().at(-1)?.id !== NO_MATCH_ROUTE_ID;
  const lastViewPath = useRef<string | null>(null);

  useEffect(() => {
    if (!known) return;
    if (lastViewPath.current !== null && action === 'POP' && viewPath === lastViewPath.current && !samePath(location.pathname, viewPath)) {
      pressScreenBack(document);
      const path = runtime.getSnapshot().view.path;
      lastViewPath.current = path;
      void navigate({ pathname: path, search: location.search }, { state: FOLLOWS_RUNTIME });
      return;
    }
    if (lastViewPath.current === null && samePath(location.pathname, kiosk.startPath) && !samePath(location.pathname, viewPath)) {
      // opened where the kiosk starts, and the kiosk moved on before this first render (the router
      // waits for the later flows' routes, docs/decisions/0024; a start can fail sooner): the kiosk wins
      lastViewPath.current = viewPath;
      void navigate({ pathname: viewPath, search: location.search }, { state: FOLLOWS_RUNTIME });
      return;
    }
    if (lastViewPath.current !== null && viewPath === lastViewPath.current && !samePath(location.pathname, viewPath) && followsRuntime(location.state)) {
      // a navigation of the kiosk's own that landed after the kiosk had moved on (a call that fails at
      // once takes it back to the screen it left): the kiosk wins, in place of the screen it left
      void navigate({ pathname: viewPath, search: location.search }, { replace: true, state: FOLLOWS_RUNTIME });
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
      if (!samePath(location.pathname, viewPath)) void navigate({ pathname: viewPath, search: location.search }, { state: FOLLOWS_RUNTIME });
    }
  }, [known, viewPath, location, action, navigate, runtime, kiosk.startPath]);

  // one element: a new URL or branding does not render the screen again (it follows the snapshot itself)
  const screen = useMemo(
    () => (
      <ScreenHost
        runtime={runtime}
        widgets={kiosk.widgets}
        crash={kiosk.crash}
        crashOn={crashOn}
        preload={() => preloadAfterFirstScreen({ ...kiosk, loadLaterFlows: runtime.loadLaterFlows })}
      />
    ),
    [runtime, kiosk, crashOn],
  );
  return (
    <ChromeProvider logoUrl={logo} mainColor={mainColor} attachmentsBase={kiosk.attachmentsBase}>
      {known ? screen : <Outlet />}
      <IdleWarningHost runtime={runtime} />
    </ChromeProvider>
  );
}

/** The catch-all route's page: NoMatch on the kiosk's home, with the kiosk's scheduler. */
function NoMatchRoute({ kiosk }: { kiosk: Kiosk }) {
  return <NoMatch homePath={`/${kiosk.kioskId}`} scheduler={kiosk.scheduler} returnMs={NO_MATCH_RETURN_MS} />;
}

/** A render error inside the router (the chrome, the fallback page): the crash page, reported once (core spec §2). */
function RouteCrash({ crash }: { crash: CrashReporter }) {
  const error = useRouteError();
  useEffect(() => crash.report(error, 'outside the screen'), [crash, error]);
  return <CrashScreen />;
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

/**
 * The page speaks the visitor's language (WCAG 3.1.1; hyphenation needs it): `<html lang>` and
 * `dir` follow the language the texts show (i18next's `languageChanged`). Returns the function
 * that stops following.
 */
export function followLanguage(texts: Kiosk['texts'], root: HTMLElement): () => void {
  const apply = () => {
    const code = texts.language || 'en';
    root.lang = code;
    root.dir = textDirection(code);
  };
  apply();
  texts.i18n.on('languageChanged', apply);
  return () => texts.i18n.off('languageChanged', apply);
}

/**
 * The kiosk page: providers (react-i18next's with the kiosk's texts, TanStack Query's with its
 * cache, the idle hold of playing videos, the scheduler), the crash guard, and React Router's data
 * router over the kiosk's routes (routes.ts, core spec §2), whose root shows the screen the runtime
 * decides. Any touch or key press counts as visitor activity for the idle timeout (and dismisses
 * its warning). `crashOn` names a screen whose widget throws: the simulated site's `?simCrash=`.
 *
 * @example
 * root.render(<KioskApp kiosk={createKiosk(options)} createRouter={browserRouter} guardTaps />);
 */
export function KioskApp({
  kiosk,
  createRouter,
  crashOn,
  guardTaps = false,
}: {
  kiosk: Kiosk;
  /** The router: the browser's in the page, one in memory in tests (routes.ts). Read once. */
  createRouter: CreateRouter;
  crashOn?: string | undefined;
  /** A tap acts once (tapGuard.ts): on in the browser; tests in jsdom tap faster than any visitor. */
  guardTaps?: boolean;
}) {
  useEffect(() => (guardTaps ? installTapGuard(document) : undefined), [guardTaps]);
  useEffect(() => followLanguage(kiosk.texts, document.documentElement), [kiosk]);
  useEffect(() => {
    const touch = () => kiosk.runtime.touch();
    document.addEventListener('pointerdown', touch, { passive: true, capture: true });
    document.addEventListener('keydown', touch, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', touch, { capture: true });
      document.removeEventListener('keydown', touch, { capture: true });
    };
  }, [kiosk]);
  // one router per kiosk: made once, whatever renders again
  const [router] = useState(() =>
    createRouter(
      ...kioskRouteTable(kiosk.program, MAIN_FLOW, {
        element: <KioskScreen kiosk={kiosk} crashOn={crashOn} />,
        errorElement: <RouteCrash crash={kiosk.crash} />,
        noMatch: <NoMatchRoute kiosk={kiosk} />,
        loadLaterFlows: kiosk.runtime.loadLaterFlows,
      }),
    ),
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <I18nextProvider i18n={kiosk.texts.i18n}>
      <QueryClientProvider client={kiosk.queryClient}>
        <CrashGuard crash={kiosk.crash}>
          <IdleHoldContext.Provider value={kiosk.runtime.holdIdle}>
            <SchedulerContext.Provider value={kiosk.scheduler}>
              <RouterProvider router={router} />
            </SchedulerContext.Provider>
          </IdleHoldContext.Provider>
        </CrashGuard>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
