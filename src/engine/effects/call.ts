import type { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import { type EffectKind, type EffectRunner, plainError } from './effect.ts';
import type { CallEffect } from './schemas.ts';

type Call = z.infer<typeof CallEffect>;

/** Evaluates a record of json-logic arguments. */
export function evaluateArgs(args: Readonly<Record<string, unknown>> | undefined, value: (logic: unknown) => unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, logic] of Object.entries(args ?? {})) result[name] = value(logic);
  return result;
}

export const call: EffectKind<Call> = {
  key: 'call',
  logic: [],
  logicRecords: ['args'],
  resolve(effect, step) {
    step.emit({
      kind: 'call',
      seq: -1,
      session: step.session,
      name: effect.call,
      args: evaluateArgs(effect.args, (logic) => step.value(logic)),
      ...(effect.into === undefined ? {} : { into: effect.into }),
      ...(effect.done === undefined ? {} : { done: effect.done }),
      ...(effect.error === undefined ? {} : { error: effect.error }),
      ...(effect.background ? { background: true } : {}),
      // the compiler has put the statuses' numbers for their names
      ...(effect.retry === undefined ? {} : { retry: effect.retry as unknown as { status: number[]; after: number[] } }),
    });
  },
};

/**
 * Runs a call and sends its outcome back as `@call.done` / `@call.error`, with the arguments it
 * was called with (the flow's `done` / `error` event has them as `event.args`: which of several
 * calls of the same kind answered). A background call's
 * outcome is kiosk-wide: it carries no screen entry or session, so it is delivered whatever comes next.
 * With `retry`, a failure whose status is listed waits the next delay on the runtime's scheduler
 * (kept as the screen entry's work, so leaving the screen cancels it) and calls again; the answer
 * of the last try is the outcome.
 */
export function executeCall(effect: Extract<RuntimeEffect, { kind: 'call' }>, runner: EffectRunner): void {
  const owner = effect.background ? {} : { seq: effect.seq, session: effect.session };
  // the wait of this call's retries: an object of its own in the runtime's table of running work
  const waitId = { retry: effect.name };
  const attempt = (tried: number) => {
    runner.host.callApi(effect.name, effect.args).then(
      (data) => runner.dispatch({ type: '@call.done', ...owner, into: effect.into, done: effect.done, data, args: effect.args }),
      (error: unknown) => {
        const plain = plainError(error);
        const wait = effect.retry && plain.status !== undefined && effect.retry.status.includes(plain.status) ? effect.retry.after[tried] : undefined;
        if (wait !== undefined) {
          runner.host.log?.(1, `call ${effect.name} answered ${plain.status}: trying again in ${wait} ms`);
          const { scheduler } = runner.host;
          const handle = scheduler.setTimeout(() => {
            runner.release(waitId);
            attempt(tried + 1);
          }, wait);
          runner.keep(waitId, effect.background ? null : effect.seq, () => scheduler.clearTimeout(handle));
          return;
        }
        runner.host.log?.(2, `call ${effect.name} failed: ${plain.message}`);
        runner.dispatch({ type: '@call.error', ...owner, error: plain, event: effect.error, args: effect.args });
      },
    );
  };
  attempt(0);
}
