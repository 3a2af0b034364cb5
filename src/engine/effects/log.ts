import { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import { Logic } from './logicSchema.ts';

/** `{"log": {"cat": ["call failed: ", {"var": "error.message"}]}, "level": 2}`: writes a log line (console; the general log call from level 3). */
export const LogEffect = z
  .strictObject({ log: Logic, level: z.number().int().min(0).max(3).optional().describe('0 debug, 1 info, 2 warning, 3 error (also sent to the site)') })
  .describe('write a log line');

export const log: EffectKind<z.infer<typeof LogEffect>> = {
  key: 'log',
  schema: LogEffect,
  logic: ['log'],
  resolve(effect, step) {
    step.emit({ kind: 'log', message: step.value(effect.log), level: effect.level ?? 0 });
  },
};

export function executeLog(effect: Extract<RuntimeEffect, { kind: 'log' }>, runner: EffectRunner): void {
  runner.host.log?.(effect.level, effect.message);
}
