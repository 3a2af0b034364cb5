import { transitionLabel } from '../graph/graphView.ts';
import type { GraphTransition } from '../graph/flowGraph.ts';
import type { CoverageReport } from './coverage.ts';

/** The name the gate's test starts with (tests/golden/fixtures.test.tsx): `npm run fixtures` reports it apart from the fixtures. */
export const COVERAGE_GATE = 'transition coverage';

/**
 * What a transition entry is, whatever its index: flow, screen, event, where it goes, its condition
 * and note. The explorer's untaken list matches entries by it, so an entry inserted before another in the same
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
}

/**
 * The transition coverage gate: every transition entry of every flow is taken by a fixture
 * (hand-written or generated), or declared `"unreachable"` in its flow document with why. A declared
 * one that a fixture takes is refused, so a declaration cannot hide a path. The explorer's list of
 * what it could not take (tests/fixtures/untaken.json) is no excuse: it only says why, next to each
 * untaken transition the gate names ({@link formatGate}). What an integrator adds is taken by a
 * fixture, or declared, or the gate fails.
 *
 * @example
 * const findings = coverageGate(flowCoverage(graph, runs), graph.flows.flatMap((f) => f.transitions));
 * findings.untaken.length === 0 && findings.declaredButTaken.length === 0; // the gate passes
 */
export function coverageGate(report: CoverageReport, transitions: readonly GraphTransition[]): GateFindings {
  const taken = new Set(report.flows.flatMap((flow) => flow.transitions.exercised));
  const by = (key: string) => report.flows.flatMap((flow) => flow.by[key] ?? []);
  return {
    untaken: transitions.filter((t) => !taken.has(t.key) && t.unreachable === undefined),
    declaredButTaken: transitions.filter((t) => taken.has(t.key) && t.unreachable !== undefined).map((transition) => ({ transition, by: by(transition.key) })),
  };
}

/**
 * The gate's findings as lines, each transition at its file and document path, with what to do;
 * under an untaken one, why the explorer could not take it when its list (`listed`, by key, matched
 * by {@link entrySignature}) says.
 */
export function formatGate(findings: GateFindings, listed: ReadonlyMap<string, { readonly entry: string; readonly why: string }> = new Map()): string[] {
  const where = (t: GraphTransition) =>
    `${t.file} ${t.at.map(String).join('.')}: ${t.screen ?? '*'} ${t.list === 'always' ? '' : 'on '}${transitionLabel(t, 60)} [${t.index}]`;
  const whyByEntry = new Map([...listed.values()].map((l) => [l.entry, l.why]));
  const lines: string[] = [];
  if (findings.untaken.length > 0)
    lines.push(
      `${findings.untaken.length} transition(s) no fixture takes (run \`npm run fixtures:generate\`, write a fixture, or declare the entry "unreachable" with why):`,
      ...findings.untaken.flatMap((t) => {
        const why = whyByEntry.get(entrySignature(t));
        return [`  ${where(t)}`, ...(why === undefined ? [] : [`      the explorer: ${why}`])];
      }),
    );
  if (findings.declaredButTaken.length > 0)
    lines.push(
      `${findings.declaredButTaken.length} transition(s) declared "unreachable" that a fixture takes (remove the declaration):`,
      ...findings.declaredButTaken.map(({ transition, by }) => `  ${where(transition)}  taken by ${by.join(', ')}`),
    );
  return lines;
}
