import type { Scheduler } from './scheduler.ts';

/** A call repeated on an interval until stopped. */
export interface Repeater {
  stop(): void;
  readonly stopped: boolean;
}

/**
 * Runs `call` now and again `every` ms after each answer, or `everyAfterError` ms after each
 * failure (core spec §9: approval every 2 s; kiosk status every 10 s, 5 s after an error). The
 * next call is scheduled only once the previous one settled, so a slow server never gets two at
 * once. Nothing is reported after `stop`.
 *
 * @example
 * const status = repeatCall(scheduler, { call: () => api('kiosk.status', args), every: 10_000, everyAfterError: 5_000, onResult, onError });
 */
export function repeatCall(
  scheduler: Scheduler,
  options: {
    call: () => Promise<unknown>;
    every: number;
    everyAfterError: number;
    onResult: (data: unknown) => void;
    onError: (error: unknown) => void;
  },
): Repeater {
  let handle: unknown = null;
  const state = { stopped: false };
  const next = (ms: number) => {
    if (!state.stopped) handle = scheduler.setTimeout(tick, ms);
  };
  const tick = () => {
    handle = null;
    if (state.stopped) return;
    options.call().then(
      (data) => {
        if (state.stopped) return;
        options.onResult(data);
        next(options.every);
      },
      (error: unknown) => {
        if (state.stopped) return;
        options.onError(error);
        next(options.everyAfterError);
      },
    );
  };
  tick();
  return {
    stop() {
      state.stopped = true;
      if (handle !== null) scheduler.clearTimeout(handle);
      handle = null;
    },
    get stopped() {
      return state.stopped;
    },
  };
}
