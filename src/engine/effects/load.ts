import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import type { LoadedCall, LoadResult, RuntimeEffect } from '../types.ts';
import { evaluateArgs } from './call.ts';
import { type EffectRunner, type EffectStep, plainError } from './effect.ts';
import { CallArgs, ContextPath, EventName, Logic } from './logicSchema.ts';

/** One call of a screen's `load`. */
export const LoadCall = z.strictObject({
  call: described(z.string(), 'call name from the call catalog (src/api)'),
  args: z.optional(CallArgs),
  into: z.optional(ContextPath),
  if: described(z.optional(Logic), 'json-logic: the call runs only when it holds (e.g. data a deep link lacks)'),
  optional: described(z.optional(z.boolean()), 'a failure of this call does not fail the load (the kiosk works without its answer)'),
  translations: described(
    z.optional(z.literal('visit')),
    '"visit": the answer (namespace → key → text) also goes over the kiosk\'s texts of the current language until the kiosk returns home',
  ),
  note: z.optional(z.string()),
});
export type LoadCall = z.infer<typeof LoadCall>;

/**
 * What a screen loads when it opens (`"load": {"calls": [...]}`): the calls run at once and the
 * runtime joins them; once all have answered the screen gets one `done` event, or `error` (with
 * `event.error` and `event.call`) when a call that is not `optional` failed. Each answer is stored
 * `into` its path as it is; a load whose calls are all skipped (their `if`, or the load's own `if`)
 * is done at once.
 */
export const Load = z.strictObject({
  if: described(z.optional(Logic), 'json-logic: the load runs only when it holds; otherwise it is done at once'),
  calls: z.array(LoadCall).check(z.minLength(1)),
  done: described(z.optional(EventName), 'event sent when every call answered; default "done"'),
  error: described(z.optional(EventName), 'event sent when a call that is not optional failed; default "error"'),
  note: z.optional(z.string()),
});
export type Load = z.infer<typeof Load>;

/**
 * Starts a screen's load: the calls whose `if` holds go to the runtime as one `load` effect;
 * when none is left, the screen entry `seq` gets its `done` at once.
 */
export function resolveLoad(load: Load, step: EffectStep, seq: number): void {
  const calls: LoadedCall[] = [];
  if (load.if === undefined || step.value(load.if)) {
    for (const entry of load.calls) {
      if (entry.if !== undefined && !step.value(entry.if)) continue;
      calls.push({
        name: entry.call,
        args: evaluateArgs(entry.args, (logic) => step.value(logic)),
        ...(entry.into === undefined ? {} : { into: entry.into }),
        optional: entry.optional === true,
        ...(entry.translations ? { translations: entry.translations } : {}),
      });
    }
  }
  // the screen's `done` follows, unless its `always` list moved the kiosk on first
  if (calls.length === 0) step.raise({ type: '@load.skipped', seq, ...(step.at === undefined ? {} : { at: step.at }) });
  else step.emit({ kind: 'load', seq: -1, session: step.session, calls });
}

/** Runs every call of a load at once and sends `@load.done` with each result once all have settled. */
export function executeLoad(effect: Extract<RuntimeEffect, { kind: 'load' }>, runner: EffectRunner): void {
  const runs = effect.calls.map((entry) =>
    runner.host.callApi(entry.name, entry.args).then(
      (data): LoadResult => ({ into: entry.into, data, ...(entry.translations ? { translations: entry.translations } : {}) }),
      (error: unknown): LoadResult => {
        const plain = plainError(error);
        runner.host.log?.(entry.optional ? 1 : 2, `call ${entry.name} failed: ${plain.message}`);
        return { into: entry.into, error: plain, optional: entry.optional, call: entry.name };
      },
    ),
  );
  void Promise.all(runs).then((results) => runner.dispatch({ type: '@load.done', seq: effect.seq, session: effect.session, results }));
}
