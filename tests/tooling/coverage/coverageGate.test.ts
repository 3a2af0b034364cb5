import { describe, expect, it } from 'vitest';
import { flowCoverage } from '../../../src/tooling/coverage/coverage.ts';
import { coverageGate, entrySignature, formatGate } from '../../../src/tooling/coverage/coverageGate.ts';
import { buildFlowGraph, type GraphTransition } from '../../../src/tooling/graph/flowGraph.ts';
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

const gate = (mutate: (flow: Record<string, any>) => void, listed: ReadonlyMap<string, { entry: string }> = new Map()) => {
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

  it("lets the explorer's untaken list stay untaken, matched by what the entry is, not its index", () => {
    const graphOf = (mutate: (flow: Record<string, any>) => void) => {
      const flow = sampleFlow();
      mutate(flow);
      return buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(flow) }], analysisRegistry(), 'demo');
    };
    const untaken = gate(() => undefined).untaken;
    const listed = new Map(untaken.map((t) => [t.key, { entry: entrySignature(t) }]));
    expect(gate(() => undefined, listed)).toEqual({ untaken: [], declaredButTaken: [], listedButTaken: [] });

    // an entry put before the listed ones shifts their indexes: they stay listed, the new one is named
    const inserted = (flow: Record<string, any>) => flow.screens.form.on.submit.unshift({ if: { var: 'never' }, goto: 'failed' });
    const shifted = gate(inserted, listed);
    expect(shifted.untaken.map((t) => t.key)).toEqual(['demo/form:submit[0]']);
    expect(graphOf(inserted).flows[0]?.transitions.find((t) => t.key === 'demo/form:submit[0]')?.goto).toBe('failed');

    // a listed entry a fixture now takes is reported, not failed: fixtures:generate drops it
    const pick = graphOf(() => undefined).flows[0]?.transitions.find((t) => t.key === 'demo/menu:pick[0]');
    const stale = gate(() => undefined, new Map([...listed, ['demo/menu:pick[0]', { entry: entrySignature(pick as GraphTransition) }]]));
    expect(stale.untaken).toEqual([]);
    expect(stale.listedButTaken).toEqual([{ key: 'demo/menu:pick[0]', by: ['pick.fixture.json'] }]);
  });
});
