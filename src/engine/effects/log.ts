import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import { Logic } from './logicSchema.ts';

/** `{"log": {"cat": ["call failed: ", {"var": "error.message"}]}, "level": 2}`: writes a log line (console; the general log call from level 3). */
export const LogEffect = described(
  z.strictObject({
    log: Logic,
    level: described(z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))), '0 debug, 1 info, 2 warning, 3 error (also sent to the site)'),
  }),
  'write a log line',
);

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
