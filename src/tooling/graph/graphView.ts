import { describeLogic } from '../trace/describeLogic.ts';
import type { FlowGraph, GraphTransition } from './flowGraph.ts';

/** A node of a drawn flow: a screen, or a stand-in for "any screen" (flow-level events), "the previous screen", home and the browser leaving the kiosk. */
export interface ViewNode {
  readonly id: string;
  readonly label: string;
  readonly detail: string;
  readonly kind: 'screen' | 'start' | 'end' | 'any' | 'back' | 'home' | 'away' | 'elsewhere';
}

/** A drawn transition: one `goto` entry of an event's list. */
export interface ViewEdge {
  /** The transition's key (see `transitionKey`): what coverage and traces refer to. */
  readonly key: string;
  readonly from: string;
  readonly to: string;
  readonly event: string;
  readonly label: string;
  readonly kind: 'goto' | 'home' | 'back' | 'stay' | 'flow' | 'redirect';
}

export interface FlowView {
  readonly flow: string;
  readonly file: string;
  readonly nodes: readonly ViewNode[];
  readonly edges: readonly ViewEdge[];
}

export const ANY_NODE = '*';
export const BACK_NODE = '@back';
export const HOME_NODE = '@home';
export const AWAY_NODE = '@redirect';

/** The label of a transition: its event, and its condition in short (named rules by name). */
export function transitionLabel(t: Pick<GraphTransition, 'event' | 'condition'>, max = 48): string {
  return t.condition === undefined ? t.event : `${t.event}: ${describeLogic(t.condition, max)}`;
}

/**
 * What to draw of one flow: its screens (end screens, `"idle": "end"`, double-framed), the entries
 * with a `goto` as edges (`always` entries labelled "always", flow-level ones from "any screen",
 * `@back` to "the previous screen", `@home` to "home": the main flow's start with the visitor's
 * data cleared), entries that `redirect` to "redirect" (the browser leaves the kiosk), and screens
 * of other flows it leads to. Shared by `flows:graph` (Mermaid, DOT, SVG) and the development page.
 *
 * @example
 * const view = flowView(graph, 'visitor');
 * view.edges.filter((e) => e.from === 'register');
 */
export function flowView(graph: FlowGraph, flowId: string): FlowView {
  const flow = graph.flows.find((f) => f.id === flowId);
  if (!flow) throw new Error(`unknown flow "${flowId}"`);
  const nodes: ViewNode[] = flow.screens.map((s) => ({
    id: s.id,
    label: s.id,
    detail: s.widget,
    kind: s.id === flow.start ? 'start' : s.end ? 'end' : 'screen',
  }));
  const edges: ViewEdge[] = [];
  const node = (target: string): string => {
    const [f, s] = target.split('/', 2) as [string, string];
    if (f === flowId) return s;
    if (!nodes.some((n) => n.id === target)) nodes.push({ id: target, label: target, detail: 'other flow', kind: 'elsewhere' });
    return target;
  };
  for (const t of flow.transitions) {
    const from = t.screen ?? ANY_NODE;
    const label = transitionLabel(t);
    if (t.redirects && !t.goto) {
      edges.push({ key: t.key, from, to: AWAY_NODE, event: t.event, label, kind: 'redirect' });
      continue;
    }
    if (!t.goto) {
      // an entry without goto stays: drawn when it decides so (a condition)
      if (t.screen && t.condition !== undefined) edges.push({ key: t.key, from, to: from, event: t.event, label, kind: 'stay' });
      continue;
    }
    if (t.goto === '@back') {
      edges.push({ key: t.key, from, to: BACK_NODE, event: t.event, label, kind: 'back' });
      continue;
    }
    if (t.goto === '@home') {
      edges.push({ key: t.key, from, to: HOME_NODE, event: t.event, label, kind: 'home' });
      continue;
    }
    if (!t.target) continue;
    edges.push({ key: t.key, from, to: node(t.target), event: t.event, label, kind: t.screen === null ? 'flow' : 'goto' });
  }
  if (edges.some((e) => e.from === ANY_NODE)) nodes.push({ id: ANY_NODE, label: 'any screen', detail: 'flow-level events', kind: 'any' });
  if (edges.some((e) => e.to === BACK_NODE)) nodes.push({ id: BACK_NODE, label: 'previous screen', detail: '@back', kind: 'back' });
  if (edges.some((e) => e.to === HOME_NODE)) nodes.push({ id: HOME_NODE, label: 'home', detail: 'start, visitor forgotten', kind: 'home' });
  if (edges.some((e) => e.to === AWAY_NODE)) nodes.push({ id: AWAY_NODE, label: 'redirect', detail: 'the browser leaves the kiosk', kind: 'away' });
  return { flow: flow.id, file: flow.file, nodes, edges };
}
