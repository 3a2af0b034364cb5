import type { RuntimeEffect } from '../types.ts';
import { evaluateArgs } from './call.ts';
import { type EffectRunner, type EffectStep, plainError, type Scheduler } from './effect.ts';
import type { Poll } from './schemas.ts';
import { toMs } from './ms.ts';

/** Starts a poll: `scope` "screen" for a screen's own poll, or the index of a kiosk-scope poll of the main flow. */
export function resolvePoll(poll: Poll, step: EffectStep, scope: 'screen' | number): void {
  const every = toMs(step.value(poll.every), 2000);
  step.emit({
    kind: 'poll',
    seq: -1,
    session: step.session,
    scope,
    name: poll.call,
    args: evaluateArgs(poll.args, (logic) => step.value(logic)),
    every,
    everyAfterError: poll.everyAfterError === undefined ? every : toMs(step.value(poll.everyAfterError), every),
    ...(poll.limit === undefined || scope !== 'screen' ? {} : { limit: toMs(step.value(poll.limit), 0) }),
  });
}

/** The id a running poll is kept under: one screen poll at a time, one per kiosk-scope poll. */
const pollId = (scope: 'screen' | number) => (scope === 'screen' ? 'poll:screen' : `poll:kiosk:${scope}`);

/** Runs a poll until it is stopped: `@poll.result` / `@poll.error` after each call, `@poll.timeout` at its limit. */
export function executePoll(effect: Extract<RuntimeEffect, { kind: 'poll' }>, runner: EffectRunner): void {
  const { scheduler } = runner.host;
  const { seq, scope } = effect;
  const repeater = repeatCall(scheduler, {
    call: () => runner.host.callApi(effect.name, effect.args),
    every: effect.every,
    everyAfterError: effect.everyAfterError,
    onResult: (data) => runner.dispatch({ type: '@poll.result', seq, scope, data }),
    onError: (error) => runner.dispatch({ type: '@poll.error', seq, scope, error: plainError(error) }),
  });
  const limit =
    effect.limit !== undefined && effect.limit > 0
      ? scheduler.setTimeout(() => {
          runner.release(pollId(scope));
          runner.dispatch({ type: '@poll.timeout', seq, scope });
        }, effect.limit)
      : null;
  runner.keep(pollId(scope), scope === 'screen' ? seq : null, () => {
    repeater.stop();
    if (limit !== null) scheduler.clearTimeout(limit);
  });
}

export function executePollStop(effect: Extract<RuntimeEffect, { kind: 'pollStop' }>, runner: EffectRunner): void {
  runner.release(pollId('screen'), effect.seq);
}

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
