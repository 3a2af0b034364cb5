import type { EngineRegistry } from '../../engine/compile.ts';
import { isOperation } from '../../engine/logic.ts';
import type { Transition } from '../../engine/schema.ts';
import type { IdlePolicy } from '../../engine/types.ts';
import type { ParsedFlow } from '../check/flowLogic.ts';
import { type EventSource, type GraphOptions, loadOf, pollOf, type ScreenLoad, type ScreenPoll, screenEvents } from './screenEvents.ts';

export type { ParsedFlow };
export { EventBase, type EventSource, type GraphOptions } from './screenEvents.ts';
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
  readonly load?: ScreenLoad;
  readonly poll?: ScreenPoll;
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
  /** Declared unreachable in the document, with why (`"unreachable"`): the coverage gate accepts it untaken. */
  readonly unreachable?: string;
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

/**
 * Builds the graph of screens and transitions of parsed flow documents (flow language 2). The
 * main flow is the one the kiosk starts with: `@home` leads to its start screen, its flow-level
 * handlers apply to screens of flows that do not handle the event themselves, and its
 * kiosk-wide polls send their events on every screen. What each screen can receive, and from
 * whom, is `screenEvents` (screenEvents.ts).
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
  const home = mainFlow ? screenKey(mainFlow.id, mainFlow.start) : undefined;
  const resolve = (flowId: string, goto: string | undefined): string | undefined => {
    if (!goto || goto === '@back' || goto === '@stay') return undefined;
    if (goto === '@home') return home;
    return goto.includes('/') ? goto : screenKey(flowId, goto);
  };
  const events = screenEvents({ flows, registry, mainFlow, resolve, dataType: options.dataType });

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
          ...(t.unreachable === undefined ? {} : { unreachable: t.unreachable }),
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
