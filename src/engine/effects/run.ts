import type { z } from 'zod';
import { CodeEffectNotLoadedError, type EffectKind } from './effect.ts';
import type { RunEffect } from './schemas.ts';

export const run: EffectKind<z.infer<typeof RunEffect>> = {
  key: 'run',
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
    const parsed = code.args.safeParse(args);
    if (!parsed.success)
      throw new Error(`code effect "${effect.run}": ${parsed.error.issues.map((i) => `${i.path.join('.') || 'args'}: ${i.message}`).join('; ')}`);
    const result = code.resolve(parsed.data, { context: step.context, at: step.at });
    if (result.context) step.context = result.context;
    for (const emitted of result.effects ?? []) step.emit(emitted);
  },
};
