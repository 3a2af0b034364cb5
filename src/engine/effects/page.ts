import * as z from 'zod/mini';
import { described } from '../../zod.ts';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import { Logic } from './logicSchema.ts';

/** `{"reload": true}`: reloads the whole app (a changed kiosk status version, site-operations §4). */
export const ReloadEffect = described(z.strictObject({ reload: z.literal(true) }), 'reload the app');

/** `{"redirect": {"rule": "portalUrl"}}`: sends the browser to a URL (the portal after an abort, core §4). */
export const RedirectEffect = described(z.strictObject({ redirect: Logic }), 'send the browser to a URL');

export const reload: EffectKind<z.infer<typeof ReloadEffect>> = {
  key: 'reload',
  schema: ReloadEffect,
  logic: [],
  resolve(_effect, step) {
    step.emit({ kind: 'reload' });
  },
};

export const redirect: EffectKind<z.infer<typeof RedirectEffect>> = {
  key: 'redirect',
  schema: RedirectEffect,
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
