import { describe, expect, it } from 'vitest';
import { Flow } from '../../../src/engine/schema.ts';
import {
  type Attempt,
  attemptsFor,
  faultText,
  generatedFixture,
  generatedName,
  mergeFaults,
  racedValues,
  type ScreenVisit,
  screensOf,
  TIME_LADDER_MS,
  transitionsToExplore,
} from '../../../src/tooling/generate/explorePlan.ts';
import { entrySignature } from '../../../src/tooling/coverage/coverageGate.ts';
import { buildFlowGraph, type GraphTransition } from '../../../src/tooling/graph/flowGraph.ts';
import type { Fixture } from '../../../src/tooling/fixtures/fixtureSchema.ts';
import { analysisRegistry, sampleFlow } from '../helpers.ts';

/** Issue 40 §1: which attempts the explorer makes for a transition, in which order, and the fixture one becomes. */
const graph = buildFlowGraph([{ file: 'flows/demo.flow.json', flow: Flow.parse(sampleFlow()) }], analysisRegistry(), 'demo');
const transition = (key: string): GraphTransition => {
  const found = graph.flows.flatMap((f) => f.transitions).find((t) => t.key === key);
  if (!found) throw new Error(`no transition ${key}`);
  return found;
};
const visit = (screen: string, step: number, more: Partial<ScreenVisit> = {}): ScreenVisit => ({
  fixture: 'happy',
  step,
  stays: true,
  screen,
  location: '/1/en/form',
  callsBefore: {},
  callsAt: {},
  callsAfter: [],
  typed: {},
  controls: [],
  ...more,
});
const visits = [
  visit('demo/menu', 0, { controls: [{ action: 'pick:7', input: false, disabled: false }] }),
  visit('demo/form', 2, {
    callsBefore: { 'items.list': 1 },
    callsAt: { 'items.list': 2 },
    controls: [
      { action: 'answer', input: true, disabled: false },
      { action: 'next', input: false, disabled: false },
      { action: 'back', input: false, disabled: false },
    ],
    typed: { answer: ['Jane'] },
  }),
  visit('demo/wait', 5, { callsAfter: ['status.get'] }),
];

describe('the attempts for a transition', () => {
  it('waits first for an event only the clock sends (a poll reaching its limit)', () => {
    const [first] = attemptsFor(graph, transition('demo/wait:late[0]'), visits, new Map());
    expect(first).toMatchObject({ label: 'wait on demo/wait', prefix: 6, faults: [] });
    expect(first?.steps).toEqual(TIME_LADDER_MS.map((ms) => ({ advance: ms })));
  });

  it("faults first the call a load's failure comes from, letting the calls before it through", () => {
    const attempts = attemptsFor(graph, transition('demo/*:error[0]'), visits, new Map());
    const onTheWay = attempts.find((a) => a.visit.screen === 'demo/form' && a.label.includes('on the way'));
    // the steps up to the form's expect, not with it; the first call of items.list before them passes
    expect(onTheWay).toMatchObject({ label: 'fault items.list:network on the way to demo/form', prefix: 2, faults: ['items.list:network~1'] });
    expect(attempts.findIndex((a) => a.faults.length > 0)).toBeLessThan(attempts.findIndex((a) => a.steps.some((s) => 'tap' in s)));
  });

  it("tries a widget's own events with its controls first: taps, then typing and submitting", () => {
    const attempts = attemptsFor(graph, transition('demo/form:back[0]'), visits, new Map());
    expect(attempts[0]?.faults).toEqual([]);
    const labels = attempts.map((a) => a.label);
    expect(labels).toContain('tap back on demo/form');
    expect(labels).toContain('type "Jane" into answer, tap next on demo/form');
    // typed text is submitted with Next, not with Back
    expect(labels).not.toContain('type "Jane" into answer, tap back on demo/form');
  });

  it('races the check of what was typed with a number the fixtures type there, and another of its form (one the site may refuse)', () => {
    const phone = visit('demo/form', 2, {
      controls: [
        { action: 'answer', input: true, disabled: false },
        { action: 'next', input: false, disabled: false },
      ],
      typed: { answer: ['0470 12 34 56'] },
    });
    const fills = new Map([['demo/form|answer', ['0470 12 34 56', 'Jane Doe', '0470 12 00 00', '0470 10 10 02']]]);
    const labels = attemptsFor(graph, transition('demo/form:done[0]'), [phone], fills).map((a) => a.label);
    expect(labels).toContain('type "0470 12 34 56" into answer, tap next while items.list is held (slow@1000) on demo/form');
    expect(labels).toContain('type "0470 12 00 00" into answer, tap next while items.list is held (slow@1000) on demo/form');
    expect(labels.filter((label) => label.includes('is held')).some((label) => label.includes('Jane Doe') || label.includes('0470 10 10 02'))).toBe(false);
    // a name of the same form where a name was typed; nothing typed there, nothing raced
    expect(racedValues(['Jane Doe', '0470 12 00 00', 'Ada Lovelace', 'John Doe'])).toEqual(['Jane Doe', 'John Doe']);
    expect(racedValues([])).toEqual([]);
  });

  it('types blank as a visitor or a scanner makes it: a letter, then erased (the input changes to empty)', () => {
    const attempts = attemptsFor(graph, transition('demo/form:back[0]'), visits, new Map());
    const erased = attempts.filter((a) => a.label.startsWith('type "x" into answer, then erase it'));
    expect(erased.map((a) => a.label)).toEqual([
      'type "x" into answer, then erase it on demo/form',
      'type "x" into answer, then erase it, tap next on demo/form',
    ]);
    expect(erased[0]?.steps.slice(0, 2)).toEqual([
      { fill: 'answer', value: 'x' },
      { fill: 'answer', value: '' },
    ]);
    expect(erased[1]?.steps.slice(0, 3)).toEqual([{ fill: 'answer', value: 'x' }, { fill: 'answer', value: '' }, { tap: 'next' }]);
    // no attempt fills an input with nothing alone: that changes nothing
    expect(attempts.some((a) => a.steps[0] !== undefined && 'fill' in a.steps[0] && a.steps[0].value === '')).toBe(false);
  });

  it('taps on a screen the kiosk stays on even when fixtures first pass through it (a one-method kiosk passes its choice)', () => {
    const passed = (fixture: string, step: number) => visit('demo/form', step, { fixture, stays: false, location: '' });
    const shown = visits.find((v) => v.screen === 'demo/form');
    const attempts = attemptsFor(graph, transition('demo/form:back[0]'), [passed('one-method', 0), passed('other-one-method', 1), ...visits], new Map());
    expect(attempts.map((a) => a.label)).toContain('tap back on demo/form');
    expect(attempts.find((a) => a.label === 'tap back on demo/form')?.visit).toBe(shown);
  });

  it('reopens the addresses the flow showed, whatever the cap on the rest', () => {
    const attempts = attemptsFor(graph, transition('demo/form:done[0]'), visits, new Map());
    expect(attempts.filter((a) => a.path !== undefined).map((a) => a.path)).toEqual(['/1/en/form']);
  });
});

describe('the screens a flow-level entry is tried on', () => {
  // a second flow with its own error handler, and a screen of the main flow that handles home itself
  const main = sampleFlow() as { screens: Record<string, { on?: Record<string, unknown> }> };
  main.screens.menu = { ...main.screens.menu, on: { ...main.screens.menu?.on, home: [{ note: 'already home' }] } };
  const other = {
    $schema: './flow.schema.json',
    id: 'other',
    start: 'step',
    on: { error: [{ goto: 'oops' }] },
    screens: {
      step: { path: '/:kioskId/other', widget: 'Busy', on: { home: [{ goto: '@home' }] } },
      oops: { path: '/:kioskId/oops', widget: 'Done', idle: 'end' },
    },
  };
  const two = buildFlowGraph(
    [
      { file: 'flows/demo.flow.json', flow: Flow.parse(main) },
      { file: 'flows/other.flow.json', flow: Flow.parse(other) },
    ],
    analysisRegistry(),
    'demo',
  );
  const entry = (key: string) => two.flows.flatMap((f) => f.transitions).find((t) => t.key === key) as GraphTransition;

  it("leaves out the screens of a flow that handles the event at its own level: the main flow's handler never runs there", () => {
    expect(screensOf(two, entry('demo/*:error[0]')).map((s) => s.key)).toEqual(['demo/menu', 'demo/form', 'demo/wait', 'demo/done', 'demo/failed']);
  });

  it("faults on each screen the calls whose failure that screen gets, not every screen's", () => {
    const attempts = attemptsFor(two, entry('demo/*:error[0]'), visits, new Map());
    const faulted = (screen: string) => [...new Set(attempts.filter((a) => a.visit.screen === screen).flatMap((a) => a.faults.map((f) => f.split(':')[0])))];
    expect(faulted('demo/form')).toEqual(['items.list']);
    expect(faulted('demo/wait')).toEqual(['status.get']);
  });

  it('leaves out the screens that handle the event themselves', () => {
    expect(screensOf(two, entry('demo/*:home[0]')).map((s) => s.key)).toEqual(['demo/form', 'demo/wait', 'demo/done', 'demo/failed', 'other/oops']);
  });
});

describe('the fixture an attempt becomes', () => {
  const base: Fixture = {
    name: 'happy',
    scenario: { tenant: 'demo', path: '/1', faults: 'kiosk.languages:slow' },
    steps: [{ expect: 'menu' }, { tap: 'pick:7', mark: 'pick' }, { expect: 'form' }, { fill: 'answer', value: 'Jane' }],
  };
  const attempt: Attempt = {
    label: 'fault items.list:network on the way to demo/form',
    visit: visits[1] as ScreenVisit,
    prefix: 2,
    faults: ['items.list:network~1'],
    steps: [{ advance: 1000 }, { advance: 2000 }, { advance: 3000 }],
  };

  it('is the steps of the fixture it started from, the attempt up to where it took the transition, and the screen then', () => {
    const fixture = generatedFixture({ transition: transition('demo/*:error[0]'), base, attempt, through: 1, shown: 'failed' });
    expect(fixture.scenario).toEqual({ tenant: 'demo', path: '/1', faults: 'kiosk.languages:slow,items.list:network~1' });
    expect(fixture.steps).toEqual([{ expect: 'menu' }, { tap: 'pick:7' }, { advance: 1000 }, { advance: 2000 }, { expect: 'failed' }]);
    expect(fixture.generated).toEqual({ transition: 'demo/*:error[0]' });
    expect(fixture.$schema).toBe('../fixture.schema.json');
  });

  it('is named after its transition, and its faults are in the scenario syntax', () => {
    expect(generatedName(transition('demo/*:error[0]'))).toBe('demo-any-error-0');
    expect(generatedName(transition('demo/wait:late[0]'))).toBe('demo-wait-late-0');
    expect(faultText('visitor.register', 'http500', 0)).toBe('visitor.register:http500');
    expect(faultText('visitor.register', 'network', 2)).toBe('visitor.register:network~2');
    // one fault per call, as the simulated site keeps them: the attempt's wins
    expect(mergeFaults('a.b:http500*1,c.d:slow', ['a.b:slow@1000'])).toBe('a.b:slow@1000,c.d:slow');
    expect(mergeFaults(undefined, [])).toBeUndefined();
  });
});

describe('the transitions to explore', () => {
  const all = graph.flows.flatMap((f) => f.transitions);
  it('are those no fixture takes, less the skipped entries, and only those asked for when asked', () => {
    const taken = new Set(['demo/menu:pick[0]']);
    const untaken = transitionsToExplore(graph, taken, new Set()).map((t) => t.key);
    expect(untaken).toEqual(all.filter((t) => t.key !== 'demo/menu:pick[0]').map((t) => t.key));

    const skipped = transitionsToExplore(graph, taken, new Set([entrySignature(transition('demo/form:submit[0]'))])).map((t) => t.key);
    expect(skipped).toEqual(untaken.filter((key) => key !== 'demo/form:submit[0]'));

    expect(transitionsToExplore(graph, taken, new Set(), ['demo/form:submit[0]', 'demo/menu:pick[0]']).map((t) => t.key)).toEqual(['demo/form:submit[0]']);
  });
});
