import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import type { RuntimeEffect } from '../types.ts';
import { type EffectKind, type EffectRunner, plainError } from './effect.ts';
import { CallArgs, ContextPath, EventName } from './logicSchema.ts';

/**
 * `"retry": {"status": [409], "after": [1000, 2000, 4000]}`: a backoff the runtime applies to one
 * call (site-operations spec §4 "Saving a weighing retries on HTTP 409 after 1 s, then 2 s, then
 * 4 s, then returns the last response"). A failure whose HTTP status is listed is tried again after
 * the next delay (ms); once the delays are used up, the last answer is the call's outcome. Leaving
 * the screen cancels a retry that waits.
 */
export const CallRetry = described(
  z.strictObject({
    status: described(z.array(z.number().check(z.int(), z.gte(100), z.lte(599))).check(z.minLength(1)), 'the HTTP statuses that are tried again, e.g. [409]'),
    after: described(z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)), 'the waits before each new try, in ms, e.g. [1000, 2000, 4000]'),
  }),
  'try the call again after these waits (ms) while it fails with one of these HTTP statuses; then the last answer counts',
);
export type CallRetry = z.infer<typeof CallRetry>;

/**
 * `{"call": "checkout.findVisitor", "args": {...}, "into": "checkout.found", "done": "found", "error": "notFound"}`:
 * calls the server by catalog name (src/api). The answer goes `into` a context path and sends
 * `done` (with `event.data`); a failure sets `error` in the context and sends `error` (with
 * `event.error`), or the flow-level `error` when the effect names none.
 */
export const CallEffect = described(
  z.strictObject({
    call: described(z.string(), 'call name from the call catalog (src/api)'),
    args: z.optional(CallArgs),
    into: z.optional(ContextPath),
    done: described(z.optional(EventName), 'event sent when the call answers (event.data is the answer)'),
    error: described(z.optional(EventName), 'event sent when the call fails (event.error); default: the flow-level "error"'),
    retry: z.optional(CallRetry),
    background: described(
      z.optional(z.boolean()),
      'deliver the answer whatever screen or visitor the kiosk is on by then (kiosk-wide records such as the downtime report); never for visitor data',
    ),
  }),
  'call the server',
);

type Call = z.infer<typeof CallEffect>;

/** Evaluates a record of json-logic arguments. */
export function evaluateArgs(args: Readonly<Record<string, unknown>> | undefined, value: (logic: unknown) => unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, logic] of Object.entries(args ?? {})) result[name] = value(logic);
  return result;
}

export const call: EffectKind<Call> = {
  key: 'call',
  schema: CallEffect,
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
      ...(effect.retry === undefined ? {} : { retry: effect.retry }),
    });
  },
};

/** Tells retry waits apart in the runtime's table of running work. */
let retries = 0;

/**
 * Runs a call and sends its outcome back as `@call.done` / `@call.error`. A background call's
 * outcome is kiosk-wide: it carries no screen entry or session, so it is delivered whatever comes next.
 * With `retry`, a failure whose status is listed waits the next delay on the runtime's scheduler
 * (kept as the screen entry's work, so leaving the screen cancels it) and calls again; the answer
 * of the last try is the outcome.
 */
export function executeCall(effect: Extract<RuntimeEffect, { kind: 'call' }>, runner: EffectRunner): void {
  const owner = effect.background ? {} : { seq: effect.seq, session: effect.session };
  const waitId = `retry:${effect.name}:${++retries}`;
  const attempt = (tried: number) => {
    runner.host.callApi(effect.name, effect.args).then(
      (data) => runner.dispatch({ type: '@call.done', ...owner, into: effect.into, done: effect.done, data }),
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
        runner.dispatch({ type: '@call.error', ...owner, error: plain, event: effect.error });
      },
    );
  };
  attempt(0);
}
