// biome-ignore-all lint/suspicious/noTemplateCurlyInString: a part writes its parameters as "${name}" in plain JSON strings
import { describe, expect, it } from 'vitest';
import { analyse, compile, type SourceFile } from '../../src/engine/compile.ts';
import { send, start } from '../../src/engine/machine.ts';
import { testRegistry } from './helpers.ts';

/**
 * Reusable parts (src/engine/partUse.ts, docs/decisions/0036): a `flows/parts/*.part.json` declares
 * its parameters and is used by a screen (its handlers join the screen's) or a flow (its screens
 * and handlers join the flow's), with arguments.
 */

const registry = testRegistry(['W'], ['load'], ['go', 'back', 'ok']);

/** A part a screen uses: what `go` does, with every kind of parameter. */
const greet = {
  part: 'greet',
  params: {
    label: { type: 'string', description: 'who is greeted' },
    target: { type: 'goto', default: 'b', description: 'where go leads' },
    when: { type: 'logic', default: true },
    extra: { type: 'effects', default: [], description: 'more effects, after the greeting' },
    note: { type: 'string', optional: true },
  },
  on: {
    go: [{ if: '${when}', note: '${note}', do: [{ set: 'greeting', to: 'hello ${label}' }, '...${extra}'], goto: '${target}' }],
  },
};

/** A part a flow uses: a screen whose id is an argument, and a flow-level handler. */
const confirm = {
  part: 'confirm',
  params: { screen: { type: 'string' }, path: { type: 'string' }, title: { type: 'logic' } },
  on: { ok: [{ if: { var: 'confirmed' }, goto: '${screen}' }] },
  screens: {
    '${screen}': { path: '${path}', widget: 'W', props: { title: '${title}' }, on: { back: [{ goto: '@back' }] } },
  },
};

const flow = (screenA: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'f',
  start: 'a',
  ...extra,
  screens: {
    a: { path: '/a', widget: 'W', ...screenA },
    b: { path: '/b', widget: 'W', on: { back: [{ goto: 'a' }] } },
    c: { path: '/c', widget: 'W', on: { back: [{ goto: 'a' }] } },
  },
});

const sources = (data: unknown, more: SourceFile[] = []): SourceFile[] => [
  { file: 'flows/f.flow.json', data },
  { file: 'flows/parts/greet.part.json', data: greet },
  { file: 'flows/parts/confirm.part.json', data: confirm },
  ...more,
];
const programOf = (data: unknown, more: SourceFile[] = []) => compile({ flows: sources(data, more), rules: [], registry }).program;

describe('a part used by a screen', () => {
  const own = { on: { go: [{ note: 'the screen\u2019s own', do: [{ set: 'own', to: true }], goto: 'c' }] } };

  it("puts the part's entries of an event before the screen's own, with the arguments in place of its parameters", () => {
    const program = programOf(flow({ ...own, use: [{ part: 'greet', with: { label: 'Ann' } }] }));
    const go = program.flows.f?.screens.a?.on?.go;
    expect(go?.map((entry) => entry.goto)).toEqual(['b', 'c']);
    const s = send(program, start(program, 'f'), { type: 'go' });
    expect([s.screen, s.context.greeting, s.context.own]).toEqual(['b', 'hello Ann', undefined]);
    // the part's entry is the first checked, the screen's own is never reached
    expect(s.trace[0]?.checks.map((c) => c.index)).toEqual([0]);
  });

  it("gives the screen's own entries their turn when the part's do not hold", () => {
    const program = programOf(flow({ ...own, use: [{ part: 'greet', with: { label: 'Ann', when: { var: 'ready' } } }] }));
    const s = send(program, start(program, 'f'), { type: 'go' });
    expect([s.screen, s.context.greeting, s.context.own]).toEqual(['c', undefined, true]);
    expect(send(program, start(program, 'f', { ready: true }), { type: 'go' }).screen).toBe('b');
  });

  it('fills a parameter left out with its default, and leaves out a member whose optional parameter has no argument', () => {
    const program = programOf(flow({ use: [{ part: 'greet', with: { label: 'Ann' } }] }));
    const [entry] = program.flows.f?.screens.a?.on?.go ?? [];
    expect(entry?.goto).toBe('b');
    expect(entry && 'note' in entry).toBe(false);
    expect(entry?.do).toEqual([{ set: 'greeting', to: 'hello Ann' }]);
    const noted = programOf(flow({ use: [{ part: 'greet', with: { label: 'Ann', note: 'a greeting', target: 'c' } }] }));
    expect(noted.flows.f?.screens.a?.on?.go?.[0]).toMatchObject({ note: 'a greeting', goto: 'c' });
  });

  it('splices a list of effects into a do with "...${name}"', () => {
    const program = programOf(flow({ use: [{ part: 'greet', with: { label: 'Ann', extra: [{ set: 'more', to: 1 }, { unset: ['greeting'] }] } }] }));
    expect(program.flows.f?.screens.a?.on?.go?.[0]?.do).toEqual([{ set: 'greeting', to: 'hello Ann' }, { set: 'more', to: 1 }, { unset: ['greeting'] }]);
    const s = send(program, start(program, 'f'), { type: 'go' });
    expect([s.context.more, s.context.greeting]).toEqual([1, undefined]);
  });

  it('takes several uses in order, each before the entries that were there', () => {
    const program = programOf(
      flow({
        ...own,
        use: [
          { part: 'greet', with: { label: 'Ann', when: { var: 'first' } } },
          { part: 'greet', with: { label: 'Bob', target: 'c' } },
        ],
      }),
    );
    // the second use's entries come before the first's, which came before the screen's own
    expect(program.flows.f?.screens.a?.on?.go?.map((entry) => entry.do?.[0])).toEqual([
      { set: 'greeting', to: 'hello Bob' },
      { set: 'greeting', to: 'hello Ann' },
      { set: 'own', to: true },
    ]);
  });

  it('refuses a part with screens on a screen: a flow uses it', () => {
    const { issues } = analyse({ flows: sources(flow({ use: [{ part: 'confirm', with: { screen: 'd', path: '/d', title: 'T' } }] })), rules: [], registry });
    expect(issues).toContainEqual(expect.objectContaining({ code: 'part-with-screens', file: 'flows/f.flow.json', path: '$.screens.a.use[0].part' }));
  });
});

describe('a part used by a flow', () => {
  const used = (extra: Record<string, unknown> = {}) =>
    flow({}, { use: [{ part: 'confirm', with: { screen: 'sure', path: '/sure', title: { cat: ['Sure, ', { var: 'name' }, '?'] } } }], ...extra });

  it('adds its screens, named by an argument, with the arguments in their props', () => {
    const program = programOf(used());
    expect(Object.keys(program.flows.f?.screens ?? {})).toEqual(['a', 'b', 'c', 'sure']);
    const s = send(program, start(program, 'f', { confirmed: true, name: 'Ann' }), { type: 'ok' });
    expect(s.view).toMatchObject({ screen: 'sure', path: '/sure', props: { title: 'Sure, Ann?' } });
  });

  it("puts its flow-level entries before the flow's own", () => {
    const program = programOf(used({ on: { ok: [{ goto: 'c' }] } }));
    expect(program.flows.f?.on.ok?.map((entry) => entry.goto)).toEqual(['sure', 'c']);
    expect(send(program, start(program, 'f'), { type: 'ok' }).screen).toBe('c');
    expect(send(program, start(program, 'f', { confirmed: true }), { type: 'ok' }).screen).toBe('sure');
  });

  it('joins the uses of a flow part (partOf) to its flow', () => {
    const program = programOf(flow({}), [
      { file: 'flows/platform.flow.json', data: { partOf: 'f', use: [{ part: 'confirm', with: { screen: 'sure', path: '/sure', title: 'T' } }] } },
    ]);
    expect(program.flows.f?.screens.sure?.path).toBe('/sure');
    expect(program.flows.f?.on.ok?.[0]?.goto).toBe('sure');
  });

  it('reports a screen the flow defines too, at the use', () => {
    const { issues } = analyse({
      flows: sources(flow({}, { use: [{ part: 'confirm', with: { screen: 'b', path: '/b2', title: 'T' } }] })),
      rules: [],
      registry,
    });
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'defined-twice',
        file: 'flows/f.flow.json',
        path: '$.use[0]',
        message: 'screen "b" of part "confirm" is defined in flows/f.flow.json too',
      }),
    );
  });
});

describe('the parts themselves', () => {
  it('reports a part name defined twice, at the second', () => {
    const { issues } = analyse({
      flows: sources(flow({}), [{ file: 'flows/parts/greet2.part.json', data: { ...greet, params: {} } }]),
      rules: [],
      registry,
    });
    expect(issues).toContainEqual(expect.objectContaining({ code: 'defined-twice', file: 'flows/parts/greet2.part.json', path: '$.part' }));
  });

  it('reports a part document that is not the part format (a parameter of an unknown type)', () => {
    const { issues } = analyse({
      flows: sources(flow({}), [{ file: 'flows/parts/bad.part.json', data: { part: 'bad', params: { x: { type: 'screen' } } } }]),
      rules: [],
      registry,
    });
    expect(issues.map((i) => `${i.file} ${i.path}`)).toContain('flows/parts/bad.part.json $.params.x.type');
  });
});
