import type { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import type { SendEffect } from './schemas.ts';
import { toMs } from './ms.ts';

export const send: EffectKind<z.infer<typeof SendEffect>> = {
  key: 'send',
  logic: ['after', 'data'],
  resolve(effect, step) {
    const data = effect.data === undefined ? undefined : step.value(effect.data);
    if (effect.after === undefined) {
      step.raise({ type: effect.send, ...(data === undefined ? {} : { data }), ...(step.at === undefined ? {} : { at: step.at }) });
      return;
    }
    step.emit({
      kind: 'timer',
      seq: -1,
      id: `send:${effect.send}`,
      ms: toMs(step.value(effect.after), 0),
      event: effect.send,
      ...(data === undefined ? {} : { data }),
    });
  },
};

/** Starts a timer of a screen entry; when it fires, `@timer` tells the engine which event it sends. */
export function executeTimer(effect: Extract<RuntimeEffect, { kind: 'timer' }>, runner: EffectRunner): void {
  const { scheduler } = runner.host;
  const id = `timer:${effect.id}`;
  const handle = scheduler.setTimeout(() => {
    runner.release(id);
    runner.dispatch({ type: '@timer', seq: effect.seq, event: effect.event, data: effect.data });
  }, effect.ms);
  runner.keep(id, effect.seq, () => scheduler.clearTimeout(handle));
}
