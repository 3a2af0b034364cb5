import { z } from 'zod';
import type { EngineRegistry } from '../../engine/compile.ts';
import { isOperation } from '../../engine/logic.ts';
import type { Flow, Screen, Transition } from '../../engine/schema.ts';
import type { IdlePolicy } from '../../engine/types.ts';
import { flowEffects, type ParsedFlow, responseSchema } from '../check/flowLogic.ts';
import { defOf } from '../check/zodWalk.ts';

export type { ParsedFlow };

/** A failed call as the engine hands it to events (`event.error`, src/engine/effects/effect.ts `plainError`). */
export const CallError = z.object({ kind: z.string(), status: z.number().optional(), message: z.string(), body: z.unknown().optional() });

/** What every event carries besides its data (the runtime and the engine add them). */
export const EventBase = z.object({ type: z.string(), at: z.number(), screen: z.string() });

/** Who can send an event on a screen, and the data it sends with it. */
export interface EventSource {
  readonly kind: 'widget' | 'load' | 'poll' | 'call' | 'send' | 'kiosk-poll';
  readonly detail: string;
  /**
   * The fields the event carries besides `type`, `at` and `screen` (a widget's payload schema,
   * `{data}` of an answer, `{error}` of a failure); null when unknown (a widget that does not
   * declare it).
   */
  readonly payload: z.ZodType | null;
  /** For events that arrive on whatever screen is shown (kiosk-wide polls, background calls): where they are sent. */
  readonly anywhere?: { readonly file: string; readonly at: readonly PropertyKey[] };
}

export interface GraphScreen {
  readonly id: string;
  readonly flow: string;
  /** `flow/screen`, unique across flows. */
  readonly key: string;
  readonly widget: string;
  readonly path: string;
  readonly idle: IdlePolicy;
  /** An end screen (`"idle": "end"`): it needs no way out, the end-screen timeout returns home. */
  readonly end: boolean;
  readonly deepLink: boolean;
  readonly restore?: string;
  readonly description?: string;
  readonly load?: { readonly calls: readonly string[]; readonly done: string; readonly error?: string };
  readonly poll?: {
    readonly call: string;
    readonly done: string;
    readonly error?: string;
    readonly timeout?: string;
    readonly limit: boolean;
    readonly until: boolean;
  };
  /** Events this screen can receive, and from whom. */
  readonly events: ReadonlyMap<string, readonly EventSource[]>;
  /** Events the screen's own `on` lists (an empty list handles an event too). */
  readonly handles: readonly string[];
  /** False when the widget is not registered (the compiler reports it; its events are unknown). */
  readonly widgetKnown: boolean;
}

/** One entry of a transition list: a screen's `on` or `always`, or a flow-level `on` (`screen` null). */
export interface GraphTransition {
  /** `flow/screen:event[index]` (`always` for eventless entries), or `flow/*:event[index]` for flow-level entries: the coverage unit. */
  readonly key: string;
  readonly flow: string;
  readonly screen: string | null;
  /** The event of an `on` list; `always` for a screen's eventless list. */
  readonly event: string;
  readonly list: 'on' | 'always';
  readonly index: number;
  readonly goto?: string;
  /** The screen `goto` leads to as `flow/screen`; `@home` resolves to the main flow's start; `@back` and `@stay` to none. */
  readonly target?: string;
  readonly condition?: unknown;
  /** Named rules the condition uses. */
  readonly rules: readonly string[];
  readonly note?: string;
  readonly effects: number;
  /** The entry sends the browser away (`redirect`): a way out of the kiosk. */
  readonly redirects: boolean;
  /** Document path of the entry, e.g. `['screens', 'register', 'on', 'done', 1]`. */
  readonly at: readonly PropertyKey[];
  readonly file: string;
}

/** A kiosk-wide poll of the main flow: its events arrive on every screen. */
export interface GraphPoll {
  readonly call: string;
  readonly done: string;
  readonly error?: string;
  /** What the document gives that only a screen poll uses (`limit`, `timeout`). */
  readonly screenOnly: readonly ('limit' | 'timeout')[];
  readonly at: readonly PropertyKey[];
}

export interface GraphFlow {
  readonly id: string;
  readonly file: string;
  readonly start: string;
  readonly screens: readonly GraphScreen[];
  readonly transitions: readonly GraphTransition[];
  /** Events the flow-level `on` lists. */
  readonly handles: readonly string[];
  /** Kiosk-wide polls (`poll` of the flow; the runtime runs the main flow's). */
  readonly polls: readonly GraphPoll[];
}

/** Screens and transitions of every flow: what the checker, `flows:graph`, coverage and the dev page share. */
export interface FlowGraph {
  readonly main: string;
  readonly flows: readonly GraphFlow[];
}

/** Keys of a screen (`flow/screen`) and of a transition entry. */
export const screenKey = (flow: string, screen: string): string => `${flow}/${screen}`;
export const transitionKey = (flow: string, screen: string | null, event: string, index: number): string => `${flow}/${screen ?? '*'}:${event}[${index}]`;

/** Named rules a logic expression uses. */
export function rulesUsed(logic: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) for (const item of logic) rulesUsed(item, into);
  else if (logic !== null && typeof logic === 'object') {
    if (isOperation(logic) && 'rule' in logic) into.add(String(logic.rule));
    else for (const value of Object.values(logic)) rulesUsed(value, into);
  }
  return into;
}

/** A payload schema, or null when it tells nothing (`z.unknown()`: a widget that lists event names only). */
const known = (schema: z.ZodType | undefined): z.ZodType | null => (!schema || ['unknown', 'any'].includes(defOf(schema).type) ? null : schema);

/** `{data: <the answer>}`: what a call's or poll's answer event carries. */
const answered = (registry: Pick<EngineRegistry, 'calls'>, call: string) => z.object({ data: responseSchema(registry, call) ?? z.unknown() });
const failed = z.object({ error: CallError });

/** Options of `buildFlowGraph`. */
export interface GraphOptions {
  /** The type of a `send`'s `data` (json-logic over the context), for `event.data` of the event it sends; null: unknown. */
  readonly dataType?: (logic: unknown) => z.ZodType | null;
}

/**
 * Builds the graph of screens and transitions of parsed flow documents (flow language 2). The
 * main flow is the one the kiosk starts with: `@home` leads to its start screen, its flow-level
 * handlers apply to screens of flows that do not handle the event themselves, and its
 * kiosk-wide polls send their events on every screen.
 *
 * What each screen can receive, and from whom: its widget's events (from its literal props when
 * the widget derives them, `eventsFromProps`), its load's `done`/`error`, its poll's `done`,
 * `error` and `timeout`, the outcomes of calls and the `send`s of effects that end up on it, and
 * from anywhere the kiosk-wide polls and background calls. Effects of a transition belong to the
 * screen the step ends on (the engine stamps them at the end of the step): the screen itself, or
 * the targets of the gotos from that entry on.
 *
 * @example
 * const graph = buildFlowGraph([{ file: 'flows/visitor.flow.json', flow }], registry, 'visitor');
 * graph.flows[0].transitions.filter((t) => t.target === 'visitor/register');
 */
export function buildFlowGraph(
  flows: readonly ParsedFlow[],
  registry: Pick<EngineRegistry, 'widgets' | 'calls'>,
  main: string,
  options: GraphOptions = {},
): FlowGraph {
  const mainFlow = flows.find((f) => f.flow.id === main)?.flow ?? flows[0]?.flow;
  const mainFile = flows.find((f) => f.flow === mainFlow)?.file ?? '';
  const home = mainFlow ? screenKey(mainFlow.id, mainFlow.start) : undefined;
  const resolve = (flowId: string, goto: string | undefined): string | undefined => {
    if (!goto || goto === '@back' || goto === '@stay') return undefined;
    if (goto === '@home') return home;
    return goto.includes('/') ? goto : screenKey(flowId, goto);
  };
  const events = new Map<string, Map<string, EventSource[]>>();
  const add = (key: string, event: string, source: EventSource) => {
    let map = events.get(key);
    if (!map) events.set(key, (map = new Map()));
    const sources = map.get(event);
    if (sources) sources.push(source);
    else map.set(event, [source]);
  };
  const screenKeys = flows.flatMap(({ flow }) => Object.keys(flow.screens).map((id) => screenKey(flow.id, id)));
  const anywhere: Array<[string, EventSource]> = [];

  // what a screen itself sends: its widget, its load, its poll
  for (const { flow } of flows) {
    for (const [id, screen] of Object.entries(flow.screens)) {
      const key = screenKey(flow.id, id);
      events.set(key, new Map());
      const widget = registry.widgets[screen.widget];
      const widgetEvents = widget?.eventsFromProps?.(screen.props ?? {}) ?? widget?.events ?? {};
      for (const [event, payload] of Object.entries(widgetEvents))
        add(key, event, { kind: 'widget', detail: `widget ${screen.widget}`, payload: known(payload) });
      const load = loadOf(screen);
      if (load) {
        const calls = load.calls.join(', ');
        add(key, load.done, { kind: 'load', detail: `the load (${calls}) answered`, payload: z.object({}) });
        if (load.error)
          add(key, load.error, { kind: 'load', detail: `a call of the load (${calls}) failed`, payload: z.object({ error: CallError, call: z.string() }) });
      }
      const poll = pollOf(screen);
      if (poll) {
        add(key, poll.done, { kind: 'poll', detail: `poll ${poll.call} answered`, payload: answered(registry, poll.call) });
        if (poll.error) add(key, poll.error, { kind: 'poll', detail: `poll ${poll.call} failed`, payload: failed });
        if (poll.timeout && poll.limit) add(key, poll.timeout, { kind: 'poll', detail: `poll ${poll.call} reached its limit`, payload: z.object({}) });
      }
    }
  }
  mainFlow?.poll?.forEach((poll, i) => {
    const origin = { file: mainFile, at: ['poll', i] };
    anywhere.push([
      poll.done ?? 'done',
      { kind: 'kiosk-poll', detail: `kiosk-wide poll ${poll.call} answered`, payload: answered(registry, poll.call), anywhere: origin },
    ]);
    if (poll.error) anywhere.push([poll.error, { kind: 'kiosk-poll', detail: `kiosk-wide poll ${poll.call} failed`, payload: failed, anywhere: origin }]);
  });

  // what effects send, on the screens their step ends on
  const flowLevel: Array<{ flow: Flow; event: string; sources: Array<[string, EventSource]> }> = [];
  for (const { file, flow } of flows) {
    for (const { effect, at, list, screenEffect } of flowEffects(flow)) {
      const sent: Array<[string, EventSource]> = [];
      if ('call' in effect) {
        const origin = effect.background ? { anywhere: { file, at } } : {};
        const how = effect.background ? ' (background)' : '';
        if (effect.done)
          sent.push([effect.done, { kind: 'call', detail: `${effect.call} answered${how}`, payload: answered(registry, effect.call), ...origin }]);
        sent.push([effect.error ?? 'error', { kind: 'call', detail: `${effect.call} failed${how}`, payload: failed, ...origin }]);
        if (effect.background) {
          anywhere.push(...sent);
          continue;
        }
      } else if ('send' in effect) {
        const data = effect.data === undefined ? z.object({}) : z.object({ data: options.dataType?.(effect.data) ?? z.unknown() });
        sent.push([effect.send, { kind: 'send', detail: effect.after === undefined ? 'send' : 'send after a delay', payload: data }]);
      } else continue;
      let landing: string[] = [];
      if (screenEffect?.when === 'enter') landing = [screenKey(flow.id, screenEffect.screen)];
      else if (screenEffect) landing = exitTargets(flow, screenEffect.screen, resolve);
      else if (list && list.screen !== null) {
        const screen = flow.screens[list.screen] as Screen;
        const { targets, stays } = landingOf((list.kind === 'always' ? screen.always : screen.on?.[list.event]) ?? [], list.index, (goto) =>
          resolve(flow.id, goto),
        );
        landing = stays ? [...targets, screenKey(flow.id, list.screen)] : targets;
      } else if (list) {
        const { targets, stays } = landingOf(flow.on?.[list.event] ?? [], list.index, (goto) => resolve(flow.id, goto));
        landing = targets;
        // a flow-level list that may stay runs on the screens that receive its event (known once the rest is)
        if (stays) flowLevel.push({ flow, event: list.event, sources: sent });
      }
      for (const key of landing) for (const [event, source] of sent) if (events.has(key)) add(key, event, source);
    }
  }
  for (const key of screenKeys) for (const [event, source] of anywhere) add(key, event, source);
  for (const { flow, event, sources } of flowLevel) {
    for (const key of appliesTo(flows, mainFlow, flow, event)) {
      if (!events.get(key)?.has(event)) continue;
      for (const [sent, source] of sources) add(key, sent, source);
    }
  }

  return {
    main: mainFlow?.id ?? main,
    flows: flows.map(({ file, flow }) => {
      const screens = Object.entries(flow.screens).map(
        ([id, screen]): GraphScreen => ({
          id,
          flow: flow.id,
          key: screenKey(flow.id, id),
          widget: screen.widget,
          path: screen.path,
          idle: screen.idle ?? 'visit',
          end: screen.idle === 'end',
          deepLink: screen.deepLink ?? false,
          restore: screen.restore,
          description: screen.description,
          load: loadOf(screen),
          poll: pollOf(screen),
          events: events.get(screenKey(flow.id, id)) ?? new Map(),
          handles: Object.keys(screen.on ?? {}),
          widgetKnown: registry.widgets[screen.widget] !== undefined,
        }),
      );
      const entry =
        (screen: string | null, event: string, list: 'on' | 'always', at: readonly PropertyKey[]) =>
        (t: Transition, index: number): GraphTransition => ({
          key: transitionKey(flow.id, screen, event, index),
          flow: flow.id,
          screen,
          event,
          list,
          index,
          goto: t.goto,
          target: resolve(flow.id, t.goto),
          condition: t.if,
          rules: [...rulesUsed(t.if)],
          note: t.note,
          effects: t.do?.length ?? 0,
          redirects: t.do?.some((effect) => 'redirect' in effect) ?? false,
          at: [...at, index],
          file,
        });
      const transitions = [
        ...Object.entries(flow.screens).flatMap(([id, screen]) => [
          ...(screen.always ?? []).map(entry(id, 'always', 'always', ['screens', id, 'always'])),
          ...Object.entries(screen.on ?? {}).flatMap(([event, list]) => list.map(entry(id, event, 'on', ['screens', id, 'on', event]))),
        ]),
        ...Object.entries(flow.on ?? {}).flatMap(([event, list]) => list.map(entry(null, event, 'on', ['on', event]))),
      ];
      const polls = (flow.poll ?? []).map((poll, i) => ({
        call: poll.call,
        done: poll.done ?? 'done',
        error: poll.error,
        screenOnly: (['limit', 'timeout'] as const).filter((key) => poll[key] !== undefined),
        at: ['poll', i],
      }));
      return { id: flow.id, file, start: flow.start, screens, transitions, handles: Object.keys(flow.on ?? {}), polls };
    }),
  };
}

function loadOf(screen: Screen): GraphScreen['load'] {
  const load = screen.load;
  if (!load) return undefined;
  // a load whose calls are all optional never fails
  const canFail = load.calls.some((call) => !call.optional);
  return { calls: load.calls.map((c) => c.call), done: load.done ?? 'done', ...(canFail ? { error: load.error ?? 'error' } : {}) };
}

function pollOf(screen: Screen): GraphScreen['poll'] {
  const poll = screen.poll;
  if (!poll) return undefined;
  return {
    call: poll.call,
    done: poll.done ?? 'done',
    ...(poll.error ? { error: poll.error } : {}),
    ...(poll.timeout ? { timeout: poll.timeout } : {}),
    limit: poll.limit !== undefined,
    until: poll.until !== undefined,
  };
}

/**
 * Where the step that runs entry `index` of a list ends, as the engine runs a list
 * (step/dispatch.ts): an entry with a `goto` that ran wins; after one without, the list goes on
 * and the first `goto` that holds wins, so the step ends at the targets of the gotos from there
 * on, or stays on the screen (no unconditional goto, or `@stay`).
 */
function landingOf(entries: readonly Transition[], index: number, target: (goto: string) => string | undefined): { targets: string[]; stays: boolean } {
  const targets = new Set<string>();
  let stays = false;
  for (const [i, t] of entries.slice(index).entries()) {
    if (!t.goto) continue;
    if (t.goto === '@stay') stays = true;
    else {
      const to = target(t.goto);
      if (to !== undefined) targets.add(to);
    }
    // the entry whose effects these are held, so its own goto is taken
    if (i === 0 || t.if === undefined) return { targets: [...targets], stays };
  }
  return { targets: [...targets], stays: true };
}

/** The screens a screen's `exit` effects end up on: wherever its own transitions lead. */
function exitTargets(flow: Flow, id: string, resolve: (flow: string, goto: string | undefined) => string | undefined): string[] {
  const screen = flow.screens[id] as Screen;
  const lists = [...(screen.always ? [screen.always] : []), ...Object.values(screen.on ?? {})];
  return [...new Set(lists.flatMap((list) => list.flatMap((t) => (t.goto ? [resolve(flow.id, t.goto)] : []))))].filter(
    (key): key is string => key !== undefined,
  );
}

/**
 * The screens whose `event` a flow-level list handles, as the engine dispatches (step/dispatch.ts):
 * the flow's screens that do not handle it, and for the main flow the screens of flows that handle
 * it neither on the screen nor at flow level.
 */
function appliesTo(flows: readonly ParsedFlow[], mainFlow: Flow | undefined, owner: Flow, event: string): string[] {
  return flows.flatMap(({ flow }) => {
    const covered = flow === owner || (owner === mainFlow && !flow.on?.[event]);
    if (!covered) return [];
    return Object.entries(flow.screens)
      .filter(([, screen]) => !screen.on?.[event])
      .map(([id]) => screenKey(flow.id, id));
  });
}

/**
 * The transitions that can leave a screen: its `always` entries, its own entries for events it
 * can receive, and the flow-level entries (of its flow, else of the main flow) for events it can
 * receive but does not handle itself, as the engine dispatches them.
 */
export function outgoing(graph: FlowGraph, screen: GraphScreen): GraphTransition[] {
  const flow = graph.flows.find((f) => f.id === screen.flow);
  const main = graph.flows.find((f) => f.id === graph.main);
  if (!flow) return [];
  const own = flow.transitions.filter((t) => t.screen === screen.id);
  const handled = new Set(screen.handles);
  const flowLevel = [...screen.events.keys()]
    .filter((event) => !handled.has(event))
    .flatMap((event) => {
      const list = flow.transitions.filter((t) => t.screen === null && t.event === event);
      return list.length > 0 ? list : (main?.transitions.filter((t) => t.screen === null && t.event === event) ?? []);
    });
  // a screen whose widget is unknown (the compiler's error) may send what it handles: its screens stay reachable
  return [...own.filter((t) => t.list === 'always' || !screen.widgetKnown || screen.events.has(t.event)), ...flowLevel];
}
