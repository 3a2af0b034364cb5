import type { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import type { LogEffect } from './schemas.ts';

export const log: EffectKind<z.infer<typeof LogEffect>> = {
  key: 'log',
  logic: ['log'],
  resolve(effect, step) {
    step.emit({ kind: 'log', message: step.value(effect.log), level: effect.level ?? 0 });
  },
};

export function executeLog(effect: Extract<RuntimeEffect, { kind: 'log' }>, runner: EffectRunner): void {
  runner.host.log?.(effect.level, effect.message);
}
