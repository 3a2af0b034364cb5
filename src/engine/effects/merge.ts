import type { z } from 'zod';
import { setIn } from '../context.ts';
import { readPath } from '../logic.ts';
import type { EffectKind } from './effect.ts';
import type { MergeEffect } from './schemas.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export const merge: EffectKind<z.infer<typeof MergeEffect>> = {
  key: 'merge',
  logic: ['with'],
  resolve(effect, step) {
    const current = readPath(step.context, effect.merge);
    const addition = step.value(effect.with);
    step.context = setIn(step.context, effect.merge, { ...(isRecord(current) ? current : {}), ...(isRecord(addition) ? addition : {}) });
  },
};
