import type { z } from 'zod';
import { setIn } from '../context.ts';
import { readVar } from '../logic.ts';
import type { EffectKind } from './effect.ts';
import type { CountEffect } from './schemas.ts';

/** `{"count": "checkout.attempt"}`: one more (or `by`) in a counter of the context (absent or not a number: 0). */
export const count: EffectKind<z.infer<typeof CountEffect>> = {
  key: 'count',
  logic: [],
  resolve(effect, step) {
    const now = readVar(step.context, effect.count.split('.'));
    step.context = setIn(step.context, effect.count, (typeof now === 'number' ? now : 0) + (effect.by ?? 1));
  },
};
