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
  let countdown: IdleCountdown | null = null;
  let warningMs = 0;
  /** When the countdown last started afresh (scheduler time, ms). */
  let startedAt = 0;
  /** The one timer armed, and when it fires (scheduler time, ms). */
  let armed: { handle: unknown; at: number } | null = null;
  let current: IdleWarning | null = null;

  const setWarning = (next: IdleWarning | null) => {
    if (current === next) return;
    current = next;
    handlers.onWarning();
  };
  const disarm = () => {
    if (armed) scheduler.clearTimeout(armed.handle);
    armed = null;
  };
  const arm = (inMs: number) => {
    const at = scheduler.now() + inMs;
    armed = { handle: scheduler.setTimeout(check, inMs), at };
  };
  /** What is due now: nothing yet (a touch moved the countdown on), a second of the warning, or idle. */
  function check() {
    armed = null;
    if (!countdown) return;
    const { ms } = countdown;
    const elapsed = scheduler.now() - startedAt;
    const warnFrom = ms - warningMs;
    if (elapsed >= ms) {
      countdown = null;
      setWarning(null);
      handlers.onIdle();
      return;
    }
    if (warningMs < 1000 || elapsed < warnFrom) return arm((warningMs >= 1000 ? warnFrom : ms) - elapsed);
    // the warning's seconds are counted from its start, one a second, the last one until idle
    const intoWarning = elapsed - warnFrom;
    const secondsLeft = Math.ceil(warningMs / 1000) - Math.floor(intoWarning / 1000);
    setWarning(secondsLeft === current?.secondsLeft ? current : { secondsLeft });
    arm(secondsLeft > 1 ? 1000 - (intoWarning % 1000) : ms - elapsed);
  }

  return {
    restart(next) {
      setWarning(null);
      countdown = next;
      if (!next) return disarm();
      warningMs = next.warn ? Math.min(IDLE_WARNING_MS, Math.floor(next.ms / 2)) : 0;
      startedAt = scheduler.now();
      // A touch or a step starts the countdown afresh several times a second: the timer armed
      // stays when it fires no later than what is due next (it re-arms then), instead of clearing
      // and setting timers on every tap of a visitor.
      const due = startedAt + (warningMs >= 1000 ? next.ms - warningMs : next.ms);
      if (armed && armed.at <= due) return;
      disarm();
      arm(due - startedAt);
    },
    warning: () => current,
    stop() {
      disarm();
      countdown = null;
      current = null;
    },
  };
}
