import { z } from 'zod';
import { EventBase, type FlowGraph, type GraphScreen } from '../graph/flowGraph.ts';
import type { SlotScope } from './flowLogic.ts';
import { unionOf } from './zodWalk.ts';

/**
 * The screens whose `event` a list of `scope` handles: the screen of a screen list; for a
 * flow-level list the screens it applies to as the engine dispatches (src/engine/step/dispatch.ts):
 * the flow's screens that do not handle the event, and for the main flow those of flows without
 * a flow-level list of their own.
 */
function handlingScreens(graph: FlowGraph, flow: string, screen: string | null, event: string): GraphScreen[] {
  const owner = graph.flows.find((f) => f.id === flow);
  if (!owner) return [];
  if (screen !== null) return owner.screens.filter((s) => s.id === screen);
  return graph.flows
    .flatMap((f) => (f.id === flow || (flow === graph.main && !f.handles.includes(event)) ? f.screens : []))
    .filter((s) => !s.handles.includes(event));
}

/**
 * What `event` holds where a json-logic value is evaluated (issue 10 item 2): for a transition
 * list, the union of what the event's senders send on the screens it handles it on (a widget's
 * payload schema, `data` of an answer, `error` of a failure, a send's `data`), each with `type`,
 * `at` and `screen`; for an `always` list only `type`, `at` and `screen`. Undefined where there is
 * no event (props, `enter`, loads, polls); null where a sender's payload is unknown or nobody
 * sends the event (then nothing is said about its paths).
 *
 * @example
 * eventPayload(graph, { kind: 'handler', flow: 'visitor', screen: 'questionary', event: 'next' });
 * // the Questionary's `next` payload with type, at and screen
 */
export function eventPayload(graph: FlowGraph, scope: SlotScope): z.ZodType | null | undefined {
  if (scope.kind === 'none') return undefined;
  if (scope.kind === 'always') return EventBase;
  const sources = handlingScreens(graph, scope.flow, scope.screen, scope.event).flatMap((s) => s.events.get(scope.event) ?? []);
  if (sources.length === 0 || sources.some((s) => s.payload === null)) return null;
  const payloads = [...new Set(sources.map((s) => s.payload as z.ZodType))];
  return unionOf(payloads.map((payload) => z.intersection(payload, EventBase)));
}
