import type { z } from 'zod';
import { setIn } from '../context.ts';
import type { EffectKind } from './effect.ts';
import type { SetEffect } from './schemas.ts';

export const set: EffectKind<z.infer<typeof SetEffect>> = {
  key: 'set',
  logic: ['to'],
  resolve(effect, step) {
    step.context = setIn(step.context, effect.set, step.value(effect.to));
  },
};
