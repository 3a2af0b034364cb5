import type { Program } from '../engine/compile.ts';
import type { Context } from '../engine/context.ts';
import type { CallRunner, EffectHost, EffectRunner, WorkId } from '../engine/effects/effect.ts';
import { executors } from '../engine/effects/index.ts';
import { loadStored } from '../engine/effects/store.ts';
import { CodeEffectNotLoadedError, FlowNotLoadedError, screenForPath, send as engineSend, start as engineStart } from '../engine/machine.ts';
import type { EngineEvent, RuntimeEffect, Snapshot, TraceEntry } from '../engine/types.ts';
import { createIdleTimer, type IdleWarning } from './idle.ts';

export type { CallRunner };

/** How many trace entries the runtime keeps for the developer graph and fixture reports. */
const TRACE_LIMIT = 200;

/** What the runtime needs from its surroundings; every piece is replaceable in tests. */
export interface RuntimeHost extends EffectHost {
  readonly changeLanguage?: (language: string) => void;
  /** The flow failed (e.g. it loops): the kiosk cannot go on and shows its crash page. */
  readonly onFailure?: (error: Error) => void;
  /**
   * Loads the program's later flows (Program.laterFlows, docs/decisions/0024); a step that needs one
   * waits for it. Rejects when they cannot be fetched.
   */
  readonly loadLaterFlows?: () => Promise<void>;
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
  /**
   * Loads the program's later flows now (docs/decisions/0024: after the first screen), so no step
   * waits for them; resolves at once when there are none. Rejects when they cannot be fetched.
   */
  loadLaterFlows(): Promise<void>;
}

/** A flow or code effect a step needs from the later part of a build's program, and the set that names what is still out. */
interface LaterNeed {
  readonly kind: 'flow' | 'code effect';
  readonly name: string;
  readonly of: () => ReadonlySet<string> | undefined;
}

/**
 * Creates the runtime: runs the engine's effects through the executors of `src/engine/effects`
 * (calls, loads, polls, timers, logs, storage, translations), feeds results back as events stamped
 * with the time, and keeps the idle timeout of the screen's view with its warning (core spec §4
 * "Idle", §9). Stored records named by the flow's `stored` are loaded into the context first
 * (core spec §4 "Failed registration").
 *
 * @example
 * const runtime = createRuntime(program, 'visitor', { kioskId: 1, tenant: 'demo' }, host);
 * runtime.subscribe(() => render(runtime.getSnapshot().view));
 */
export function createRuntime(program: Program, flowId: string, context: Context, host: RuntimeHost): Runtime {
  const { scheduler } = host;
  const listeners = new Set<() => void>();
  const trace: TraceEntry[] = [];
  /** Running work (timers, polls) by id, with the screen entry that owns it (null: the kiosk). */
  const work = new Map<WorkId, { seq: number | null; stop: () => void }>();
  let idleHeld = false;
  let stopped = false;
  let language: string | undefined;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const idle = createIdleTimer(scheduler, { onIdle: () => dispatch({ type: '@idle' }), onWarning: notify });
  let snapshot = engineStart(program, flowId, { ...loadStored(program.flows[flowId]?.stored ?? {}, host.storage, host.log), ...context });

  const runner: EffectRunner = {
    host,
    dispatch: (event) => dispatch(event),
    language: () => (typeof snapshot.context.language === 'string' ? snapshot.context.language : 'en'),
    keep(id, seq, stop) {
      work.get(id)?.stop();
      if (stopped) return stop();
      work.set(id, { seq, stop });
    },
    release(id, seq?: number) {
      const kept = work.get(id);
      if (!kept || (seq !== undefined && kept.seq !== seq)) return;
      work.delete(id);
      kept.stop();
    },
  };

  const keepTrace = (next: Snapshot) => {
    if (next.effects.some((e) => e.kind === 'reset')) trace.length = 0; // a shared device forgets
    trace.push(...next.trace);
    if (trace.length > TRACE_LIMIT) trace.splice(0, trace.length - TRACE_LIMIT);
  };

  const run = (effect: RuntimeEffect) => {
    if (effect.kind === 'reset') {
      language = undefined;
      host.onReset?.();
      return;
    }
    const execute = executors[effect.kind] as ((effect: RuntimeEffect, runner: EffectRunner) => void) | undefined;
    execute?.(effect, runner);
  };

  /** Work owned by a screen entry ends with it. */
  const endScreenWork = (seq: number) => {
    for (const [id, kept] of work) {
      if (kept.seq !== null && kept.seq !== seq) {
        work.delete(id);
        kept.stop();
      }
    }
  };

  const apply = (next: Snapshot, activity: boolean) => {
    const previous = snapshot;
    snapshot = next;
    keepTrace(next);
    if (next.seq !== previous.seq) endScreenWork(next.seq);
    syncLanguage();
    for (const effect of next.effects) run(effect);
    if (activity || next.seq !== previous.seq) restartIdle();
    notify();
  };

  /**
   * Events that came while a step waits for the program's later flows, in order, with the screen
   * entry they came on; null when none waits.
   */
  let held: { event: EngineEvent; activity: boolean; seq: number }[] | null = null;

  const fail = (event: EngineEvent, error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    host.log?.(3, `flow error on ${event.type}: ${failure.message}`);
    if (!host.onFailure) throw failure;
    host.onFailure(failure);
  };

  /** What a step needs of the later part (a flow, a code effect) that is not in yet, or null. */
  const laterPartOf = (error: unknown): LaterNeed | null => {
    if (error instanceof FlowNotLoadedError && program.laterFlows?.has(error.flow)) return { kind: 'flow', name: error.flow, of: () => program.laterFlows };
    if (error instanceof CodeEffectNotLoadedError && program.laterCodeEffects?.has(error.effect))
      return { kind: 'code effect', name: error.effect, of: () => program.laterCodeEffects };
    return null;
  };

  /**
   * The step needs a later flow or code effect: this event and every one after it wait for the
   * later part, then go in order; a visitor's tap on a screen the first of them has left is dropped
   * (a tap acts once, on the screen it was made on).
   */
  const waitForLaterPart = (event: EngineEvent, activity: boolean, need: LaterNeed, error: Error) => {
    held = [{ event, activity, seq: snapshot.seq }];
    const load = host.loadLaterFlows?.() ?? Promise.reject(error);
    load.then(
      () => {
        const waiting = held ?? [];
        held = null;
        // loaded, yet still missing: fail rather than wait again for ever
        if (need.of()?.has(need.name)) return fail(event, new Error(`the kiosk's ${need.kind} "${need.name}" is not among the ${need.kind}s loaded later`));
        for (const next of waiting) if (!next.activity || next.seq === snapshot.seq) dispatch(next.event, next.activity);
      },
      (cause: unknown) => {
        held = null;
        fail(event, new Error(`the kiosk's ${need.kind} "${need.name}" could not be loaded`, { cause }));
      },
    );
  };

  const dispatch = (event: EngineEvent, activity = false) => {
    if (stopped) return;
    if (held) {
      held.push({ event, activity, seq: snapshot.seq });
      return;
    }
    // stamped when it happened, not when a wait for later flows ends
    const stamped = { ...event, at: event.at ?? scheduler.now() };
    let next: Snapshot;
    try {
      next = engineSend(program, snapshot, stamped);
    } catch (error) {
      const need = laterPartOf(error);
      if (need) return waitForLaterPart(stamped, activity, need, error as Error);
      return fail(event, error);
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

  const restartIdle = () => {
    const { view } = snapshot;
    if (stopped || idleHeld || view.idleMs === null) return idle.restart(null);
    idle.restart({ ms: view.idleMs, warn: view.idleWarning });
  };

  // the start screen's effects and the kiosk-wide polls
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
    loadLaterFlows: () => ((program.laterFlows?.size || program.laterCodeEffects?.size) && host.loadLaterFlows ? host.loadLaterFlows() : Promise.resolve()),
    traces: () => trace,
    stop() {
      stopped = true;
      for (const kept of work.values()) kept.stop();
      work.clear();
      idle.stop();
    },
  };
}
