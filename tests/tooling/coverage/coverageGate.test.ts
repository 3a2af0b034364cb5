import { describe, expect, it } from 'vitest';
import { flowCoverage } from '../../../src/tooling/coverage/coverage.ts';
import { coverageGate, entrySignature, formatGate } from '../../../src/tooling/coverage/coverageGate.ts';
import { buildFlowGraph } from '../../../src/tooling/graph/flowGraph.ts';
import { compile } from '../../../src/engine/compile.ts';
import { send, start } from '../../../src/engine/machine.ts';
import { Flow } from '../../../src/engine/schema.ts';
import type { Snapshot, TraceEntry } from '../../../src/engine/types.ts';
import { analysisRegistry, sampleFlow, source } from '../helpers.ts';

/** Issue 40 §2: the coverage gate over the sample flow, run in the engine as the fixture runner records it. */
function traces(events: Array<Record<string, unknown> & { type: string }>, flow: Record<string, any>): TraceEntry[] {
  const { program } = compile({ flows: [source(flow)], rules: [], registry: analysisRegistry() });
  let snapshot: Snapshot = start(program, 'demo', { kioskId: 1 });
  const out: TraceEntry[] = [...snapshot.trace];
  for (const event of events) {
    snapshot = send(program, snapshot, event);
    out.push(...snapshot.trace);
  }
  return out;
}

const graphOf = (mutate: (flow: Record<string, any>) => void) => {
  const flow = sampleFlow();
  mutate(flow);
  return buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(flow) }], analysisRegistry(), 'demo');
};

const gate = (mutate: (flow: Record<string, any>) => void) => {
  const flow = sampleFlow();
  mutate(flow);
  const graph = buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(flow) }], analysisRegistry(), 'demo');
  const report = flowCoverage(graph, [{ name: 'pick.fixture.json', traces: traces([{ type: 'pick', id: 7 }], flow) }]);
  return coverageGate(
    report,
    graph.flows.flatMap((f) => f.transitions),
  );
};

describe('the transition coverage gate', () => {
  it('names every transition no fixture takes, at its file and document path', () => {
    const findings = gate(() => undefined);
    expect(findings.untaken.map((t) => t.key)).toContain('demo/form:submit[0]');
    expect(findings.untaken.map((t) => t.key)).not.toContain('demo/menu:pick[0]');
    expect(formatGate(findings).join('\n')).toMatch(/flows\/demo\.flow\.json screens\.form\.on\.submit\.0: form on submit/);
  });

  it('accepts an entry declared unreachable, and refuses the declaration when a fixture takes the entry', () => {
    const declared = gate((flow) => (flow.screens.form.on.submit[0].unreachable = 'no site answers so'));
    expect(declared.untaken.map((t) => t.key)).not.toContain('demo/form:submit[0]');
    expect(declared.declaredButTaken).toEqual([]);

    const wrong = gate((flow) => (flow.screens.menu.on.pick[0].unreachable = 'said in error'));
    expect(wrong.declaredButTaken.map(({ transition, by }) => [transition.key, by])).toEqual([['demo/menu:pick[0]', ['pick.fixture.json']]]);
    expect(formatGate(wrong).join('\n')).toContain('declared "unreachable" that a fixture takes');
  });

  it('fails on a transition the explorer could not take, and says why under it, matched by what the entry is, not its index', () => {
    const untaken = gate(() => undefined).untaken;
    const listed = new Map(untaken.map((t) => [t.key, { entry: entrySignature(t), why: `tried ${t.key}` }]));
    // the explorer's list is no excuse: the same transitions are named
    expect(gate(() => undefined).untaken.map((t) => t.key)).toContain('demo/form:submit[0]');
    expect(
      formatGate(
        gate(() => undefined),
        listed,
      ).join('\n'),
    ).toMatch(/form on submit.*\[0\]\n {6}the explorer: tried demo\/form:submit\[0\]/);

    // an entry put before a listed one shifts its index: the why stays with the entry it was written for
    const inserted = (flow: Record<string, any>) => flow.screens.form.on.submit.unshift({ if: { var: 'never' }, goto: 'failed' });
    const shifted = formatGate(gate(inserted), listed).join('\n');
    expect(graphOf(inserted).flows[0]?.transitions.find((t) => t.key === 'demo/form:submit[1]')?.goto).toBe(
      graphOf(() => undefined).flows[0]?.transitions.find((t) => t.key === 'demo/form:submit[0]')?.goto,
    );
    expect(shifted).toMatch(/form on submit.*\[1\]\n {6}the explorer: tried demo\/form:submit\[0\]/);
    expect(shifted).not.toMatch(/form on submit.*\[0\]\n {6}the explorer/);
  });
});
