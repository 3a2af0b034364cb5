import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { CrashScreen } from '../../widgets/kit/CrashScreen.tsx';
import type { WidgetDefinition } from '../../widgets/defineWidget.ts';
import { Busy } from '../../widgets/screens/busy/index.ts';
import type { ScreenWidgets } from '../../widgets/createScreenWidgets.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { CrashReporter } from './crash.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { parseScreenProps } from './parseProps.ts';
import { isModuleNotFound } from '../runtime/moduleNotFound.ts';
import { ScreenProblem } from './ScreenProblem.tsx';
import { useSnapshot } from './useSnapshot.ts';

/** What a screen shows while its widget's definition loads (only when the preload has not brought it yet). */
const LOADING_PROPS = Busy.props.parse({});

/**
 * The screen widget of `type` (the kiosk's `widgets`, widgets/createScreenWidgets.ts): at once when
 * its definition is in, else `pending` until it arrives. `unknown` when no widget has that type;
 * `failure` when its code could not be fetched.
 */
function useScreenWidget(widgets: ScreenWidgets, type: string): { widget: WidgetDefinition<unknown> | undefined; pending: boolean; failure: unknown } {
  const widget = widgets.loaded(type);
  const [settled, setSettled] = useState<{ type: string; failure: unknown } | null>(null);
  useEffect(() => {
    if (widgets.loaded(type)) return;
    let alive = true;
    widgets.load(type).then(
      () => alive && setSettled({ type, failure: null }),
      (error: unknown) => alive && setSettled({ type, failure: error ?? new Error(`the code of widget "${type}" failed to load`) }),
    );
    return () => {
      alive = false;
    };
  }, [widgets, type]);
  const mine = settled?.type === type ? settled : null;
  return { widget, pending: !widget && !mine, failure: widget ? null : (mine?.failure ?? null) };
}

/** The loading stand-in emits nothing. */
const ignore = () => undefined;

/**
 * What a screen shows once it crashed: the crash page; but code gone after a new version was
 * deployed (core spec §8 MODULE_NOT_FOUND: the screen's definition, or its component loaded on
 * demand) waits on the loading screen while the crash reporter reloads the page (the kiosk's
 * CrashGuard shows the crash page if the reload was refused: src/app/staleCode.ts).
 */
function screenFallback(error: unknown): ReactNode {
  return isModuleNotFound(error) ? <Busy.component props={LOADING_PROPS} emit={ignore} screenId="loading" /> : <CrashScreen />;
}

/** Throws a failed load for the screen's error boundary: the crash page, as for any screen code that cannot load. */
function FailedLoad({ error }: { error: unknown }): never {
  throw error;
}

/** A widget that throws while rendering: the simulated site's `?simCrash=<screen>` (tests of the crash page). */
function CrashingWidget({ screen }: { screen: string }): never {
  throw new Error(`simulated crash of screen "${screen}" (simCrash)`);
}

/**
 * An end screen's countdown (the flow's end-screen timeout, `view.endMs`) for a widget that shows
 * one (`countdownMs`), unless the screen gives its own: flows do not repeat the timeout on every
 * end screen.
 */
function withCountdown(
  widget: WidgetDefinition<unknown> | undefined,
  props: Readonly<Record<string, unknown>>,
  endMs: number | null,
): Readonly<Record<string, unknown>> {
  if (endMs === null || props.countdownMs != null || !widget || !(widget.props instanceof z.ZodObject) || !('countdownMs' in widget.props.shape)) return props;
  return { ...props, countdownMs: endMs };
}

/**
 * Renders the runtime's current screen: looks up its widget, validates the evaluated props
 * against the widget's schema, and passes `emit`. An unknown widget or props that do not fit
 * show a clear problem screen instead of a blank page; a widget that crashes shows the crash
 * page, is logged and reloads the kiosk (core spec §2).
 */
export function ScreenHost({
  runtime,
  widgets,
  crash,
  crashOn,
  preload,
}: {
  runtime: Runtime;
  widgets: ScreenWidgets;
  crash: CrashReporter;
  crashOn?: string | undefined;
  /** What the kiosk fetches once its first screen is up (`preloadAfterFirstScreen`). */
  preload: () => Promise<void>;
}) {
  const snapshot = useSnapshot(runtime);
  const { view } = snapshot;
  const emit = useCallback((event: string, data?: Record<string, unknown>) => runtime.send({ ...data, type: event }), [runtime]);
  const { widget, pending, failure } = useScreenWidget(widgets, view.widget);
  const props = useMemo(() => withCountdown(widget, view.props, view.endMs), [widget, view.props, view.endMs]);
  const parsed = useMemo(() => (widget ? parseScreenProps(widget.props, props) : undefined), [widget, props]);
  // The other screens' code follows once the kiosk waits for a visitor: not while it is still
  // busy starting (that would delay the first screen a visitor can use), and when the page is idle.
  const busy = view.widget === 'Busy';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new screen tries again a preload that failed (view.screen)
  useEffect(() => {
    if (busy) return;
    const later = () => preload().catch((error: unknown) => console.warn('later screens and calls could not be preloaded; retried at the next screen', error));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(later, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(later, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [view.screen, busy, preload]);

  const boundary = (content: ReactNode) => (
    <ErrorBoundary
      key={`${view.screen}:${snapshot.seq}`}
      onCrash={(error, info) => crash.report(error, `screen "${view.screen}" (widget ${view.widget})${info.componentStack ?? ''}`)}
      fallback={screenFallback}
    >
      {content}
    </ErrorBoundary>
  );
  if (pending) return <Busy.component props={LOADING_PROPS} emit={ignore} screenId="loading" />;
  if (failure) return boundary(<FailedLoad error={failure} />);
  if (!widget)
    return <ScreenProblem screen={view.screen} message={`Screen "${view.screen}" names the widget "${view.widget}", which this kiosk does not have.`} />;
  if (!parsed?.success) {
    const details = parsed?.error.issues.map((i) => `${i.path.join('.') || '(props)'}: ${i.message}`).join('; ') ?? '';
    return <ScreenProblem screen={view.screen} message={`Screen "${view.screen}" cannot be shown: ${details}`} />;
  }
  const Component = widget.component;
  return boundary(crashOn === view.screen ? <CrashingWidget screen={view.screen} /> : <Component props={parsed.data} emit={emit} screenId={view.screen} />);
}
