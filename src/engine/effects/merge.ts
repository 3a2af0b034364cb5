import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import { setIn } from '../context.ts';
import { readPath } from '../logic.ts';
import type { EffectKind } from './effect.ts';
import { ContextPath, Logic } from './logicSchema.ts';

/** `{"merge": "questionary.answers", "with": {"var": "event.answers"}}`: shallow-merges an object into a context value (pure). */
export const MergeEffect = described(z.strictObject({ merge: ContextPath, with: Logic }), 'shallow-merge an object into a context value');

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export const merge: EffectKind<z.infer<typeof MergeEffect>> = {
  key: 'merge',
  schema: MergeEffect,
  logic: ['with'],
  resolve(effect, step) {
    const current = readPath(step.context, effect.merge);
    const addition = step.value(effect.with);
    step.context = setIn(step.context, effect.merge, { ...(isRecord(current) ? current : {}), ...(isRecord(addition) ? addition : {}) });
  },
};
