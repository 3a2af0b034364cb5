import { describe, expect, it } from 'vitest';
import { flowCoverage } from '../../../src/tooling/coverage/coverage.ts';
import { buildFlowGraph } from '../../../src/tooling/graph/flowGraph.ts';
import { formatTrace } from '../../../src/tooling/trace/formatTrace.ts';
import { compile } from '../../../src/engine/compile.ts';
import { send, start } from '../../../src/engine/machine.ts';
import { Flow } from '../../../src/engine/schema.ts';
import type { Snapshot, TraceEntry } from '../../../src/engine/types.ts';
import { formatCoverage } from '../../../src/tooling/fixtures/fixtureReport.ts';
import { analysisRegistry, sampleFlow, source } from '../helpers.ts';

/** Runs the sample flow in the engine and returns every trace entry, as the fixture runner records them. */
function run(events: Array<Record<string, unknown> & { type: string }>): TraceEntry[] {
  const { program } = compile({ flows: [source(sampleFlow())], rules: [], registry: analysisRegistry() });
  let snapshot: Snapshot = start(program, 'demo', { kioskId: 1 });
  const traces: TraceEntry[] = [...snapshot.trace];
  for (const event of events) {
    snapshot = send(program, snapshot, event);
    traces.push(...snapshot.trace);
  }
  return traces;
}

const graph = () => buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(sampleFlow()) }], analysisRegistry(), 'demo');

describe('flow coverage', () => {
  it('counts the screens shown and the entries whose condition held', () => {
    const traces = run([
      { type: 'pick', id: 7 },
      { type: '@call.done', seq: 2, session: 0, into: 'items', data: [{ id: 1, name: 'x' }] },
      { type: 'submit' },
      { type: '@poll.result', seq: 3, data: { status: 1 } },
    ]);
    const report = flowCoverage(graph(), [{ name: 'happy.fixture.json', traces }]);
    const [demo] = report.flows;
    expect(demo?.screens.visited).toEqual(['menu', 'form', 'wait', 'done']);
    expect(demo?.screens.missed).toEqual(['failed']);
    expect(demo?.transitions.exercised).toEqual(['demo/menu:pick[0]', 'demo/form:submit[0]', 'demo/wait:decided[0]']);
    expect(demo?.transitions.missed.map((t) => t.key)).toContain('demo/form:submit[1]');
    expect(demo?.by['demo/wait']).toEqual(['happy.fixture.json']);
  });

  it('merges runs, counts flow-level entries once and the idle timeout going home', () => {
    const a = run([{ type: 'pick' }, { type: 'submit' }, { type: 'ok' }]);
    const b = run([{ type: 'pick' }, { type: '@call.error', seq: 2, session: 0, error: { message: 'down' } }, { type: '@idle' }]);
    const [demo] = flowCoverage(graph(), [
      { name: 'a', traces: a },
      { name: 'b', traces: b },
    ]).flows;
    expect(demo?.transitions.exercised).toEqual(['demo/menu:pick[0]', 'demo/form:submit[1]', 'demo/done:ok[0]', 'demo/*:error[0]']);
    expect(demo?.screens.missed).toEqual(['wait']);
    expect(demo?.by['demo/menu']).toEqual(['a', 'b']);
  });

  it('prints what was never exercised', () => {
    const report = flowCoverage(graph(), [{ name: 'a', traces: run([{ type: 'pick' }, { type: 'submit' }]) }]);
    const text = formatCoverage(report).join('\n');
    expect(text).toContain('screens      3/5  60%');
    expect(text).toContain('screens never shown:\n    wait\n    failed');
    expect(text).toContain('wait  on decided: status.status == 1 [0] → done');
    expect(text).toContain('*  on home [0] → @home');
  });
});

describe('formatTrace', () => {
  it('explains each decision: the event, where it led, each guard with the values it read', () => {
    const traces = run([{ type: 'pick' }, { type: 'submit' }, { type: '@poll.result', seq: 3, data: { status: 2 } }]);
    expect(formatTrace(traces)).toEqual([
      'menu: pick → form',
      '  [0] ✓ always → form',
      'form: submit → done',
      '  [0] ✗ some(items, name == "x") → wait   items=null',
      '  [1] ✓ always → done',
    ]);
  });
});
