import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { EngineEvent, RuntimeEffect } from '../types.ts';

/**
 * The contract of an effect kind (DESIGN.md "Effects are data too"): one module per kind in this
 * folder holds its pure resolution (what the engine does with it while taking a step) and, for
 * kinds that touch the world, the execution of what it asks the runtime to do — side by side, in the
 * shape of XState's `raise.ts`; the document schemas of all kinds are in `schemas.ts` (the tools'
 * part, left out of a build's bundle). The engine only resolves; the runtime executes
 * through an {@link EffectRunner} it provides. Nothing here imports React, the HTTP client or browser globals.
 */

/** What resolving an effect may read and change: the draft of the step the engine is taking. */
export interface EffectStep {
  /** The flow context; an effect replaces it, never changes it in place. */
  context: Context;
  readonly session: number;
  /** When the event being handled happened (ms since epoch, from the runtime). */
  readonly at: unknown;
  /** Evaluates json-logic over the context and the event being handled. */
  value(logic: unknown): unknown;
  /** Asks the runtime to run something; stamped with the current screen entry when the step ends. */
  emit(effect: RuntimeEffect): void;
  /** Queues an event, handled right after the current one. */
  raise(event: EngineEvent): void;
  /** The registry's code effects (`run`), by name. */
  readonly codeEffects: Readonly<Record<string, CodeEffect>>;
  /** The code effects that come later with a build's later flows, not in yet (docs/decisions/0024). */
  readonly laterCodeEffects?: ReadonlySet<string>;
}

/**
 * A kind of effect a flow document may write in `enter`, `exit` and a transition's `do`. Its
 * document schema is in `schemas.ts` with the others (the flow schema and the compiler read them);
 * a built program runs without them, so a kind holds only what running it takes.
 */
export interface EffectKind<E extends object = object> {
  /** The key that names the kind in a document: `set`, `call`, `send`, ... */
  readonly key: string;
  /** Keys whose values are json-logic (inlined by the compiler, read by the checker); the others hold names. */
  readonly logic: readonly string[];
  /** Keys whose values are records of json-logic (a call's `args`). */
  readonly logicRecords?: readonly string[];
  /** Pure: applies the effect to the step. */
  resolve(effect: E, step: EffectStep): void;
}

/**
 * A named effect implemented in code, supplied by the registry (XState's `setup({ actions })`): a
 * record a flow should not build with twenty lines of json-logic, e.g. `recordFailedAction`. Pure:
 * it gets its evaluated arguments, the context and the time, and returns the new context and what
 * the runtime should do.
 *
 * @example
 * const recordFailedAction: CodeEffect<{ action: string }> = {
 *   args: z.object({ action: z.string() }), description: 'stores a failed action (core §4)',
 *   resolve: (args, { context, at }) => ({ context: { ...context, downtime: { ... } }, effects: [{ kind: 'store', key, value }] }),
 * };
 */
export interface CodeEffect<A = unknown> {
  readonly args: z.ZodType<A>;
  readonly description: string;
  readonly resolve: (args: A, input: { readonly context: Context; readonly at: unknown }) => { context?: Context; effects?: readonly RuntimeEffect[] };
  /** Context paths it writes, so `flows:check` knows them (`var` paths under them are fine). */
  readonly writes?: readonly string[];
}

/**
 * The one scheduler every timer and poll goes through, so time can be controlled in tests
 * (STYLE.md "Time you can control"): a 150-second timeout is tested in milliseconds.
 */
export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Local storage as the runtime uses it (the spec's failed-action and downtime records). */
export type KioskStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Runs a named call of the catalog; rejects with a plain error object `{kind, status, message}`. */
export type CallRunner = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** The services of the kiosk effects use; every piece is replaceable in tests. */
export interface EffectHost {
  readonly callApi: CallRunner;
  readonly scheduler: Scheduler;
  /** Adds translations (namespace → key → text) for a language; `scope` "visit": over the kiosk's texts until the kiosk returns home (`reset`). */
  readonly addTranslations?: (language: string, resources: unknown, scope?: 'visit') => void;
  readonly storage?: KioskStorage;
  /** Drops everything of the previous visitor outside the context (query cache, session storage). */
  readonly onReset?: () => void;
  readonly onReload?: () => void;
  readonly onRedirect?: (url: string) => void;
  readonly log?: (level: number, message: unknown) => void;
}

/** What executing a runtime effect may use: the host, and the runtime's table of running work. */
/** What running work is kept under: a name (a poll's scope, a delayed send) or an object of its own (a retry's wait). */
export type WorkId = string | object;

export interface EffectRunner {
  readonly host: EffectHost;
  /** Sends an event to the engine (the runtime stamps it with the time). */
  dispatch(event: EngineEvent): void;
  /** The context's language now (`en` when none is chosen). */
  language(): string;
  /**
   * Keeps a piece of running work under `id` (a name, or an object of its own for work no other may
   * replace): stopped when the screen entry `seq` ends (`null`: only when the runtime stops) or when
   * another piece takes the same id.
   */
  keep(id: WorkId, seq: number | null, stop: () => void): void;
  /** Stops the work kept under `id`, if any (only when it belongs to screen entry `seq`, when given). */
  release(id: WorkId, seq?: number): void;
}

/**
 * A step runs a code effect that comes with the later flows and is not in yet
 * (Program.laterCodeEffects, docs/decisions/0024): the step changes nothing; the runtime loads the
 * later part and takes the step again.
 */
export class CodeEffectNotLoadedError extends Error {
  constructor(readonly effect: string) {
    super(`code effect "${effect}" is not loaded yet`);
    this.name = 'CodeEffectNotLoadedError';
  }
}

/** A serialisable error for the flow context: `{kind, status, message, body}`. */
export function plainError(error: unknown): { kind: string; status?: number; message: string; body?: unknown } {
  if (error && typeof error === 'object') {
    const e = error as { kind?: unknown; status?: unknown; message?: unknown; body?: unknown; toPlain?: () => unknown };
    if (typeof e.toPlain === 'function') return e.toPlain() as { kind: string; message: string };
    return {
      kind: typeof e.kind === 'string' ? e.kind : 'unknown',
      status: typeof e.status === 'number' ? e.status : undefined,
      message: typeof e.message === 'string' ? e.message : String(error),
      body: e.body,
    };
  }
  return { kind: 'unknown', message: String(error) };
}
