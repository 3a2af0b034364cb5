import type { Context } from '../engine/context.ts';
import type { Program } from '../engine/compile.ts';
import { screenForPath, send as engineSend, start as engineStart } from '../engine/machine.ts';
import type { EngineEvent, RuntimeEffect, Snapshot, TraceEntry } from '../engine/types.ts';
import { createIdleTimer, type IdleWarning } from './idle.ts';
import { repeatCall, type Repeater } from './repeat.ts';
import { loadStored, writeStored } from './storage.ts';
import type { Scheduler } from './scheduler.ts';
import type { KioskStorage } from './storage.ts';

/** Default general idle timeout of core spec §9 (ms). */
export const DEFAULT_IDLE_MS = 300_000;
/** How many trace entries the runtime keeps for the developer graph and fixture reports. */
const TRACE_LIMIT = 200;

/** Runs a named call of the catalog; rejects with a plain error object `{kind, status, message}`. */
export type CallRunner = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** What the runtime needs from its surroundings; every piece is replaceable in tests. */
export interface RuntimeHost {
  readonly callApi: CallRunner;
  readonly scheduler: Scheduler;
  /** Adds translations (namespace → key → text) for a language. */
  readonly addTranslations?: (language: string, resources: unknown) => void;
  readonly changeLanguage?: (language: string) => void;
  readonly storage?: KioskStorage;
  /** Drops everything of the previous visitor outside the context (query cache, session storage). */
  readonly onReset?: () => void;
  readonly onReload?: () => void;
  readonly onRedirect?: (url: string) => void;
  readonly log?: (level: number, message: unknown) => void;
  /** The flow failed (e.g. it loops): the kiosk cannot go on and shows its crash page. */
  readonly onFailure?: (error: Error) => void;
}

/** The running kiosk: subscribe/getSnapshot for React's useSyncExternalStore, send for widgets. */
export interface Runtime {
  getSnapshot(): Snapshot;
  /** Tells `listener` of every change: a new snapshot or a change of the idle warning. */
  subscribe(listener: () => void): () => void;
  /** Sends a widget event; resets the idle timer (a visitor touched the screen). */
  send(event: EngineEvent): void;
  /** Opens the screen of a URL path (deep link or reload); returns false when no screen matches. */
  restore(pathname: string): boolean;
  /** Marks visitor activity (a touch anywhere): restarts the idle timer and ends its warning. */
  touch(): void;
  /** Holds the idle timer while true (e.g. a video plays). */
  holdIdle(hold: boolean): void;
  /** The idle warning on show (the last seconds before the kiosk goes home), or null. */
  getIdleWarning(): IdleWarning | null;
  /** The last transitions, newest last: which guard matched with which values. */
  traces(): readonly TraceEntry[];
  /** Stops every timer and poll. */
  stop(): void;
}

/**
 * Creates the runtime: runs the engine's effects (calls, polls, background watches, timers, logs,
 * storage), feeds results back as events stamped with the time, and keeps the general idle
 * timeout with its warning (core spec §4 "Idle", §9). Stored records named by the flow's `stored`
 * are loaded into the context first (core spec §4 "Failed registration").
 *
 * @example
 * const runtime = createRuntime(program, 'visitor', { kioskId: 1, tenant: 'demo' }, host);
 * runtime.subscribe(() => render(runtime.getSnapshot().view));
 */
export function createRuntime(program: Program, flowId: string, context: Context, host: RuntimeHost): Runtime {
  const { scheduler } = host;
  const listeners = new Set<() => void>();
  const trace: TraceEntry[] = [];
  const timers = new Map<string, { seq: number; handle: unknown }>();
  const watches: Repeater[] = [];
  let poll: { seq: number; repeater: Repeater; timeout: unknown } | null = null;
  let idleHeld = false;
  let stopped = false;
  let language: string | undefined;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const idle = createIdleTimer(scheduler, { onIdle: () => dispatch({ type: '@idle' }), onWarning: notify });
  let snapshot = engineStart(program, flowId, { ...loadStored(program.flows[flowId]?.stored ?? {}, host.storage, host.log), ...context });

  const keepTrace = (next: Snapshot) => {
    if (next.effects.some((e) => e.kind === 'reset')) trace.length = 0; // a shared device forgets
    trace.push(...next.trace);
    if (trace.length > TRACE_LIMIT) trace.splice(0, trace.length - TRACE_LIMIT);
  };

  const apply = (next: Snapshot, activity: boolean) => {
    const previous = snapshot;
    snapshot = next;
    keepTrace(next);
    if (next.seq !== previous.seq) cancelScreenWork(next.seq);
    syncLanguage();
    for (const effect of next.effects) run(effect);
    if (activity || next.seq !== previous.seq) restartIdle();
    notify();
  };

  const dispatch = (event: EngineEvent, activity = false) => {
    if (stopped) return;
    let next: Snapshot;
    try {
      next = engineSend(program, snapshot, { ...event, at: event.at ?? scheduler.now() });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      host.log?.(3, `flow error on ${event.type}: ${failure.message}`);
      if (!host.onFailure) throw failure;
      host.onFailure(failure);
      return;
    }
    apply(next, activity);
  };

  const syncLanguage = () => {
    const current = typeof snapshot.context.language === 'string' ? snapshot.context.language : undefined;
    if (current && current !== language) {
      language = current;
      host.changeLanguage?.(current);
    }
  };

  const cancelScreenWork = (seq: number) => {
    for (const [id, timer] of timers) {
      if (timer.seq !== seq) {
        scheduler.clearTimeout(timer.handle);
        timers.delete(id);
      }
    }
    if (poll && poll.seq !== seq) stopPoll();
  };

  const stopPoll = () => {
    if (!poll) return;
    poll.repeater.stop();
    if (poll.timeout !== null) scheduler.clearTimeout(poll.timeout);
    poll = null;
  };

  const startPoll = (effect: Extract<RuntimeEffect, { kind: 'poll' }>) => {
    stopPoll();
    const { seq } = effect;
    const timeout =
      effect.timeout !== undefined && effect.timeout > 0
        ? scheduler.setTimeout(() => {
            if (poll?.seq !== seq) return;
            stopPoll();
            dispatch({ type: '@poll.timeout', seq });
          }, effect.timeout)
        : null;
    poll = { seq, timeout, repeater: { stop: () => {}, stopped: false } };
    const current = poll;
    current.repeater = repeatCall(scheduler, {
      call: () => host.callApi(effect.name, effect.args),
      every: effect.every,
      everyAfterError: effect.everyAfterError,
      onResult: (data) => dispatch({ type: '@poll.result', seq, data }),
      onError: (error) => dispatch({ type: '@poll.error', seq, error: plainError(error) }),
    });
  };

  const startWatch = (effect: Extract<RuntimeEffect, { kind: 'watch' }>) => {
    watches.push(
      repeatCall(scheduler, {
        call: () => host.callApi(effect.name, effect.args),
        every: effect.every,
        everyAfterError: effect.everyAfterError,
        onResult: (data) => dispatch({ type: '@watch.result', watch: effect.watch, data }),
        onError: (error) => dispatch({ type: '@watch.error', watch: effect.watch, error: plainError(error) }),
      }),
    );
  };

  const runCall = (effect: Extract<RuntimeEffect, { kind: 'call' }>) => {
    // a background call's answer is kiosk-wide: delivered whatever screen or visitor comes next
    const owner = effect.background ? {} : { seq: effect.seq, session: effect.session };
    host.callApi(effect.name, effect.args).then(
      (data) => dispatch({ type: '@call.done', ...owner, into: effect.into, then: effect.then, data }),
      (error: unknown) => {
        host.log?.(2, `call ${effect.name} failed: ${plainError(error).message}`);
        dispatch({ type: '@call.error', ...owner, catch: effect.catch, error: plainError(error) });
      },
    );
  };

  const run = (effect: RuntimeEffect) => {
    switch (effect.kind) {
      case 'call':
        return runCall(effect);
      case 'poll':
        return startPoll(effect);
      case 'pollStop':
        if (poll?.seq === effect.seq) stopPoll();
        return;
      case 'watch':
        return startWatch(effect);
      case 'timer': {
        const existing = timers.get(effect.id);
        if (existing) scheduler.clearTimeout(existing.handle);
        const handle = scheduler.setTimeout(() => {
          timers.delete(effect.id);
          dispatch({ type: '@timer', seq: effect.seq, event: effect.event, data: effect.data });
        }, effect.ms);
        timers.set(effect.id, { seq: effect.seq, handle });
        return;
      }
      case 'log':
        host.log?.(effect.level, effect.message);
        return;
      case 'translations': {
        const lang = typeof snapshot.context.language === 'string' ? snapshot.context.language : 'en';
        host.addTranslations?.(lang, effect.resources);
        return;
      }
      case 'store':
        writeStored(host.storage, effect.key, effect.value, host.log);
        return;
      case 'forget':
        host.storage?.removeItem(effect.key);
        return;
      case 'reload':
        host.onReload?.();
        return;
      case 'redirect':
        host.onRedirect?.(effect.url);
        return;
      case 'reset':
        language = undefined;
        host.onReset?.();
        return;
    }
  };

  const restartIdle = () => {
    const { view } = snapshot;
    if (stopped || idleHeld || view.idle === 'none') return idle.restart(null);
    idle.restart({ ms: generalTimeout(snapshot.context), warn: view.idleWarning });
  };

  // the start screen's enter effects and the background watches
  keepTrace(snapshot);
  syncLanguage();
  for (const effect of snapshot.effects) run(effect);
  restartIdle();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      dispatch(event, true);
    },
    restore(pathname) {
      const match = screenForPath(program, flowId, pathname);
      if (!match) return false;
      if (match.screen === snapshot.screen && snapshot.view.path.toLowerCase() === pathname.toLowerCase()) return true;
      dispatch({ type: '@restore', screen: match.screen, params: match.params });
      return true;
    },
    touch: restartIdle,
    holdIdle(hold) {
      idleHeld = hold;
      restartIdle();
    },
    getIdleWarning: () => idle.warning(),
    traces: () => trace,
    stop() {
      stopped = true;
      stopPoll();
      for (const watch of watches) watch.stop();
      for (const timer of timers.values()) scheduler.clearTimeout(timer.handle);
      timers.clear();
      idle.stop();
    },
  };
}

/** The kiosk's general timeout (core spec §3 `timeouts.general`), or the §9 default. */
function generalTimeout(context: Context): number {
  const configured = Number((context.kiosk as { timeouts?: { general?: unknown } } | undefined)?.timeouts?.general);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_IDLE_MS;
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
