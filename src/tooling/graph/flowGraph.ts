import type { EngineRegistry } from '../../engine/compile.ts';
import { isOperation } from '../../engine/logic.ts';
import type { Effect, Flow, Transition } from '../../engine/schema.ts';

/** A flow document that passed the flow schema, with its file. */
export interface ParsedFlow {
  readonly file: string;
  readonly flow: Flow;
}

/** Who can send an event on a screen: the widget, a poll, a timer, a call's result, a `send`. */
export interface EventSource {
  readonly kind: 'widget' | 'poll' | 'timer' | 'call' | 'send' | 'watch';
  readonly detail: string;
  /** Set for events that arrive on whatever screen is shown (watches, background calls): where they come from. */
  readonly anywhere?: { readonly file: string; readonly at: readonly PropertyKey[] };
}

export interface GraphScreen {
  readonly id: string;
  readonly flow: string;
  /** `flow/screen`, unique across flows. */
  readonly key: string;
  readonly widget: string;
  readonly path: string;
  readonly end: boolean;
  readonly idle: 'home' | 'none';
  readonly deepLink: boolean;
  readonly restore?: string;
  readonly description?: string;
  readonly poll?: { readonly call: string; readonly then: string; readonly onTimeout?: string; readonly timeout: boolean };
  /** Events this screen can receive, and from whom. */
  readonly events: ReadonlyMap<string, readonly EventSource[]>;
  /** Events the screen's own `on` lists (an empty list handles an event too). */
  readonly handles: readonly string[];
  /** False when the widget is not registered (the compiler reports it; its events are unknown). */
  readonly widgetKnown: boolean;
}

/** One entry of an event's ordered transition list: a screen's own, or a flow-level one (`screen` null). */
export interface GraphTransition {
  /** `flow/screen:event[index]`, or `flow/*:event[index]` for flow-level entries: the coverage unit. */
  readonly key: string;
  readonly flow: string;
  readonly screen: string | null;
  readonly event: string;
  readonly index: number;
  readonly goto?: string;
  /** The screen `goto` leads to as `flow/screen`; `@home` resolves to the main flow's start; `@back` and `@stay` to none. */
  readonly target?: string;
  readonly condition?: unknown;
  /** Named rules the condition uses. */
  readonly rules: readonly string[];
  readonly note?: string;
  readonly effects: number;
  /** Document path of the entry, e.g. `['screens', 'register', 'on', 'registered', 1]`. */
  readonly at: readonly PropertyKey[];
  readonly file: string;
}

export interface GraphFlow {
  readonly id: string;
  readonly file: string;
  readonly start: string;
  readonly screens: readonly GraphScreen[];
  readonly transitions: readonly GraphTransition[];
  /** Events the flow-level `on` lists. */
  readonly handles: readonly string[];
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

/**
 * Events an effect list can send: call results (`then`, `catch`, else the flow-level `error`) and
 * `send`. Results of `background` calls arrive on whatever screen is shown by then: they go to
 * `anywhere` when given.
 */
function effectEvents(
  effects: readonly Effect[] | undefined,
  add: (event: string, source: EventSource) => void,
  anywhere?: { readonly add: (event: string, source: EventSource) => void; readonly file: string; readonly at: readonly PropertyKey[] },
): void {
  for (const [i, effect] of (effects ?? []).entries()) {
    if ('call' in effect && effect.background && anywhere) {
      const origin = { file: anywhere.file, at: [...anywhere.at, i] };
      if (effect.then) anywhere.add(effect.then, { kind: 'call', detail: `${effect.call} answered (background)`, anywhere: origin });
      anywhere.add(effect.catch ?? 'error', { kind: 'call', detail: `${effect.call} failed (background)`, anywhere: origin });
    } else if ('call' in effect && effect.background) {
      continue;
    } else if ('call' in effect) {
      if (effect.then) add(effect.then, { kind: 'call', detail: `${effect.call} answered` });
      add(effect.catch ?? 'error', { kind: 'call', detail: `${effect.call} failed` });
    } else if ('send' in effect) add(effect.send, { kind: 'send', detail: effect.after === undefined ? 'send' : 'send after a delay' });
  }
}

/**
 * Builds the graph of screens and transitions of parsed flow documents. The main flow is the one
 * the kiosk starts with: `@home` leads to its start screen and its flow-level handlers apply to
 * screens of flows that do not handle the event themselves.
 *
 * @example
 * const graph = buildFlowGraph([{ file: 'flows/visitor.flow.json', flow }], registry, 'visitor');
 * graph.flows[0].transitions.filter((t) => t.target === 'visitor/register');
 */
export function buildFlowGraph(flows: readonly ParsedFlow[], registry: Pick<EngineRegistry, 'widgets'>, main: string): FlowGraph {
  const mainFlow = flows.find((f) => f.flow.id === main)?.flow ?? flows[0]?.flow;
  const home = mainFlow ? screenKey(mainFlow.id, mainFlow.start) : undefined;
  const resolve = (flowId: string, goto: string | undefined): string | undefined => {
    if (!goto || goto === '@back' || goto === '@stay') return undefined;
    if (goto === '@home') return home;
    return goto.includes('/') ? goto : screenKey(flowId, goto);
  };
  const transitionsOf = (
    flow: Flow,
    file: string,
    screen: string | null,
    on: Readonly<Record<string, readonly Transition[]>> | undefined,
    at: readonly PropertyKey[],
  ): GraphTransition[] =>
    Object.entries(on ?? {}).flatMap(([event, list]) =>
      list.map((t, index) => ({
        key: transitionKey(flow.id, screen, event, index),
        flow: flow.id,
        screen,
        event,
        index,
        goto: t.goto,
        target: resolve(flow.id, t.goto),
        condition: t.if,
        rules: [...rulesUsed(t.if)],
        note: t.note,
        effects: t.do?.length ?? 0,
        at: [...at, 'on', event, index],
        file,
      })),
    );

  // events that can arrive on any screen: the main flow's background polls (watch) and the
  // results of background calls anywhere
  const anywhere = new Map<string, EventSource[]>();
  const addAnywhere = (event: string, source: EventSource) => void (anywhere.get(event) ?? anywhere.set(event, []).get(event))?.push(source);
  const mainFile = flows.find((f) => f.flow === mainFlow)?.file ?? '';
  mainFlow?.watch?.forEach((watch, i) => {
    const origin = { file: mainFile, at: ['watch', i] };
    addAnywhere(watch.then, { kind: 'watch', detail: `watch ${watch.call} answered`, anywhere: origin });
    if (watch.onError) addAnywhere(watch.onError, { kind: 'watch', detail: `watch ${watch.call} failed`, anywhere: origin });
  });
  const ignore = () => undefined;
  for (const { file, flow } of flows) {
    const background = (at: readonly PropertyKey[]) => ({ add: addAnywhere, file, at });
    for (const [event, list] of Object.entries(flow.on ?? {})) list.forEach((t, i) => effectEvents(t.do, ignore, background(['on', event, i, 'do'])));
    for (const [id, screen] of Object.entries(flow.screens)) {
      for (const [event, list] of Object.entries(screen.on ?? {}))
        list.forEach((t, i) => effectEvents(t.do, ignore, background(['screens', id, 'on', event, i, 'do'])));
      effectEvents(screen.enter, ignore, background(['screens', id, 'enter']));
      effectEvents(screen.exit, ignore, background(['screens', id, 'exit']));
    }
  }

  return {
    main: mainFlow?.id ?? main,
    flows: flows.map(({ file, flow }) => {
      const flowLevelEvents = new Map<string, EventSource[]>(anywhere);
      for (const list of Object.values(flow.on ?? {})) {
        for (const t of list)
          effectEvents(t.do, (event, source) => void (flowLevelEvents.get(event) ?? flowLevelEvents.set(event, []).get(event))?.push(source));
      }
      const screens = Object.entries(flow.screens).map(([id, screen]): GraphScreen => {
        const events = new Map<string, EventSource[]>();
        const add = (event: string, source: EventSource) => (events.get(event) ?? events.set(event, []).get(event))?.push(source);
        for (const event of registry.widgets[screen.widget]?.events ?? []) add(event, { kind: 'widget', detail: `widget ${screen.widget}` });
        if (screen.poll) {
          add(screen.poll.then, { kind: 'poll', detail: `poll ${screen.poll.call} done` });
          if (screen.poll.onTimeout) add(screen.poll.onTimeout, { kind: 'poll', detail: `poll ${screen.poll.call} timed out` });
          if (screen.poll.onError) add(screen.poll.onError, { kind: 'poll', detail: `poll ${screen.poll.call} failed` });
        }
        screen.after?.forEach((timer) => add(timer.send, { kind: 'timer', detail: `timer of ${JSON.stringify(timer.ms)} ms` }));
        effectEvents(screen.enter, add);
        effectEvents(screen.exit, add);
        for (const list of Object.values(screen.on ?? {})) for (const t of list) effectEvents(t.do, add);
        for (const [event, sources] of flowLevelEvents) for (const source of sources) add(event, source);
        return {
          id,
          flow: flow.id,
          key: screenKey(flow.id, id),
          widget: screen.widget,
          path: screen.path,
          end: screen.end ?? false,
          idle: screen.idle ?? 'home',
          deepLink: screen.deepLink ?? false,
          restore: screen.restore,
          description: screen.description,
          poll: screen.poll
            ? { call: screen.poll.call, then: screen.poll.then, onTimeout: screen.poll.onTimeout, timeout: screen.poll.timeout !== undefined }
            : undefined,
          events,
          handles: Object.keys(screen.on ?? {}),
          widgetKnown: registry.widgets[screen.widget] !== undefined,
        };
      });
      const transitions = [
        ...Object.entries(flow.screens).flatMap(([id, screen]) => transitionsOf(flow, file, id, screen.on, ['screens', id])),
        ...transitionsOf(flow, file, null, flow.on, []),
      ];
      return { id: flow.id, file, start: flow.start, screens, transitions, handles: Object.keys(flow.on ?? {}) };
    }),
  };
}

/**
 * The transitions that can leave a screen: its own entries for events it can receive, and the
 * flow-level entries (of its flow, else of the main flow) for events it can receive but does not
 * handle itself, as the engine dispatches them.
 */
export function outgoing(graph: FlowGraph, screen: GraphScreen): GraphTransition[] {
  const flow = graph.flows.find((f) => f.id === screen.flow);
  const main = graph.flows.find((f) => f.id === graph.main);
  if (!flow) return [];
  const own = flow.transitions.filter((t) => t.screen === screen.id);
  const handled = new Set(own.map((t) => t.event));
  const flowLevel = [...screen.events.keys()]
    .filter((event) => !handled.has(event))
    .flatMap((event) => {
      const list = flow.transitions.filter((t) => t.screen === null && t.event === event);
      return list.length > 0 ? list : (main?.transitions.filter((t) => t.screen === null && t.event === event) ?? []);
    });
  return [...own.filter((t) => screen.events.has(t.event)), ...flowLevel];
}
