import { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import { type EffectKind, type EffectRunner, plainError } from './effect.ts';
import { CallArgs, ContextPath, EventName } from './logicSchema.ts';

/**
 * `{"call": "checkout.findVisitor", "args": {...}, "into": "checkout.found", "done": "found", "error": "notFound"}`:
 * calls the server by catalog name (src/api). The answer goes `into` a context path and sends
 * `done` (with `event.data`); a failure sets `error` in the context and sends `error` (with
 * `event.error`), or the flow-level `error` when the effect names none.
 */
export const CallEffect = z
  .strictObject({
    call: z.string().describe('call name from the call catalog (src/api)'),
    args: CallArgs.optional(),
    into: ContextPath.optional(),
    done: EventName.optional().describe('event sent when the call answers (event.data is the answer)'),
    error: EventName.optional().describe('event sent when the call fails (event.error); default: the flow-level "error"'),
    background: z
      .boolean()
      .optional()
      .describe(
        'deliver the answer whatever screen or visitor the kiosk is on by then (kiosk-wide records such as the downtime report); never for visitor data',
      ),
  })
  .describe('call the server');

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
    });
  },
};

/**
 * Runs a call and sends its outcome back as `@call.done` / `@call.error`. A background call's
 * outcome is kiosk-wide: it carries no screen entry or session, so it is delivered whatever comes next.
 */
export function executeCall(effect: Extract<RuntimeEffect, { kind: 'call' }>, runner: EffectRunner): void {
  const owner = effect.background ? {} : { seq: effect.seq, session: effect.session };
  runner.host.callApi(effect.name, effect.args).then(
    (data) => runner.dispatch({ type: '@call.done', ...owner, into: effect.into, done: effect.done, data }),
    (error: unknown) => {
      const plain = plainError(error);
      runner.host.log?.(2, `call ${effect.name} failed: ${plain.message}`);
      runner.dispatch({ type: '@call.error', ...owner, error: plain, event: effect.error });
    },
  );
}
