import { transitionLabel } from '../graph/graphView.ts';
import type { GraphTransition } from '../graph/flowGraph.ts';
import type { CoverageReport } from './coverage.ts';

/** The name the gate's test starts with (tests/golden/fixtures.test.tsx): `npm run fixtures` reports it apart from the fixtures. */
export const COVERAGE_GATE = 'transition coverage';

/**
 * What a transition entry is, whatever its index: flow, screen, event, where it goes, its condition
 * and note. The untaken list matches entries by it, so an entry inserted before another in the same
 * list (a step added to the `next` table) does not make the list name the wrong one.
 */
export function entrySignature(t: Pick<GraphTransition, 'flow' | 'screen' | 'event' | 'goto' | 'condition' | 'note'>): string {
  return JSON.stringify([t.flow, t.screen, t.event, t.goto ?? null, t.condition ?? null, t.note ?? null]);
}

/** What the coverage gate of `npm test` refuses (issue 40 §2). */
export interface GateFindings {
  /** Transitions no fixture takes and the document does not declare unreachable. */
  readonly untaken: readonly GraphTransition[];
  /** Transitions declared `"unreachable"` that a fixture takes: the declaration is wrong. */
  readonly declaredButTaken: readonly { readonly transition: GraphTransition; readonly by: readonly string[] }[];
  /** Entries of the untaken list (tests/fixtures/untaken.json) a fixture now takes, or that no flow has any more: not a failure, `npm run fixtures:generate` rewrites the list. */
  readonly listedButTaken: readonly { readonly key: string; readonly by: readonly string[] }[];
}

/**
 * The transition coverage gate: every transition entry of every flow is taken by a fixture
 * (hand-written or generated), or declared `"unreachable"` in its flow document with why, or on
 * the explorer's list of transitions it could not take (`listed`, tests/fixtures/untaken.json,
 * matched by `entrySignature`). A declared one that a fixture takes is refused, so a declaration
 * cannot hide a path; a listed one a fixture takes is only reported (`listedButTaken`), and
 * `npm run fixtures:generate` drops it from the list. What an integrator adds is taken by a fixture,
 * or the gate fails.
 *
 * @example
 * const findings = coverageGate(flowCoverage(graph, runs), graph.flows.flatMap((f) => f.transitions));
 * findings.untaken.length === 0 && findings.declaredButTaken.length === 0; // the gate passes
 */
export function coverageGate(
  report: CoverageReport,
  transitions: readonly GraphTransition[],
  listed: ReadonlyMap<string, { readonly entry: string }> = new Map(),
): GateFindings {
  const taken = new Set(report.flows.flatMap((flow) => flow.transitions.exercised));
  const by = (key: string) => report.flows.flatMap((flow) => flow.by[key] ?? []);
  const listedEntries = new Set([...listed.values()].map((l) => l.entry));
  const untakenEntries = new Set(transitions.filter((t) => !taken.has(t.key)).map(entrySignature));
  return {
    listedButTaken: [...listed].filter(([, l]) => !untakenEntries.has(l.entry)).map(([key]) => ({ key, by: by(key) })),
    untaken: transitions.filter((t) => !taken.has(t.key) && t.unreachable === undefined && !listedEntries.has(entrySignature(t))),
    declaredButTaken: transitions.filter((t) => taken.has(t.key) && t.unreachable !== undefined).map((transition) => ({ transition, by: by(transition.key) })),
  };
}

/** The gate's findings as lines, each transition at its file and document path, with what to do. */
export function formatGate(findings: Omit<GateFindings, 'listedButTaken'>): string[] {
  const where = (t: GraphTransition) =>
    `${t.file} ${t.at.map(String).join('.')}: ${t.screen ?? '*'} ${t.list === 'always' ? '' : 'on '}${transitionLabel(t, 60)} [${t.index}]`;
  const lines: string[] = [];
  if (findings.untaken.length > 0)
    lines.push(
      `${findings.untaken.length} transition(s) no fixture takes (run \`npm run fixtures:generate\`, write a fixture, or declare the entry "unreachable" with why):`,
      ...findings.untaken.map((t) => `  ${where(t)}`),
    );
  if (findings.declaredButTaken.length > 0)
    lines.push(
      `${findings.declaredButTaken.length} transition(s) declared "unreachable" that a fixture takes (remove the declaration):`,
      ...findings.declaredButTaken.map(({ transition, by }) => `  ${where(transition)}  taken by ${by.join(', ')}`),
    );
  return lines;
}
