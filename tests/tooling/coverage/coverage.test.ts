import { describe, expect, it } from 'vitest';
import { flowCoverage } from '../../../src/tooling/coverage/coverage.ts';
import { buildFlowGraph } from '../../../src/tooling/graph/flowGraph.ts';
import { formatTrace } from '../../../src/tooling/trace/formatTrace.ts';
import { compile } from '../../../src/engine/compile.ts';
import { send, start } from '../../../src/engine/machine.ts';
import { Flow } from '../../../src/engine/schema.ts';
import type { Snapshot, TraceEntry } from '../../../src/engine/types.ts';
import { formatCoverage } from '../../../src/tooling/coverage/formatCoverage.ts';
import { analysisRegistry, sampleFlow, source } from '../helpers.ts';

/** Runs the sample flow in the engine and returns every trace entry, as the fixture runner records them. */
function run(events: Array<Record<string, unknown> & { type: string }>, mutate: (flow: Record<string, any>) => void = () => undefined): TraceEntry[] {
  const flow = sampleFlow();
  mutate(flow);
  const { program } = compile({ flows: [source(flow)], rules: [], registry: analysisRegistry() });
  let snapshot: Snapshot = start(program, 'demo', { kioskId: 1 });
  const traces: TraceEntry[] = [...snapshot.trace];
  for (const event of events) {
    snapshot = send(program, snapshot, event);
    traces.push(...snapshot.trace);
  }
  return traces;
}

const graph = (mutate: (flow: Record<string, any>) => void = () => undefined) => {
  const flow = sampleFlow();
  mutate(flow);
  return buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(flow) }], analysisRegistry(), 'demo');
};
const listed = { type: '@load.done', seq: 2, session: 0, results: [{ into: 'items', data: [{ id: 1, name: 'x' }] }] };

describe('flow coverage', () => {
  it('counts the screens shown and the entries whose condition held', () => {
    const traces = run([
      { type: 'pick', id: 7 },
      listed,
      { type: 'submit' },
      { type: '@poll.result', seq: 3, scope: 'screen', data: { status: 'approved', message: null } },
    ]);
    const report = flowCoverage(graph(), [{ name: 'happy.fixture.json', traces }]);
    const [demo] = report.flows;
    expect(demo?.screens.visited).toEqual(['menu', 'form', 'wait', 'done']);
    expect(demo?.screens.missed).toEqual(['failed']);
    expect(demo?.transitions.exercised).toEqual(['demo/menu:pick[0]', 'demo/form:done[0]', 'demo/form:submit[0]', 'demo/wait:decided[0]']);
    expect(demo?.transitions.missed.map((t) => t.key)).toContain('demo/form:submit[1]');
    expect(demo?.by['demo/wait']).toEqual(['happy.fixture.json']);
  });

  it('merges runs, counts flow-level entries once and the idle timeout going home', () => {
    const a = run([{ type: 'pick' }, { type: 'submit' }, { type: 'ok' }]);
    const failed = {
      type: '@load.done',
      seq: 2,
      session: 0,
      results: [{ into: 'items', error: { kind: 'network', message: 'down' }, optional: false, call: 'items.list' }],
    };
    const b = run([{ type: 'pick' }, failed, { type: '@idle' }]);
    const [demo] = flowCoverage(graph(), [
      { name: 'a', traces: a },
      { name: 'b', traces: b },
    ]).flows;
    expect(demo?.transitions.exercised).toEqual(['demo/menu:pick[0]', 'demo/form:submit[1]', 'demo/done:ok[0]', 'demo/*:error[0]']);
    expect(demo?.screens.missed).toEqual(['wait']);
    expect(demo?.by['demo/menu']).toEqual(['a', 'b']);
  });

  it('counts the always entries a screen took, as "always"', () => {
    const skipping = (f: Record<string, any>) => (f.screens.form.always = [{ if: { '==': [{ var: 'choice' }, 9] }, goto: 'done' }]);
    const [demo] = flowCoverage(graph(skipping), [{ name: 'skip', traces: run([{ type: 'pick', id: 9 }], skipping) }]).flows;
    expect(demo?.transitions.exercised).toEqual(['demo/menu:pick[0]', 'demo/form:always[0]']);
    expect(demo?.screens.visited).toEqual(['menu', 'form', 'done']);
    const text = formatCoverage(flowCoverage(graph(skipping), [{ name: 'none', traces: run([], skipping) }])).join('\n');
    expect(text).toContain('    form  always: choice == 9 [0] → done');
  });

  it('prints what was never exercised', () => {
    const report = flowCoverage(graph(), [{ name: 'a', traces: run([{ type: 'pick' }, { type: 'submit' }]) }]);
    const text = formatCoverage(report).join('\n');
    expect(text).toContain('screens      3/5  60%');
    expect(text).toContain('screens never shown:\n    wait\n    failed');
    expect(text).toContain('wait  on decided: status.status == "approved" [0] → done');
    expect(text).toContain('*  on home [0] → @home');
  });
});

describe('formatTrace', () => {
  it('explains each decision: the event, where it led, each guard with the values it read', () => {
    const traces = run([{ type: 'pick' }, { type: 'submit' }, { type: '@poll.result', seq: 3, data: { status: 'declined' } }]);
    expect(formatTrace(traces)).toEqual([
      'menu: pick → form',
      '  [0] ✓ always → form',
      'form: submit → done',
      '  [0] ✗ some(items, name == "x") → wait   items=null',
      '  [1] ✓ always → done',
    ]);
  });
});
