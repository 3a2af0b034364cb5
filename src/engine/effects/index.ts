import type { RuntimeEffect } from '../types.ts';
import { call, executeCall } from './call.ts';
import { count } from './count.ts';
import type { EffectKind, EffectRunner } from './effect.ts';
import { executeLoad } from './load.ts';
import { executeLog, log } from './log.ts';
import { merge } from './merge.ts';
import { executeRedirect, executeReload, redirect, reload } from './page.ts';
import { executePoll, executePollStop } from './poll.ts';
import { run } from './run.ts';
import { set } from './set.ts';
import { executeForget, executeStore, forget, store } from './store.ts';
import { executeTimer } from './timer.ts';
import { executeTranslations, translations } from './translations.ts';
import { unset } from './unset.ts';

/** Every effect kind a flow document may write, in the order the format lists them. */
export const effectKinds = [
  set,
  merge,
  unset,
  call,
  count,
  log,
  translations,
  store,
  forget,
  reload,
  redirect,
  run,
] as unknown as readonly EffectKind<object>[];

/** The effect kinds by the key that names them in a document. */
export const effectKindsByKey: ReadonlyMap<string, EffectKind<object>> = new Map(effectKinds.map((kind) => [kind.key, kind]));

/** The kind of a (schema-valid) effect: the first key of the document object that names one. */
export function kindOf(effect: object): EffectKind<object> | undefined {
  for (const key of Object.keys(effect)) {
    const kind = effectKindsByKey.get(key);
    if (kind) return kind;
  }
  return undefined;
}

type Executors = { readonly [K in RuntimeEffect['kind']]?: (effect: Extract<RuntimeEffect, { kind: K }>, runner: EffectRunner) => void };

/** How the runtime executes each kind of runtime effect (`reset` is the runtime's own). */
export const executors: Executors = {
  call: executeCall,
  load: executeLoad,
  poll: executePoll,
  pollStop: executePollStop,
  timer: executeTimer,
  log: executeLog,
  translations: executeTranslations,
  store: executeStore,
  forget: executeForget,
  reload: executeReload,
  redirect: executeRedirect,
};
