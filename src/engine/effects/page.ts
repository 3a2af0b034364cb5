import type { z } from 'zod';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import type { RedirectEffect, ReloadEffect } from './schemas.ts';

export const reload: EffectKind<z.infer<typeof ReloadEffect>> = {
  key: 'reload',
  logic: [],
  resolve(_effect, step) {
    step.emit({ kind: 'reload' });
  },
};

export const redirect: EffectKind<z.infer<typeof RedirectEffect>> = {
  key: 'redirect',
  logic: ['redirect'],
  resolve(effect, step) {
    step.emit({ kind: 'redirect', url: String(step.value(effect.redirect)) });
  },
};

export function executeReload(_effect: Extract<RuntimeEffect, { kind: 'reload' }>, runner: EffectRunner): void {
  runner.host.onReload?.();
}

export function executeRedirect(effect: Extract<RuntimeEffect, { kind: 'redirect' }>, runner: EffectRunner): void {
  runner.host.onRedirect?.(effect.url);
}
