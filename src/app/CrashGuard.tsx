import { useSyncExternalStore, type ReactNode } from 'react';
import { CrashScreen } from '../../widgets/kit/CrashScreen.tsx';
import type { CrashReporter } from './crash.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * The kiosk's outermost guard: whatever crashed — a widget (caught by its screen's boundary or
 * this one) or the flow (reported by the runtime) — the whole page becomes the crash page of core
 * spec §2 until the reporter reloads it.
 */
export function CrashGuard({ crash, children }: { crash: CrashReporter; children: ReactNode }) {
  const crashed = useSyncExternalStore(crash.subscribe, crash.crashed, crash.crashed);
  if (crashed) return <CrashScreen />;
  return (
    <ErrorBoundary fallback={<CrashScreen />} onCrash={(error, info) => crash.report(error, info.componentStack ?? undefined)}>
      {children}
    </ErrorBoundary>
  );
}
