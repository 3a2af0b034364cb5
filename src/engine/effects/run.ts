import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import { CodeEffectNotLoadedError, type EffectKind } from './effect.ts';
import { CallArgs } from './logicSchema.ts';

/**
 * `{"run": "recordFailedAction", "args": {...}}`: a named effect implemented in code and supplied
 * by the registry (the engine knows none by name). Its arguments are evaluated, checked against its
 * schema by the compiler where they are literal, and it returns the new context and runtime effects.
 */
export const RunEffect = described(
  z.strictObject({ run: described(z.string().check(z.minLength(1)), 'name of a code effect of the registry'), args: z.optional(CallArgs) }),
  'run a named code effect',
);

export const run: EffectKind<z.infer<typeof RunEffect>> = {
  key: 'run',
  schema: RunEffect,
  logic: [],
  logicRecords: ['args'],
  resolve(effect, step) {
    const code = step.codeEffects[effect.run];
    if (!code) {
      if (step.laterCodeEffects?.has(effect.run)) throw new CodeEffectNotLoadedError(effect.run);
      throw new Error(`unknown code effect "${effect.run}"`);
    }
    const args: Record<string, unknown> = {};
    for (const [name, logic] of Object.entries(effect.args ?? {})) args[name] = step.value(logic);
    const parsed = z.safeParse(code.args, args);
    if (!parsed.success)
      throw new Error(`code effect "${effect.run}": ${parsed.error.issues.map((i) => `${i.path.join('.') || 'args'}: ${i.message}`).join('; ')}`);
    const result = code.resolve(parsed.data, { context: step.context, at: step.at });
    if (result.context) step.context = result.context;
    for (const emitted of result.effects ?? []) step.emit(emitted);
  },
};
