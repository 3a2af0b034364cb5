import { describe, expect, it } from 'vitest';
import { joinFlowParts } from '../../../src/engine/parts.ts';
import { Flow, FlowPart, Part } from '../../../src/engine/schema.ts';
import { createEngineRegistry } from '../../../src/tooling/engineRegistry.ts';
import { readSources } from '../../../src/tooling/check/sources.ts';
import { buildFlowGraph, outgoing } from '../../../src/tooling/graph/flowGraph.ts';
import { reachableScreens } from '../../../src/tooling/graph/graphFindings.ts';
import { layoutFlow } from '../../../src/tooling/graph/graphLayout.ts';
import { toSvg } from '../../../src/tooling/graph/graphSvg.ts';
import { toDot, toMermaid } from '../../../src/tooling/graph/graphText.ts';
import { ANY_NODE, AWAY_NODE, BACK_NODE, flowView, HOME_NODE } from '../../../src/tooling/graph/graphView.ts';
import { analysisRegistry, sampleFlow } from '../helpers.ts';

const graphOf = (mutate: (flow: Record<string, any>) => void = () => undefined) => {
  const flow = sampleFlow();
  mutate(flow);
  return buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(flow) }], analysisRegistry(), 'demo');
};
const demo = () => graphOf();
const screenOf = (graph: ReturnType<typeof graphOf>, id: string) => graph.flows[0]?.screens.find((s) => s.id === id);
const senders = (graph: ReturnType<typeof graphOf>, id: string) =>
  Object.fromEntries([...(screenOf(graph, id)?.events ?? [])].map(([event, sources]) => [event, sources.map((s) => `${s.kind}: ${s.detail}`)]));

describe('the flow graph', () => {
  it('lists every entry of every list with its key, target and document path; always entries as event "always"', () => {
    const graph = graphOf((f) => (f.screens.wait.always = [{ if: { var: 'kiosk.features.skip' }, goto: 'done' }]));
    const submit = graph.flows[0]?.transitions.filter((t) => t.screen === 'form' && t.event === 'submit');
    expect(submit?.map((t) => [t.key, t.target, t.rules.length, t.at.join('.')])).toEqual([
      ['demo/form:submit[0]', 'demo/wait', 0, 'screens.form.on.submit.0'],
      ['demo/form:submit[1]', 'demo/done', 0, 'screens.form.on.submit.1'],
    ]);
    expect(graph.flows[0]?.transitions.find((t) => t.key === 'demo/*:error[0]')).toMatchObject({ screen: null, target: 'demo/failed' });
    expect(graph.flows[0]?.transitions.find((t) => t.list === 'always')).toMatchObject({
      key: 'demo/wait:always[0]',
      event: 'always',
      target: 'demo/done',
      at: ['screens', 'wait', 'always', 0],
    });
  });

  it('knows who sends each event on a screen: widget, load, poll', () => {
    expect(senders(demo(), 'form')).toEqual({
      submit: ['widget: widget Form'],
      back: ['widget: widget Form'],
      done: ['load: the load (items.list) answered'],
      error: ['load: a call of the load (items.list) failed'],
    });
    expect(senders(demo(), 'wait')).toEqual({ decided: ['poll: poll status.get answered'], late: ['poll: poll status.get reached its limit'] });
    // without a limit the timeout is never sent
    expect(
      Object.keys(
        senders(
          graphOf((f) => delete f.screens.wait.poll.limit),
          'wait',
        ),
      ),
    ).toEqual(['decided']);
  });

  it("delivers call outcomes to the screen the step ends on; a screen's after and debounced events to the screen itself", () => {
    const graph = graphOf((f) => {
      f.screens.menu.on.pick[0].do.push({ call: 'items.list', done: 'listed' });
      f.screens.done.after = 1000;
      f.screens.form.debounce = { settled: { of: 'submit', ms: 700 } };
    });
    expect(senders(graph, 'menu')).toEqual({ pick: ['widget: widget Menu'], home: ['widget: widget Menu'] });
    expect(senders(graph, 'form')).toMatchObject({
      listed: ['call: items.list answered'],
      error: ['load: a call of the load (items.list) failed', 'call: items.list failed'],
      settled: ['debounce: "submit" has not come for a while'],
    });
    expect(senders(graph, 'done')).toMatchObject({ after: ['timer: the screen has shown its "after" time'] });
  });

  it('sends kiosk-wide polls and background calls on every screen, with where they come from', () => {
    const graph = graphOf((f) => {
      f.poll = [{ call: 'status.get', every: 10000, done: 'statusChecked', error: 'statusFailed' }];
      f.screens.done.enter = [{ call: 'items.list', background: true, done: 'reported' }];
    });
    for (const screen of graph.flows[0]?.screens ?? []) {
      expect(screen.events.get('statusChecked')?.[0]).toMatchObject({ kind: 'kiosk-poll', anywhere: { file: 'flows/demo.flow.json', at: ['poll', 0] } });
      expect(screen.events.get('reported')?.[0]).toMatchObject({ kind: 'call', anywhere: { at: ['screens', 'done', 'enter', 0] } });
    }
  });

  it('leaves a screen by its always entries, its own transitions and the flow-level ones for events it does not handle', () => {
    const graph = graphOf((f) => (f.screens.form.always = [{ if: { var: 'kiosk.features.skip' }, goto: 'done' }]));
    const form = screenOf(graph, 'form');
    expect(form && outgoing(graph, form).map((t) => t.key)).toEqual([
      'demo/form:always[0]',
      'demo/form:done[0]',
      'demo/form:submit[0]',
      'demo/form:submit[1]',
      'demo/form:back[0]',
      'demo/*:error[0]',
    ]);
  });

  it('reaches every screen of the visitor flow from its start (flows hand over to each other)', () => {
    const { flows: sources } = readSources();
    // the visitor flow with its part (flows/platform.flow.json) and the reusable parts joined in, as the compiler sees it
    const joined = joinFlowParts(
      sources,
      (source) => FlowPart.parse(source.data),
      (file, path, message) => {
        throw new Error(`${file} ${String(path)}: ${message}`);
      },
      (source) => Part.parse(source.data),
    );
    const flows = joined.flows.map((source) => ({ file: source.file, flow: Flow.parse(source.data) }));
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
  it('draws gotos as edges, with stand-ins for any screen, back and home; end screens as such', () => {
    const view = flowView(demo(), 'demo');
    expect(view.nodes.map((n) => `${n.id}:${n.kind}`)).toEqual([
      'menu:start',
      'form:screen',
      'wait:screen',
      'done:end',
      'failed:end',
      `${ANY_NODE}:any`,
      `${BACK_NODE}:back`,
      `${HOME_NODE}:home`,
    ]);
    expect(view.edges.map((e) => `${e.from}>${e.to} ${e.label}`)).toEqual([
      'menu>form pick',
      'form>wait submit: some(items, name == "x")',
      'form>done submit',
      `form>${BACK_NODE} back`,
      'wait>done decided: status.status == "approved"',
      'wait>failed decided',
      'wait>failed late',
      `done>${HOME_NODE} ok`,
      `${ANY_NODE}>${HOME_NODE} home`,
      `${ANY_NODE}>failed error`,
    ]);
  });

  it('draws always entries and the way out of a redirect', () => {
    const view = flowView(
      graphOf((f) => {
        f.screens.wait.always = [{ goto: 'done' }];
        f.screens.failed.on = { ok: [{ do: [{ redirect: 'https://portal.example' }] }] };
      }),
      'demo',
    );
    expect(view.edges.filter((e) => e.from === 'wait' || e.from === 'failed').map((e) => `${e.from}>${e.to} ${e.label} (${e.kind})`)).toEqual([
      'wait>done always (goto)',
      'wait>done decided: status.status == "approved" (goto)',
      'wait>failed decided (goto)',
      'wait>failed late (goto)',
      `failed>${AWAY_NODE} ok (redirect)`,
    ]);
    expect(view.nodes.find((n) => n.id === AWAY_NODE)).toMatchObject({ label: 'redirect', kind: 'away' });
    expect(toMermaid(view)).toContain(`n_failed -.->|"ok"| n__redirect`);
  });

  it('writes Mermaid and DOT', () => {
    const view = flowView(demo(), 'demo');
    const mermaid = toMermaid(view);
    expect(mermaid).toContain('flowchart LR');
    expect(mermaid).toContain('n_menu(["menu<br/><small>Menu</small>"]):::start');
    expect(mermaid).toContain('n_done[["done<br/><small>Done</small>"]]:::end');
    expect(mermaid).toContain('n_wait -->|"decided: status.status == #quot;approved#quot;"| n_done');
    expect(mermaid).toContain('n_form -->|"submit: some(items, name == #quot;x#quot;)"| n_wait');
    const dot = toDot(view);
    expect(dot).toMatch(/^\/\/ flow "demo".*\ndigraph "demo" \{/);
    expect(dot).toContain('"wait" -> "done" [label="decided: status.status == \\"approved\\""];');
    expect(dot).toContain('"*" -> "failed" [label="error", style=dashed];');
  });

  it('lays out every node without overlaps and writes an SVG document', () => {
    const layout = layoutFlow(
      flowView(
        graphOf((f) => (f.screens.failed.on = { ok: [{ do: [{ redirect: 'https://portal.example' }] }] })),
        'demo',
      ),
    );
    for (const a of layout.nodes) {
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    }
    expect(layout.edges.every((e) => !e.d.includes('NaN'))).toBe(true);
    const [menu, form, away] = ['menu', 'form', AWAY_NODE].map((id) => layout.nodes.find((n) => n.id === id));
    expect(menu && form && menu.x < form.x).toBe(true);
    // the way out sits right of every screen
    expect(layout.nodes.every((n) => n.id === AWAY_NODE || n.id === HOME_NODE || (away && n.x < away.x))).toBe(true);
    const svg = toSvg(layout, { missedScreens: new Set(['failed']), missedEdges: new Set(['demo/form:submit[1]']) });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>demo/form:submit[1]</title>');
    expect(svg.match(/stroke="#dc2626"/g)?.length).toBe(2);
  });
});
