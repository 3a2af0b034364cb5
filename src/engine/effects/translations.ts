import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import { Logic } from './logicSchema.ts';

/** `{"translations": {"var": "localization"}}`: loads translations (namespace → key → text) of the context's language into i18next. */
export const TranslationsEffect = described(z.strictObject({ translations: Logic }), 'load translations for the current language');

export const translations: EffectKind<z.infer<typeof TranslationsEffect>> = {
  key: 'translations',
  schema: TranslationsEffect,
  logic: ['translations'],
  resolve(effect, step) {
    step.emit({ kind: 'translations', resources: step.value(effect.translations) });
  },
};

export function executeTranslations(effect: Extract<RuntimeEffect, { kind: 'translations' }>, runner: EffectRunner): void {
  if (effect.scope) runner.host.addTranslations?.(runner.language(), effect.resources, effect.scope);
  else runner.host.addTranslations?.(runner.language(), effect.resources);
}
