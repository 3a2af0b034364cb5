import { describe, expect, it } from 'vitest';
import { flowCoverage } from '../../../src/tooling/coverage/coverage.ts';
import { coverageGate, formatGate } from '../../../src/tooling/coverage/coverageGate.ts';
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

const gate = (mutate: (flow: Record<string, any>) => void, listed: ReadonlyMap<string, string> = new Map()) => {
  const flow = sampleFlow();
  mutate(flow);
  const graph = buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(flow) }], analysisRegistry(), 'demo');
  const report = flowCoverage(graph, [{ name: 'pick.fixture.json', traces: traces([{ type: 'pick', id: 7 }], flow) }]);
  return coverageGate(
    report,
    graph.flows.flatMap((f) => f.transitions),
    listed,
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

  it("lets the explorer's untaken list stay untaken, and fails an entry of it that is taken or gone", () => {
    const untaken = gate(() => undefined).untaken.map((t) => t.key);
    const listed = new Map(untaken.map((key) => [key, 'the explorer could not']));
    expect(gate(() => undefined, listed)).toEqual({ untaken: [], declaredButTaken: [], listedButTaken: [] });

    const stale = gate(() => undefined, new Map([...listed, ['demo/menu:pick[0]', 'was untaken'], ['demo/gone:tap[0]', 'a screen removed since']]));
    expect(stale.listedButTaken).toEqual([
      { key: 'demo/menu:pick[0]', by: ['pick.fixture.json'] },
      { key: 'demo/gone:tap[0]', by: [] },
    ]);
  });
});
