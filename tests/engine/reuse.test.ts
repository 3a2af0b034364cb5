import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { dependenciesOf, readVar } from '../../src/engine/logic.ts';
import { send, start } from '../../src/engine/machine.ts';
import { z } from 'zod';
import { customOperations } from '../../rules/operations.ts';
import type { EngineRegistry } from '../../src/engine/compile.ts';

// `send` reuses the props of the view it starts from when the paths they read did not change;
// these tests would catch a reused value that is stale.
const flowWith = (props: Record<string, unknown>) => ({
  id: 'memo',
  start: 'a',
  screens: {
    a: {
      path: '/:kioskId/a',
      widget: 'W',
      props,
      on: {
        setN: [{ do: [{ set: 'n', to: { var: 'event.n' } }] }],
        setOther: [{ do: [{ set: 'other', to: { var: 'event.value' } }] }],
        setItems: [{ do: [{ set: 'items', to: { var: 'event.items' } }] }],
        setName: [{ do: [{ set: 'name', to: { var: 'event.name' } }] }],
        clearMaybe: [{ do: [{ set: 'maybe', to: null }] }],
        setKiosk: [{ do: [{ set: 'kioskId', to: { var: 'event.id' } }] }],
        go: [{ goto: 'b' }],
      },
    },
    b: { path: '/b', widget: 'W', props, on: { back: [{ goto: '@back' }] } },
  },
});

const props = {
  items: { var: 'n' },
  title: { cat: ['n=', { var: 'n' }] },
  perPage: { filter: [{ var: 'items' }, { var: 'on' }] },
  // not analysable (reads names given as data): always evaluated
  missing: { missing: ['n', 'other'] },
  length: { var: 'name.length' },
  maybe: { var: ['maybe', 'absent'] },
  constant: 3,
};
const registry: EngineRegistry = {
  widgets: { W: { props: z.object(Object.fromEntries(Object.keys(props).map((name) => [name, z.unknown()]))), events: {} } },
  calls: {},
  operations: customOperations,
};
const { program } = compile({ flows: [{ file: 'flows/memo.flow.json', data: flowWith(props) }], rules: [], registry });
const initial = { kioskId: 1, n: 1, items: [{ on: true }, { on: false }], name: 'ab' };

describe('reusing view props between steps', () => {
  it('an older snapshot still evaluates with its own context', () => {
    const s0 = start(program, 'memo', initial);
    const s1 = send(program, s0, { type: 'setN', n: 2 });
    expect(s1.view.props).toMatchObject({ items: 2, title: 'n=2', missing: ['other'] });
    const again = send(program, s0, { type: 'setOther', value: 'x' });
    expect(again.view.props).toMatchObject({ items: 1, title: 'n=1', missing: [] });
    const unchanged = send(program, s0, { type: 'nothing' });
    expect(unchanged.view.props).toEqual(s0.view.props);
  });

  it('a snapshot whose context was replaced by hand is evaluated with that context', () => {
    const s0 = start(program, 'memo', initial);
    const edited = { ...s0, context: { ...s0.context, n: 5, name: 'abcd' } };
    const s1 = send(program, edited, { type: 'nothing' });
    expect(s1.view.props).toMatchObject({ items: 5, title: 'n=5', length: 4 });
  });

  it('keeps a value whose paths did not change and recomputes one whose paths did', () => {
    const s0 = start(program, 'memo', initial);
    const s1 = send(program, s0, { type: 'setOther', value: 'x' });
    expect(s1.view.props.perPage).toBe(s0.view.props.perPage);
    expect(s1.view.props.missing).toEqual([]);
    const s2 = send(program, s1, { type: 'setItems', items: [{ on: true }, { on: true }] });
    expect(s2.view.props.perPage).toEqual([{ on: true }, { on: true }]);
    expect(s0.view.props.perPage).toEqual([{ on: true }]);
    const s3 = send(program, s2, { type: 'setName', name: 'abcde' });
    expect(s3.view.props.length).toBe(5);
  });

  it('tells a value set to null from an absent one (a var default applies to absent values only)', () => {
    const s0 = start(program, 'memo', initial);
    expect(s0.view.props.maybe).toBe('absent');
    const s1 = send(program, s0, { type: 'clearMaybe' });
    expect(s1.view.props.maybe).toBeNull();
  });

  it('rebuilds the path when a route parameter changes', () => {
    const s0 = start(program, 'memo', initial);
    expect(send(program, s0, { type: 'setOther', value: 'x' }).view.path).toBe('/1/a');
    expect(send(program, s0, { type: 'setKiosk', id: 9 }).view.path).toBe('/9/a');
  });

  it('shares the history of a step that does not move, and never changes a given one', () => {
    const s0 = start(program, 'memo', initial);
    const b = send(program, s0, { type: 'go' });
    expect(b.history).toEqual(['memo/a']);
    expect(send(program, b, { type: 'nothing' }).history).toBe(b.history);
    const back = send(program, b, { type: 'back' });
    expect(back.screen).toBe('a');
    expect(back.history).toEqual([]);
    expect(b.history).toEqual(['memo/a']);
    expect(s0.history).toEqual([]);
  });

  it('does not reuse values across screens or programs', () => {
    const s0 = start(program, 'memo', initial);
    const b = send(program, s0, { type: 'go' });
    expect(b.view).toMatchObject({ screen: 'b', path: '/b', props: { items: 1 } });
    const other = compile({
      flows: [{ file: 'flows/memo.flow.json', data: flowWith({ ...props, items: { '+': [{ var: 'n' }, 100] } }) }],
      rules: [],
      registry,
    }).program;
    expect(send(other, s0, { type: 'nothing' }).view.props.items).toBe(101);
  });
});

describe('evaluation data within one step', () => {
  it("an effect, and an effect's if, read what an earlier effect of the same entry set; a guard reads the event with its screen", () => {
    // the entries of a list do not fall through (flow language 3): what one step sets and reads
    // again is written in the effects of one entry, each seeing the context the previous one left
    const effects = (also: unknown[] = []) => [
      { set: 'x', to: { var: 'event.x' } },
      { if: { '==': [{ var: 'x' }, 1] }, set: 'first', to: { var: 'event.screen' } },
      { set: 'y', to: { '+': [{ var: 'x' }, 1] } },
      ...also,
    ];
    const flow = {
      id: 'steps',
      start: 'a',
      screens: {
        a: {
          path: '/a',
          widget: 'W',
          on: {
            pick: [
              {
                if: { '==': [{ var: 'event.screen' }, { var: 'event.x' }] },
                note: 'never: the screen is a text, x a number',
                do: [{ set: 'never', to: true }],
              },
              {
                if: { '==': [{ var: 'event.x' }, 1] },
                // reads the context and the event; `missing` reads names it is given, from both
                do: effects([
                  { set: 'sum', to: { '+': [{ var: 'x' }, { var: 'event.x' }] } },
                  { set: 'absent', to: { missing: ['x', 'event.x', 'event.screen', 'nope'] } },
                ]),
                goto: 'b',
              },
              { do: effects() },
            ],
          },
        },
        b: { path: '/b', widget: 'W' },
      },
    };
    const compiled = compile({ flows: [{ file: 'flows/steps.flow.json', data: flow }], rules: [], registry }).program;
    const s0 = start(compiled, 'steps');
    const s1 = send(compiled, s0, { type: 'pick', x: 1 });
    expect(s1.context).toMatchObject({ x: 1, first: 'a', y: 2, sum: 2, absent: ['nope'] });
    expect(s1.context.never).toBeUndefined();
    expect(s1.screen).toBe('b');
    expect(s1.trace[0]?.checks.map((c) => [c.matched, c.values])).toEqual([
      [false, { 'event.screen': 'a', 'event.x': 1 }],
      [true, { 'event.x': 1 }],
    ]);
    const s2 = send(compiled, s0, { type: 'pick', x: 3 });
    expect(s2.context).toMatchObject({ x: 3, y: 4 });
    expect(s2.context.first).toBeUndefined();
    expect(s2.context.sum).toBeUndefined();
    expect(s2.screen).toBe('a');
    expect(s2.trace[0]?.checks.map((c) => c.matched)).toEqual([false, false, true]);
  });
});

describe('dependenciesOf', () => {
  it('lists the paths an expression reads, or null when it cannot tell', () => {
    expect(dependenciesOf({ '<': [{ '+': [{ var: 'q.index' }, 1] }, { length: { var: 'q.nodes' } }] })).toEqual([
      ['q', 'index'],
      ['q', 'nodes'],
    ]);
    // the predicate reads the items; a default is evaluated too; a record's values are evaluated
    expect(dependenciesOf({ filter: [{ var: 'list' }, { var: 'isSkip' }] })).toEqual([['list']]);
    expect(dependenciesOf({ var: ['a', { var: 'b' }] })).toEqual([['a'], ['b']]);
    expect(dependenciesOf({ a: { var: 'x' }, b: 1 })).toEqual([['x']]);
    expect(dependenciesOf({ a: 1, b: [2] })).toEqual([]);
    expect(dependenciesOf(7)).toEqual([]);
    for (const opaque of [
      { var: '' },
      { var: { cat: ['a', 'b'] } },
      { missing: ['a'] },
      { missing_some: [1, ['a']] },
      { log: 'x' },
      { nope: [1] },
      { if: [true, { var: null }] },
    ]) {
      expect(dependenciesOf(opaque)).toBeNull();
    }
  });

  it('reads values the way json-logic var does', () => {
    expect(readVar({ a: { b: 'xyz' } }, ['a', 'b', 'length'])).toBe(3);
    expect(readVar({ a: null }, ['a'])).toBeNull();
    expect(readVar({ a: null }, ['a', 'b'])).toBeUndefined();
    expect(readVar({ a: [5, 6] }, ['a', '1'])).toBe(6);
  });
});
