import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { RuntimeEffect } from '../types.ts';
import type { EffectKind, EffectRunner, KioskStorage } from './effect.ts';
import type { ForgetEffect, StoreEffect } from './schemas.ts';

type Log = (level: number, message: unknown) => void;

export const store: EffectKind<z.infer<typeof StoreEffect>> = {
  key: 'store',
  logic: ['value'],
  resolve(effect, step) {
    step.emit({ kind: 'store', key: effect.store, value: step.value(effect.value) });
  },
};

export const forget: EffectKind<z.infer<typeof ForgetEffect>> = {
  key: 'forget',
  logic: [],
  resolve(effect, step) {
    step.emit({ kind: 'forget', key: effect.forget });
  },
};

/** Writes a record as JSON; `null` or `undefined` removes it. A full or blocked storage is logged, not fatal. */
export function writeStored(storage: KioskStorage | undefined, key: string, value: unknown, log?: Log): void {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    log?.(3, `could not store ${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The records a flow keeps in local storage (its `stored`: context key → storage key), read when
 * the kiosk starts so a failed registration is still reported after a reload (core spec §4
 * "Failed registration"). An unreadable record is left out and logged.
 *
 * @example
 * loadStored({ downtime: 'gatehouse.downtime' }, window.localStorage); // { downtime: {...} }
 */
export function loadStored(stored: Readonly<Record<string, string>>, storage: KioskStorage | undefined, log?: Log): Context {
  const loaded: Context = {};
  for (const [key, storageKey] of Object.entries(stored)) {
    try {
      const text = storage?.getItem(storageKey);
      if (text != null) loaded[key] = JSON.parse(text) as unknown;
    } catch (error) {
      log?.(2, `stored record ${storageKey} is unreadable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return loaded;
}

export function executeStore(effect: Extract<RuntimeEffect, { kind: 'store' }>, runner: EffectRunner): void {
  writeStored(runner.host.storage, effect.key, effect.value, runner.host.log);
}

export function executeForget(effect: Extract<RuntimeEffect, { kind: 'forget' }>, runner: EffectRunner): void {
  runner.host.storage?.removeItem(effect.key);
}
