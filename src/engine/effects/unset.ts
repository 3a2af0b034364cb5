import type { z } from 'zod';
import { unsetIn } from '../context.ts';
import type { EffectKind } from './effect.ts';
import type { UnsetEffect } from './schemas.ts';

export const unset: EffectKind<z.infer<typeof UnsetEffect>> = {
  key: 'unset',
  logic: [],
  resolve(effect, step) {
    for (const path of effect.unset) step.context = unsetIn(step.context, path);
  },
};
