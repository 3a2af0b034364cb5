import type { Scheduler } from '../runtime/scheduler.ts';
import { isModuleNotFound } from '../runtime/moduleNotFound.ts';
import { claimStaleCodeReload, type StaleCodeStorage } from './staleCode.ts';

/** How long the crash page shows before the kiosk reloads (ms): long enough to read, short for a kiosk. */
export const CRASH_RELOAD_MS = 5_000;

/** How long a reload for code that was gone waits at most for its log line to be sent (ms). */
export const STALE_CODE_LOG_WAIT_MS = 2_000;

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
 * Code that is gone (core spec §8 MODULE_NOT_FOUND, `staleCode`) is logged and reloads at once,
 * without the crash page, at most once in `STALE_CODE_GUARD_MS`; a second time it is a crash.
 *
 * @example
 * const crash = createCrashReporter({ scheduler, log: (text) => logGeneral(text), reload: () => location.reload() });
 * <ErrorBoundary onCrash={(error) => crash.report(error)} ... />
 */
export function createCrashReporter(options: {
  scheduler: Scheduler;
  /** Sends the text to the site's general log; a failure to log must not throw (it may reject: ignored). */
  log: (text: string) => Promise<unknown> | undefined;
  reload?: () => void;
  /**
   * Code that could not be loaded (core spec §8 MODULE_NOT_FOUND: a new version replaced this
   * page's chunks) reloads the page at once, once: `storage` keeps the guard's mark
   * (src/app/staleCode.ts), `reload` loads the new version. Without it such an error is a crash.
   */
  staleCode?: { storage: StaleCodeStorage; reload: () => void } | undefined;
  /** Stops the kiosk's work (timers, polls) once it crashed. */
  onCrash?: () => void;
}): CrashReporter {
  const listeners = new Set<() => void>();
  let crashed = false;
  // a reload for code that was gone is under way: the page is not crashed, later reports wait for it
  let reloading = false;
  return {
    crashed: () => crashed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(error, details) {
      if (crashed || reloading) return;
      const { staleCode } = options;
      if (staleCode && isModuleNotFound(error) && claimStaleCodeReload(staleCode.storage, options.scheduler.now())) {
        // no crash page: the new version's page comes at once (the log line first, if it is quick)
        reloading = true;
        console.error('[kiosk] code of this version is gone; reloading to the new version:', error);
        options.onCrash?.();
        const logged = Promise.resolve(options.log(crashText(error, details, 'MODULE_NOT_FOUND, reloading to the new version'))).catch(() => undefined);
        const waited = new Promise<void>((resolve) => options.scheduler.setTimeout(resolve, STALE_CODE_LOG_WAIT_MS));
        void Promise.race([logged, waited]).then(() => staleCode.reload());
        return;
      }
      crashed = true;
      console.error('[kiosk] crashed:', error);
      options.onCrash?.();
      options.log(crashText(error, details));
      options.scheduler.setTimeout(() => options.reload?.(), CRASH_RELOAD_MS);
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The log line of a crash (or of `what` else happened): the error and where it happened (component stack), at most 2000 characters. */
export function crashText(error: unknown, details?: string, what = 'kiosk crashed'): string {
  const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const where = details?.trim() ? `\n${details.trim()}` : '';
  return `${what}: ${cause}${where}`.slice(0, 2000);
}
