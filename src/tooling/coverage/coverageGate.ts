import { transitionLabel } from '../graph/graphView.ts';
import type { GraphTransition } from '../graph/flowGraph.ts';
import type { CoverageReport } from './coverage.ts';

/** The name the gate's test starts with (tests/golden/fixtures.test.tsx): `npm run fixtures` reports it apart from the fixtures. */
export const COVERAGE_GATE = 'transition coverage';

/** What the coverage gate of `npm test` refuses (issue 40 §2). */
export interface GateFindings {
  /** Transitions no fixture takes and the document does not declare unreachable. */
  readonly untaken: readonly GraphTransition[];
  /** Transitions declared `"unreachable"` that a fixture takes: the declaration is wrong. */
  readonly declaredButTaken: readonly { readonly transition: GraphTransition; readonly by: readonly string[] }[];
  /** Entries of the untaken list (tests/fixtures/untaken.json) a fixture now takes, or that no flow has any more. */
  readonly listedButTaken: readonly { readonly key: string; readonly by: readonly string[] }[];
}

/**
 * The transition coverage gate: every transition entry of every flow is taken by a fixture
 * (hand-written or generated), or declared `"unreachable"` in its flow document with why, or on
 * the explorer's list of transitions it could not take (`listed`, tests/fixtures/untaken.json). A
 * declared or listed one that a fixture does take is refused, so neither can hide a path, and the
 * list only shrinks: what an integrator adds is taken by a fixture or the gate fails.
 *
 * @example
 * const findings = coverageGate(flowCoverage(graph, runs), graph.flows.flatMap((f) => f.transitions));
 * findings.untaken.length === 0 && findings.declaredButTaken.length === 0; // the gate passes
 */
export function coverageGate(report: CoverageReport, transitions: readonly GraphTransition[], listed: ReadonlyMap<string, string> = new Map()): GateFindings {
  const taken = new Set(report.flows.flatMap((flow) => flow.transitions.exercised));
  const by = (key: string) => report.flows.flatMap((flow) => flow.by[key] ?? []);
  const exists = new Set(transitions.map((t) => t.key));
  return {
    listedButTaken: [...listed.keys()].filter((key) => taken.has(key) || !exists.has(key)).map((key) => ({ key, by: by(key) })),
    untaken: transitions.filter((t) => !taken.has(t.key) && t.unreachable === undefined && !listed.has(t.key)),
    declaredButTaken: transitions.filter((t) => taken.has(t.key) && t.unreachable !== undefined).map((transition) => ({ transition, by: by(transition.key) })),
  };
}

/** The gate's findings as lines, each transition at its file and document path, with what to do. */
export function formatGate(findings: GateFindings): string[] {
  const where = (t: GraphTransition) =>
    `${t.file} ${t.at.map(String).join('.')}: ${t.screen ?? '*'} ${t.list === 'always' ? '' : 'on '}${transitionLabel(t, 60)} [${t.index}]`;
  const lines: string[] = [];
  if (findings.untaken.length > 0)
    lines.push(
      `${findings.untaken.length} transition(s) no fixture takes (run \`npm run fixtures:generate\`, write a fixture, or declare the entry "unreachable" with why):`,
      ...findings.untaken.map((t) => `  ${where(t)}`),
    );
  if (findings.listedButTaken.length > 0)
    lines.push(
      `${findings.listedButTaken.length} transition(s) of tests/fixtures/untaken.json taken by a fixture or gone (run \`npm run fixtures:generate\`, which rewrites the list):`,
      ...findings.listedButTaken.map(({ key, by }) => `  ${key}  ${by.length > 0 ? `taken by ${by.join(', ')}` : 'no flow has it'}`),
    );
  if (findings.declaredButTaken.length > 0)
    lines.push(
      `${findings.declaredButTaken.length} transition(s) declared "unreachable" that a fixture takes (remove the declaration):`,
      ...findings.declaredButTaken.map(({ transition, by }) => `  ${where(transition)}  taken by ${by.join(', ')}`),
    );
  return lines;
}
