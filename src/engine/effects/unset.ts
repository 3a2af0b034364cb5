import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import { unsetIn } from '../context.ts';
import type { EffectKind } from './effect.ts';
import { ContextPath } from './logicSchema.ts';

/** `{"unset": ["checkout", "identification.problem"]}`: removes context values (pure). */
export const UnsetEffect = described(z.strictObject({ unset: z.array(ContextPath) }), 'remove context values');

export const unset: EffectKind<z.infer<typeof UnsetEffect>> = {
  key: 'unset',
  schema: UnsetEffect,
  logic: [],
  resolve(effect, step) {
    for (const path of effect.unset) step.context = unsetIn(step.context, path);
  },
};
