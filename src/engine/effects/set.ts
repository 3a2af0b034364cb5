import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import { setIn } from '../context.ts';
import type { EffectKind } from './effect.ts';
import { ContextPath, Logic } from './logicSchema.ts';

/** `{"set": "questionary.index", "to": 0}`: writes a context value (pure). */
export const SetEffect = described(z.strictObject({ set: ContextPath, to: Logic }), 'set a context value');

export const set: EffectKind<z.infer<typeof SetEffect>> = {
  key: 'set',
  schema: SetEffect,
  logic: ['to'],
  resolve(effect, step) {
    step.context = setIn(step.context, effect.set, step.value(effect.to));
  },
};
