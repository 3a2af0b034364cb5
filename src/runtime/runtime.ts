import type { Context } from '../engine/context.ts';
import type { Program } from '../engine/compile.ts';
import { screenForPath, send as engineSend, start as engineStart } from '../engine/machine.ts';
import type { EngineEvent, RuntimeEffect, Snapshot, TraceEntry } from '../engine/types.ts';
import type { Scheduler } from './scheduler.ts';

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
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Drops everything of the previous visitor outside the context (query cache, session storage). */
  readonly onReset?: () => void;
  readonly onReload?: () => void;
  readonly onRedirect?: (url: string) => void;
  readonly log?: (level: number, message: unknown) => void;
}

/** The running kiosk: subscribe/getSnapshot for React's useSyncExternalStore, send for widgets. */
export interface Runtime {
  getSnapshot(): Snapshot;
  subscribe(listener: () => void): () => void;
  /** Sends a widget event; resets the idle timer (a visitor touched the screen). */
  send(event: EngineEvent): void;
  /** Opens the screen of a URL path (deep link or reload); returns false when no screen matches. */
  restore(pathname: string): boolean;
  /** Marks visitor activity (a touch anywhere): restarts the idle timer. */
  touch(): void;
  /** Holds the idle timer while true (e.g. a video plays). */
  holdIdle(hold: boolean): void;
  /** The last transitions, newest last: which guard matched with which values. */
  traces(): readonly TraceEntry[];
  /** Stops every timer and poll. */
  stop(): void;
}

interface Poll {
  readonly seq: number;
  stopped: boolean;
  handles: unknown[];
}

/**
 * Creates the runtime: runs the engine's effects (calls, polls, timers, logs, storage),
 * feeds results back as events, and keeps the general idle timeout (core spec §4 "Idle", §9).
 *
 * @example
 * const runtime = createRuntime(program, 'visitor', { kioskId: 1, tenant: 'demo' }, host);
 * runtime.subscribe(() => render(runtime.getSnapshot().view));
 */
export function createRuntime(program: Program, flowId: string, context: Context, host: RuntimeHost): Runtime {
  const listeners = new Set<() => void>();
  const trace: TraceEntry[] = [];
  const timers = new Map<string, { seq: number; handle: unknown }>();
  let poll: Poll | null = null;
  let idleHandle: unknown = null;
  let idleHeld = false;
  let stopped = false;
  let language: string | undefined;
  let snapshot = engineStart(program, flowId, context);

  const apply = (next: Snapshot) => {
    const previousSeq = snapshot.seq;
    snapshot = next;
    trace.push(...next.trace);
    if (trace.length > TRACE_LIMIT) trace.splice(0, trace.length - TRACE_LIMIT);
    if (next.seq !== previousSeq) cancelScreenWork(next.seq);
    syncLanguage();
    for (const effect of next.effects) run(effect);
    restartIdle();
    for (const listener of [...listeners]) listener();
  };

  const dispatch = (event: EngineEvent) => {
    if (stopped) return;
    try {
      apply(engineSend(program, snapshot, event));
    } catch (error) {
      host.log?.(3, `flow error on ${event.type}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
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
        host.scheduler.clearTimeout(timer.handle);
        timers.delete(id);
      }
    }
    if (poll && poll.seq !== seq) stopPoll();
  };

  const stopPoll = () => {
    if (!poll) return;
    poll.stopped = true;
    for (const handle of poll.handles) host.scheduler.clearTimeout(handle);
    poll = null;
  };

  const startPoll = (effect: Extract<RuntimeEffect, { kind: 'poll' }>) => {
    stopPoll();
    const current: Poll = { seq: effect.seq, stopped: false, handles: [] };
    poll = current;
    const tick = () => {
      if (current.stopped) return;
      host.callApi(effect.name, effect.args).then(
        (data) => {
          if (current.stopped) return;
          dispatch({ type: '@poll.result', seq: effect.seq, data });
          if (!current.stopped) current.handles.push(host.scheduler.setTimeout(tick, effect.every));
        },
        (error: unknown) => {
          if (current.stopped) return;
          dispatch({ type: '@poll.error', seq: effect.seq, error: plainError(error) });
          if (!current.stopped) current.handles.push(host.scheduler.setTimeout(tick, effect.everyAfterError));
        },
      );
    };
    if (effect.timeout !== undefined && effect.timeout > 0) {
      current.handles.push(
        host.scheduler.setTimeout(() => {
          if (current.stopped) return;
          stopPoll();
          dispatch({ type: '@poll.timeout', seq: effect.seq });
        }, effect.timeout),
      );
    }
    tick();
  };

  const run = (effect: RuntimeEffect) => {
    switch (effect.kind) {
      case 'call':
        host.callApi(effect.name, effect.args).then(
          (data) => dispatch({ type: '@call.done', seq: effect.seq, session: effect.session, into: effect.into, then: effect.then, data }),
          (error: unknown) => {
            host.log?.(2, `call ${effect.name} failed: ${plainError(error).message}`);
            dispatch({ type: '@call.error', seq: effect.seq, session: effect.session, catch: effect.catch, error: plainError(error) });
          },
        );
        return;
      case 'poll':
        return startPoll(effect);
      case 'pollStop':
        if (poll?.seq === effect.seq) stopPoll();
        return;
      case 'timer': {
        const existing = timers.get(effect.id);
        if (existing) host.scheduler.clearTimeout(existing.handle);
        const handle = host.scheduler.setTimeout(() => {
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
        host.storage?.setItem(effect.key, JSON.stringify(effect.value));
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
    if (idleHandle !== null) host.scheduler.clearTimeout(idleHandle);
    idleHandle = null;
    if (stopped || idleHeld || snapshot.view.idle === 'none') return;
    const configured = Number((snapshot.context.kiosk as { timeouts?: { general?: unknown } } | undefined)?.timeouts?.general);
    const ms = Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_IDLE_MS;
    idleHandle = host.scheduler.setTimeout(() => {
      idleHandle = null;
      dispatch({ type: '@idle' });
    }, ms);
  };

  // the start screen's enter effects
  const first = snapshot;
  for (const effect of first.effects) run(effect);
  trace.push(...first.trace);
  restartIdle();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      dispatch({ ...event, at: host.scheduler.now() });
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
    traces: () => trace,
    stop() {
      stopped = true;
      stopPoll();
      for (const timer of timers.values()) host.scheduler.clearTimeout(timer.handle);
      timers.clear();
      if (idleHandle !== null) host.scheduler.clearTimeout(idleHandle);
    },
  };
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
