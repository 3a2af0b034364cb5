import type { LoadedCall, LoadResult, RuntimeEffect } from '../types.ts';
import { evaluateArgs } from './call.ts';
import { type EffectRunner, type EffectStep, plainError } from './effect.ts';
import type { Load } from './schemas.ts';

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
