import type { CompiledFlow, CompiledScreen, Program } from '../compile.ts';
import type { Context } from '../context.ts';
import type { EffectStep } from '../effects/effect.ts';
import { kindOf } from '../effects/index.ts';
import { dependenciesOf, evaluate } from '../logic.ts';
import type { Effect } from '../schema.ts';
import type { EngineEvent, RuntimeEffect, TraceEntry } from '../types.ts';

/** Longest chain of events (and of eventless moves) one `send` may process: guards against flows that loop. */
export const MAX_STEPS = 50;

/** The step being taken: a mutable copy of the snapshot's parts, turned back into a snapshot at the end. */
export interface Draft {
  readonly program: Program;
  /** The flow the kiosk started with: `@home` returns to its start screen. */
  readonly main: string;
  flow: string;
  screen: string;
  context: Context;
  /** Replaced, never changed in place: a step that does not move shares its snapshot's. */
  history: readonly string[];
  seq: number;
  session: number;
  effects: RuntimeEffect[];
  trace: TraceEntry[];
  queue: EngineEvent[];
  /** The kiosk went home during this step: the trace keeps no values read (a shared device forgets). */
  forgot: boolean;
  /** When the event that started this step happened; events the flow raises inherit it. */
  readonly at: unknown;
  /** The screen entry and context the screen's `always` list was last checked against. */
  checked?: { readonly seq: number; readonly context: Context };
  /** The evaluation data last built for an event (see `dataOf`). */
  data?: { event: EngineEvent; screen: string; onlyEvent: { event: Context }; context?: Context; all?: Context };
}

/**
 * A step needs a flow of the program that is not loaded yet (Program.laterFlows, docs/decisions/0024).
 * The step changed nothing: the runtime sends the same event again once the flow is in.
 */
export class FlowNotLoadedError extends Error {
  constructor(readonly flow: string) {
    super(`flow "${flow}" is not loaded yet`);
    this.name = 'FlowNotLoadedError';
  }
}

/**
 * The compiled flow `id`.
 * @throws FlowNotLoadedError when it is one of the program's later flows, not in yet.
 * @throws Error when the program has no such flow.
 */
export function flowOf(program: Program, id: string): CompiledFlow {
  const flow = program.flows[id];
  if (flow) return flow;
  if (program.laterFlows?.has(id)) throw new FlowNotLoadedError(id);
  throw new Error(`unknown flow "${id}"`);
}

export function screenOf(program: Program, flow: string, screen: string): CompiledScreen {
  const found = flowOf(program, flow).screens[screen];
  if (!found) throw new Error(`unknown screen "${flow}/${screen}"`);
  return found;
}

/** The screen the draft shows. */
export const currentScreen = (draft: Draft): CompiledScreen => screenOf(draft.program, draft.flow, draft.screen);

/** What of an event's evaluation data an expression reads: the context, the `event`, or both (or it cannot tell). */
type Needs = 'context' | 'event' | 'all';
const needsMemo = new WeakMap<object, Needs>();

function needsOf(logic: object): Needs {
  let needs = needsMemo.get(logic);
  if (!needs) {
    const dependencies = dependenciesOf(logic);
    const ofEvent = dependencies?.filter((parts) => parts[0] === 'event').length ?? 0;
    needs = !dependencies ? 'all' : ofEvent === 0 ? 'context' : ofEvent === dependencies.length ? 'event' : 'all';
    needsMemo.set(logic, needs);
  }
  return needs;
}

/**
 * Evaluation data of json-logic for `logic`: the context plus the current `event`, which also
 * names the `screen` it happened on (e.g. the page an aborted registration was left on). An
 * expression that reads only context paths, or only `event` paths, gets just that part: the same
 * values at the paths it reads, without copying the context for every guard and effect.
 */
export function dataOf(draft: Draft, logic: unknown, event?: EngineEvent): Context {
  if (!event || logic === null || typeof logic !== 'object') return draft.context;
  const needs = needsOf(logic);
  if (needs === 'context') return draft.context;
  let data = draft.data;
  if (!data || data.event !== event || data.screen !== draft.screen) {
    data = { event, screen: draft.screen, onlyEvent: { event: { screen: draft.screen, ...event } } };
    draft.data = data;
  }
  if (needs === 'event') return data.onlyEvent;
  if (!data.all || data.context !== draft.context) {
    data.context = draft.context;
    data.all = { ...draft.context, event: data.onlyEvent.event };
  }
  return data.all;
}

/** Evaluates `logic` over the draft's data (`dataOf`). */
export function evaluateIn(draft: Draft, logic: unknown, event?: EngineEvent): unknown {
  return evaluate(logic, dataOf(draft, logic, event));
}

/**
 * The resolution API effects see (effects/effect.ts), over a draft and the event being handled.
 * A class: its context accessor is the prototype's, where an object literal with a getter and a
 * setter defined them on every step object, ~0.5–0.9 µs a call in Node against ~0.05–0.1 µs
 * (issue 11 §2: a questionary step makes several of them).
 */
class DraftStep implements EffectStep {
  readonly session: number;
  readonly at: unknown;
  readonly codeEffects: EffectStep['codeEffects'];
  readonly laterCodeEffects?: ReadonlySet<string>;
  constructor(
    private readonly draft: Draft,
    private readonly event: EngineEvent | undefined,
  ) {
    this.session = draft.session;
    this.at = draft.at;
    this.codeEffects = draft.program.codeEffects;
    if (draft.program.laterCodeEffects) this.laterCodeEffects = draft.program.laterCodeEffects;
  }
  get context(): Context {
    return this.draft.context;
  }
  set context(next: Context) {
    this.draft.context = next;
  }
  value(logic: unknown): unknown {
    return evaluateIn(this.draft, logic, this.event);
  }
  emit(effect: RuntimeEffect): void {
    this.draft.effects.push(effect);
  }
  raise(raised: EngineEvent): void {
    this.draft.queue.push(raised);
  }
}

/** The resolution API effects see (effects/effect.ts), over this draft and the event being handled. */
export function stepOf(draft: Draft, event?: EngineEvent): EffectStep {
  return new DraftStep(draft, event);
}

/** Resolves a list of document effects in order. */
export function runEffects(draft: Draft, effects: readonly Effect[] | undefined, event?: EngineEvent): void {
  if (!effects || effects.length === 0) return;
  const step = stepOf(draft, event);
  for (const effect of effects) {
    // an effect with an `if` runs only when it holds
    if ('if' in effect && effect.if !== undefined && !step.value(effect.if)) continue;
    kindOf(effect)?.resolve(effect as never, step);
  }
}
