import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import { EventName, Logic, toMs } from './logicSchema.ts';

/**
 * `{"send": "lookup", "after": 700, "data": {"var": "event.value"}}`: sends an event to the current
 * screen, now or after a delay (ms) — the one way a flow waits. A delayed send is a timer of the
 * screen entry: leaving the screen cancels it, and sending the same event again restarts it (a
 * debounce). The event carries `data`.
 */
export const SendEffect = described(
  z.strictObject({ send: EventName, after: described(z.optional(Logic), 'delay in ms (or json-logic)'), data: z.optional(Logic) }),
  'send an event, now or after a delay',
);

export const send: EffectKind<z.infer<typeof SendEffect>> = {
  key: 'send',
  schema: SendEffect,
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
