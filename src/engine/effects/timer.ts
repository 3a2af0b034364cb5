import type { RuntimeEffect } from '../types.ts';
import type { EffectRunner } from './effect.ts';

/**
 * Starts a timer of a screen entry (a screen's `after`, a `debounce`, a load's `retry`); when it
 * fires, `@timer` tells the engine which event it sends. Leaving the screen cancels it; a timer
 * with the same id restarts it.
 */
export function executeTimer(effect: Extract<RuntimeEffect, { kind: 'timer' }>, runner: EffectRunner): void {
  const { scheduler } = runner.host;
  const id = `timer:${effect.id}`;
  const handle = scheduler.setTimeout(() => {
    runner.release(id);
    runner.dispatch({ type: '@timer', seq: effect.seq, event: effect.event, data: effect.data });
  }, effect.ms);
  runner.keep(id, effect.seq, () => scheduler.clearTimeout(handle));
}
