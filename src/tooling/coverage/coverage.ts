import type { TraceEntry } from '../../engine/types.ts';
import { transitionKey, type FlowGraph, type GraphTransition } from '../graph/flowGraph.ts';

/** The engine traces of one run (a fixture), in order, as the runtime produced them. */
export interface CoverageRun {
  readonly name: string;
  readonly traces: readonly TraceEntry[];
  /** The flow the run started in (default: the graph's main flow). */
  readonly flow?: string;
}

export interface FlowCoverage {
  readonly flow: string;
  readonly file: string;
  readonly screens: { readonly total: number; readonly visited: readonly string[]; readonly missed: readonly string[] };
  readonly transitions: { readonly total: number; readonly exercised: readonly string[]; readonly missed: readonly GraphTransition[] };
  /** For each screen and transition key, the runs that reached it. */
  readonly by: Readonly<Record<string, readonly string[]>>;
}

export interface CoverageReport {
  readonly runs: readonly string[];
  readonly flows: readonly FlowCoverage[];
}

/**
 * Flow coverage from runtime traces: which screens the runs showed and which transition entries
 * (screen, event, entry index; flow-level entries as screen `*`) they took, per flow, and which
 * they never did. An entry counts as exercised when its condition held (entries without one
 * always hold when reached).
 *
 * @example
 * const report = flowCoverage(graph, [{ name: 'approved.fixture.json', traces }]);
 * report.flows[0].screens.missed; // ['approvalDeclined', ...]
 */
export function flowCoverage(graph: FlowGraph, runs: readonly CoverageRun[]): CoverageReport {
  const hits = new Map<string, Set<string>>();
  const hit = (key: string, run: string) => (hits.get(key) ?? hits.set(key, new Set()).get(key))?.add(run);
  const hasFlowLevel = (flow: string, event: string) =>
    graph.flows.find((f) => f.id === flow)?.transitions.some((t) => t.screen === null && t.event === event) ?? false;

  for (const run of runs) {
    const main = graph.flows.find((f) => f.id === (run.flow ?? graph.main));
    if (main) hit(`${main.id}/${main.start}`, run.name);
    for (const entry of run.traces) {
      if (entry.event === '@restore') {
        if (entry.to) hit(`${entry.toFlow ?? entry.flow}/${entry.to}`, run.name);
        continue;
      }
      hit(`${entry.flow}/${entry.screen}`, run.name);
      for (const check of entry.checks) {
        if (!check.matched) continue;
        // a flow-level list is the current flow's when it has one for the event, else the main flow's
        const owner = check.source === 'flow' ? (hasFlowLevel(entry.flow, entry.event) ? entry.flow : (main?.id ?? graph.main)) : entry.flow;
        hit(transitionKey(owner, check.source === 'flow' ? null : entry.screen, entry.event, check.index), run.name);
      }
      if (entry.to) hit(`${entry.toFlow ?? entry.flow}/${entry.to}`, run.name);
    }
  }

  const by: Record<string, string[]> = {};
  for (const [key, names] of hits) by[key] = [...names].sort();
  return {
    runs: runs.map((r) => r.name),
    flows: graph.flows.map((flow) => {
      const screenKeys = flow.screens.map((s) => `${flow.id}/${s.id}`);
      return {
        flow: flow.id,
        file: flow.file,
        screens: {
          total: flow.screens.length,
          visited: flow.screens.filter((s) => hits.has(`${flow.id}/${s.id}`)).map((s) => s.id),
          missed: flow.screens.filter((s) => !hits.has(`${flow.id}/${s.id}`)).map((s) => s.id),
        },
        transitions: {
          total: flow.transitions.length,
          exercised: flow.transitions.filter((t) => hits.has(t.key)).map((t) => t.key),
          missed: flow.transitions.filter((t) => !hits.has(t.key)),
        },
        by: Object.fromEntries(Object.entries(by).filter(([key]) => key.startsWith(`${flow.id}/`) || screenKeys.includes(key))),
      };
    }),
  };
}
