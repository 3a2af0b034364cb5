import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFlowGraph, outgoing } from '../../../src/tooling/graph/flowGraph.ts';
import { reachableScreens } from '../../../src/tooling/graph/graphFindings.ts';
import { layoutFlow } from '../../../src/tooling/graph/graphLayout.ts';
import { toSvg } from '../../../src/tooling/graph/graphSvg.ts';
import { toDot, toMermaid } from '../../../src/tooling/graph/graphText.ts';
import { ANY_NODE, BACK_NODE, flowView, HOME_NODE } from '../../../src/tooling/graph/graphView.ts';
import { Flow } from '../../../src/engine/schema.ts';
import { createEngineRegistry } from '../../../src/kiosk/registry.ts';
import { analysisRegistry, sampleFlow } from '../helpers.ts';

const demo = () => buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(sampleFlow()) }], analysisRegistry(), 'demo');

describe('the flow graph', () => {
  it('lists every entry of every event with its key, target and document path', () => {
    const graph = demo();
    const submit = graph.flows[0]?.transitions.filter((t) => t.screen === 'form' && t.event === 'submit');
    expect(submit?.map((t) => [t.key, t.target, t.rules.length, t.at.join('.')])).toEqual([
      ['demo/form:submit[0]', 'demo/wait', 0, 'screens.form.on.submit.0'],
      ['demo/form:submit[1]', 'demo/done', 0, 'screens.form.on.submit.1'],
    ]);
    expect(graph.flows[0]?.transitions.find((t) => t.key === 'demo/*:error[0]')).toMatchObject({ screen: null, target: 'demo/failed' });
  });

  it('knows who sends each event on a screen', () => {
    const wait = demo().flows[0]?.screens.find((s) => s.id === 'wait');
    expect([...(wait?.events.keys() ?? [])].sort()).toEqual(['decided', 'late']);
    const form = demo().flows[0]?.screens.find((s) => s.id === 'form');
    expect(form?.events.get('error')).toEqual([{ kind: 'call', detail: 'items.list failed' }]);
  });

  it('leaves a screen by its own transitions and the flow-level ones for events it does not handle', () => {
    const graph = demo();
    const form = graph.flows[0]?.screens.find((s) => s.id === 'form');
    expect(form && outgoing(graph, form).map((t) => t.key)).toEqual(['demo/form:submit[0]', 'demo/form:submit[1]', 'demo/form:back[0]', 'demo/*:error[0]']);
  });

  it('reaches every screen of the visitor flow from its start (flows hand over to each other)', () => {
    const files = readdirSync('flows').filter((f) => f.endsWith('.flow.json'));
    const flows = files.map((f) => ({ file: `flows/${f}`, flow: Flow.parse(JSON.parse(readFileSync(`flows/${f}`, 'utf8'))) }));
    const graph = buildFlowGraph(flows, createEngineRegistry(), 'visitor');
    const visitor = flows.find((f) => f.flow.id === 'visitor')!.flow;
    const reachable = [...reachableScreens(graph)].filter((s) => s.startsWith('visitor/'));
    expect(reachable.sort()).toEqual(
      Object.keys(visitor.screens)
        .map((s) => `visitor/${s}`)
        .sort(),
    );
  });
});

describe('drawing a flow', () => {
  it('draws gotos as edges, with stand-ins for any screen, back and home', () => {
    const view = flowView(demo(), 'demo');
    expect(view.nodes.map((n) => n.id)).toEqual(['menu', 'form', 'wait', 'done', 'failed', ANY_NODE, BACK_NODE, HOME_NODE]);
    expect(view.edges.map((e) => `${e.from}>${e.to} ${e.label}`)).toEqual([
      'menu>form pick',
      'form>wait submit: some(items, name == "x")',
      'form>done submit',
      `form>${BACK_NODE} back`,
      'wait>done decided: status.status == 1',
      'wait>failed decided',
      'wait>failed late',
      `done>${HOME_NODE} ok`,
      `${ANY_NODE}>${HOME_NODE} home`,
      `${ANY_NODE}>failed error`,
    ]);
  });

  it('writes Mermaid and DOT', () => {
    const view = flowView(demo(), 'demo');
    const mermaid = toMermaid(view);
    expect(mermaid).toContain('flowchart LR');
    expect(mermaid).toContain('n_menu(["menu<br/><small>Menu</small>"]):::start');
    expect(mermaid).toContain('n_wait -->|"decided: status.status == 1"| n_done');
    expect(mermaid).toContain('n_form -->|"submit: some(items, name == #quot;x#quot;)"| n_wait');
    const dot = toDot(view);
    expect(dot).toMatch(/^\/\/ flow "demo".*\ndigraph "demo" \{/);
    expect(dot).toContain('"wait" -> "done" [label="decided: status.status == 1"];');
    expect(dot).toContain('"*" -> "failed" [label="error", style=dashed];');
  });

  it('lays out every node without overlaps and writes an SVG document', () => {
    const layout = layoutFlow(flowView(demo(), 'demo'));
    for (const a of layout.nodes) {
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    }
    expect(layout.edges.every((e) => !e.d.includes('NaN'))).toBe(true);
    const menu = layout.nodes.find((n) => n.id === 'menu');
    const form = layout.nodes.find((n) => n.id === 'form');
    expect(menu && form && menu.x < form.x).toBe(true);
    const svg = toSvg(layout, { missedScreens: new Set(['failed']), missedEdges: new Set(['demo/form:submit[1]']) });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>demo/form:submit[1]</title>');
    expect(svg.match(/stroke="#dc2626"/g)?.length).toBe(2);
  });
});
