import type { Scheduler } from '../runtime/scheduler.ts';

/** How long the crash page shows before the kiosk reloads (ms): long enough to read, short for a kiosk. */
export const CRASH_RELOAD_MS = 5_000;

/** The kiosk's crash state: set once, by a widget that threw, a flow that failed, or the app. */
export interface CrashReporter {
  crashed(): boolean;
  subscribe(listener: () => void): () => void;
  /** Records a crash: the crash page shows, the error is logged once, the kiosk reloads after {@link CRASH_RELOAD_MS}. */
  report(error: unknown, details?: string): void;
}

/**
 * Crash handling of core spec §2 and §8: "Something went wrong. Refreshing the self service
 * kiosk..." is shown (the app renders the crash page while `crashed()`), the error is logged
 * through the general log call, the runtime stops and the page reloads after a short delay on
 * the injectable scheduler. Later crashes of the same page are ignored: one report, one reload.
 *
 * @example
 * const crash = createCrashReporter({ scheduler, log: (text) => logGeneral(text), reload: () => location.reload() });
 * <ErrorBoundary onCrash={(error) => crash.report(error)} ... />
 */
export function createCrashReporter(options: {
  scheduler: Scheduler;
  /** Sends the text to the site's general log; a failure to log must not throw. */
  log: (text: string) => void;
  reload?: () => void;
  /** Stops the kiosk's work (timers, polls) once it crashed. */
  onCrash?: () => void;
}): CrashReporter {
  const listeners = new Set<() => void>();
  let crashed = false;
  return {
    crashed: () => crashed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(error, details) {
      if (crashed) return;
      crashed = true;
      console.error('[kiosk] crashed:', error);
      options.onCrash?.();
      options.log(crashText(error, details));
      options.scheduler.setTimeout(() => options.reload?.(), CRASH_RELOAD_MS);
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The log line of a crash: the error and where it happened (component stack), at most 2000 characters. */
export function crashText(error: unknown, details?: string): string {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const where = details?.trim() ? `\n${details.trim()}` : '';
  return `kiosk crashed: ${what}${where}`.slice(0, 2000);
}
