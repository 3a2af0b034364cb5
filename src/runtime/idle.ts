import type { Scheduler } from './scheduler.ts';

/**
 * How long the kiosk warns before the idle timeout returns it home (ms). Public-terminal guidance
 * (WCAG 2.2 SC 2.2.1 "Timing Adjustable": warn and give at least 20 seconds to extend with a
 * simple action) — a touch anywhere keeps the session. The one place this length is set.
 */
export const IDLE_WARNING_MS = 20_000;

/** The idle warning on show: whole seconds until the kiosk returns home. */
export interface IdleWarning {
  readonly secondsLeft: number;
}

/** What the idle countdown runs for now; null when it is stopped (held, or a screen without idle). */
export interface IdleCountdown {
  /** The general timeout (ms): the time without a touch after which the kiosk goes home. */
  readonly ms: number;
  /** Show the warning during the last {@link IDLE_WARNING_MS} of it (at most half of `ms`). */
  readonly warn: boolean;
}

export interface IdleTimer {
  /** Starts the countdown afresh (a touch, a new screen), or stops it with null. */
  restart(countdown: IdleCountdown | null): void;
  /** The warning on show, or null; the same object until it changes. */
  warning(): IdleWarning | null;
  stop(): void;
}

/**
 * The general idle timeout of core spec §4 "Idle" with the warning before it: after
 * `ms - warning` the warning shows and counts down once a second; after `ms` the kiosk is idle.
 * Every timer goes through the injectable scheduler, so a 300-second timeout is tested in ms.
 *
 * @example
 * const idle = createIdleTimer(scheduler, { onIdle: () => send({ type: '@idle' }), onWarning: notify });
 * idle.restart({ ms: 300_000, warn: true }); // warning from 280 s, home at 300 s
 */
export function createIdleTimer(scheduler: Scheduler, handlers: { onIdle: () => void; onWarning: () => void }): IdleTimer {
  let handles: unknown[] = [];
  let current: IdleWarning | null = null;

  const setWarning = (next: IdleWarning | null) => {
    if (current === next) return;
    current = next;
    handlers.onWarning();
  };
  const clear = () => {
    for (const handle of handles) scheduler.clearTimeout(handle);
    handles = [];
  };
  const tick = (secondsLeft: number) => {
    setWarning({ secondsLeft });
    if (secondsLeft > 1) handles.push(scheduler.setTimeout(() => tick(secondsLeft - 1), 1000));
  };

  return {
    restart(countdown) {
      clear();
      setWarning(null);
      if (!countdown) return;
      const warningMs = countdown.warn ? Math.min(IDLE_WARNING_MS, Math.floor(countdown.ms / 2)) : 0;
      if (warningMs >= 1000) handles.push(scheduler.setTimeout(() => tick(Math.ceil(warningMs / 1000)), countdown.ms - warningMs));
      handles.push(
        scheduler.setTimeout(() => {
          clear();
          setWarning(null);
          handlers.onIdle();
        }, countdown.ms),
      );
    },
    warning: () => current,
    stop() {
      clear();
      current = null;
    },
  };
}
