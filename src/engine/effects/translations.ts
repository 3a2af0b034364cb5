import type { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import type { TranslationsEffect } from './schemas.ts';

export const translations: EffectKind<z.infer<typeof TranslationsEffect>> = {
  key: 'translations',
  logic: ['translations'],
  resolve(effect, step) {
    step.emit({ kind: 'translations', resources: step.value(effect.translations) });
  },
};

export function executeTranslations(effect: Extract<RuntimeEffect, { kind: 'translations' }>, runner: EffectRunner): void {
  if (effect.scope) runner.host.addTranslations?.(runner.language(), effect.resources, effect.scope);
  else runner.host.addTranslations?.(runner.language(), effect.resources);
}
