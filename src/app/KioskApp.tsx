import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { ChromeProvider } from '../../widgets/kit/ChromeProvider.tsx';
import { IdleHoldContext } from '../../widgets/kit/IdleHold.tsx';
import { SchedulerContext } from '../../widgets/kit/scheduler.tsx';
import { TextsContext } from '../../widgets/kit/useTranslation.ts';
import { screenForPath } from '../engine/machine.ts';
import { CrashGuard } from './CrashGuard.tsx';
import type { Kiosk } from './createKiosk.ts';
import { MAIN_FLOW } from './createKiosk.ts';
import type { HistoryAction, KioskHistory, KioskLocation } from './history.ts';
import { IdleWarningHost } from './IdleWarningHost.tsx';
import { NoMatch } from './NoMatch.tsx';
import { installTapGuard } from './tapGuard.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { textDirection } from './texts.ts';

/** The fallback page returns home after the end-screen default of core spec §9 (ms): it holds nothing of a visitor. */
const NO_MATCH_RETURN_MS = 15_000;

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

/**
 * Keeps the URL and the runtime in step (core spec §2: the spec's routes, the query string —
 * tenant included — kept on every navigation). The runtime decides the screen; the URL follows.
 * A URL opened directly (deep link, reload, typed) is handed to the runtime to restore; a path no
 * screen of the flows has shows the fallback page (NoMatch) instead of the screen.
 *
 * The browser's back (a mouse's back button, a swipe) is the screen's own Back button (issue 12 §5):
 * the visitor's answers stay, as they do with the button; a screen without one stays. Either way
 * the URL is the screen's again, pushed, so there is never a forward entry to step into.
 */
function FlowSync({ kiosk, history, crashOn }: { kiosk: Kiosk; history: KioskHistory; crashOn: string | undefined }) {
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
  const location = useHistoryLocation(history);
  const lastViewPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastViewPath.current !== null && location.action === 'POP' && viewPath === lastViewPath.current && !samePath(location.pathname, viewPath)) {
      pressScreenBack(document);
      const path = runtime.getSnapshot().view.path;
      lastViewPath.current = path;
      history.push(`${path}${location.search}`);
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
      if (!samePath(location.pathname, viewPath)) history.push(`${viewPath}${location.search}`);
    }
  }, [viewPath, location, history, runtime]);

  // the routes are the flows' screens' paths (the main flow's first), then the fallback
  const known = useMemo(() => screenForPath(kiosk.program, MAIN_FLOW, location.pathname) !== null, [kiosk.program, location.pathname]);
  // one element: a new URL or branding does not render the screen again (it follows the snapshot itself)
  const screen = useMemo(
    () => <ScreenHost runtime={runtime} crash={kiosk.crash} crashOn={crashOn} loadTexts={kiosk.texts.loadI18next} />,
    [runtime, kiosk.crash, crashOn, kiosk.texts],
  );
  return (
    <ChromeProvider logoUrl={logo} mainColor={mainColor} attachmentsBase={kiosk.attachmentsBase}>
      {known ? (
        screen
      ) : (
        <NoMatch location={location} history={history} homePath={`/${kiosk.kioskId}`} scheduler={kiosk.scheduler} returnMs={NO_MATCH_RETURN_MS} />
      )}
      <IdleWarningHost runtime={runtime} />
    </ChromeProvider>
  );
}

/**
 * The history's location and how it got there (`action`: POP at the start and for the browser's
 * back and forward), re-rendering when one of them changes. The location is taken when the
 * history tells of a change, so a render never pairs a new URL with the last change's action.
 */
function useHistoryLocation(history: KioskHistory): KioskLocation & { readonly action: HistoryAction } {
  const store = useMemo(() => {
    let current = { ...history.location(), action: 'POP' as HistoryAction };
    return {
      subscribe: (onChange: () => void) =>
        history.listen((action) => {
          const { pathname, search } = history.location();
          if (pathname === current.pathname && search === current.search && action === current.action) return;
          current = { pathname, search, action };
          onChange();
        }),
      get: () => current,
    };
  }, [history]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
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
 * `dir` follow the language the texts show. Returns the function that stops following.
 */
export function followLanguage(texts: Kiosk['texts'], root: HTMLElement): () => void {
  const apply = () => {
    const code = texts.language || 'en';
    root.lang = code;
    root.dir = textDirection(code);
  };
  apply();
  return texts.subscribe(apply);
}

/**
 * The kiosk page: providers (i18n, the idle hold of playing videos), the crash guard
 * and the screen the runtime shows, its URL kept in `history` (core spec §2 routes). Any touch or
 * key press counts as visitor activity for the idle timeout (and dismisses its warning).
 * `crashOn` names a screen whose widget throws: the simulated site's `?simCrash=`.
 *
 * @example
 * root.render(<KioskApp kiosk={createKiosk(options)} history={createBrowserHistory(window)} guardTaps />);
 */
export function KioskApp({
  kiosk,
  history,
  crashOn,
  guardTaps = false,
}: {
  kiosk: Kiosk;
  /** The page's URL: the browser's in the page, one in memory in tests (history.ts). */
  history: KioskHistory;
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
  return (
    <TextsContext.Provider value={kiosk.texts}>
      <CrashGuard crash={kiosk.crash}>
        <IdleHoldContext.Provider value={kiosk.runtime.holdIdle}>
          <SchedulerContext.Provider value={kiosk.scheduler}>
            <FlowSync kiosk={kiosk} history={history} crashOn={crashOn} />
          </SchedulerContext.Provider>
        </IdleHoldContext.Provider>
      </CrashGuard>
    </TextsContext.Provider>
  );
}
