import type { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import type { LogEffect } from './schemas.ts';

/** The log levels by name: a flow never writes their numbers. */
export const LOG_LEVELS = { debug: 0, info: 1, warning: 2, error: 3 } as const;

export const log: EffectKind<z.infer<typeof LogEffect>> = {
  key: 'log',
  logic: ['log'],
  resolve(effect, step) {
    step.emit({ kind: 'log', message: step.value(effect.log), level: LOG_LEVELS[effect.level ?? 'debug'] });
  },
};

export function executeLog(effect: Extract<RuntimeEffect, { kind: 'log' }>, runner: EffectRunner): void {
  runner.host.log?.(effect.level, effect.message);
}
