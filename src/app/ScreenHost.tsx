import { useCallback, useMemo } from 'react';
import type { Runtime } from '../runtime/runtime.ts';
import { screenWidgets } from '../../widgets/registry.ts';
import type { WidgetDefinition } from '../../widgets/defineWidget.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ScreenProblem } from './ScreenProblem.tsx';
import { useSnapshot } from './useSnapshot.ts';

const widgetsByType = new Map<string, WidgetDefinition<unknown>>(screenWidgets.map((w) => [w.type, w as WidgetDefinition<unknown>]));

/**
 * Renders the runtime's current screen: looks up its widget, validates the evaluated props
 * against the widget's schema, and passes `emit`. An unknown widget or props that do not fit
 * show a clear problem screen instead of a blank page; a crash inside a widget is caught.
 */
export function ScreenHost({ runtime, onCrash }: { runtime: Runtime; onCrash?: (error: Error) => void }) {
  const snapshot = useSnapshot(runtime);
  const { view } = snapshot;
  const emit = useCallback((event: string, data?: Record<string, unknown>) => runtime.send({ ...data, type: event }), [runtime]);
  const widget = widgetsByType.get(view.widget);
  const parsed = useMemo(() => widget?.props.safeParse(view.props), [widget, view.props]);

  if (!widget) return <ScreenProblem screen={view.screen} message={`Screen "${view.screen}" names the widget "${view.widget}", which this kiosk does not have.`} />;
  if (!parsed?.success) {
    const details = parsed?.error.issues.map((i) => `${i.path.join('.') || '(props)'}: ${i.message}`).join('; ') ?? '';
    return <ScreenProblem screen={view.screen} message={`Screen "${view.screen}" cannot be shown: ${details}`} />;
  }
  const Component = widget.component;
  return (
    <ErrorBoundary key={`${view.screen}:${snapshot.seq}`} onCrash={(error) => onCrash?.(error)} fallback={<ScreenProblem screen={view.screen} message={`Screen "${view.screen}" failed to render.`} />}>
      <Component props={parsed.data} emit={emit} screenId={view.screen} />
    </ErrorBoundary>
  );
}
