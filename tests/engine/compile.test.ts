import { describe, expect, it } from 'vitest';
import { compile, FlowCompileError, formatIssue, type FlowIssue } from '../../src/engine/compile.ts';
import { testRegistry } from './helpers.ts';

const base = () => ({
  id: 'demo',
  start: 'a',
  screens: {
    a: { path: '/a', widget: 'W', props: { perPage: 3 }, on: { next: [{ if: { '==': [{ var: 'x' }, 1] }, goto: 'b' }] } },
    b: { path: '/b', widget: 'W' },
  },
});

function issuesOf(flow: unknown): FlowIssue[] {
  try {
    compile({ flows: [{ file: 'flows/demo.flow.json', data: flow }], rules: [], registry: testRegistry(['W'], ['load']) });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(FlowCompileError);
    return [...(error as FlowCompileError).issues];
  }
}

describe('compile', () => {
  it('accepts a well-formed flow', () => {
    expect(issuesOf(base())).toEqual([]);
  });

  it('rejects an unknown widget with file, JSON path and the known widgets', () => {
    const flow = base();
    flow.screens.b.widget = 'Wdget';
    const [issue] = issuesOf(flow);
    expect(issue).toMatchObject({ file: 'flows/demo.flow.json', path: '$.screens.b.widget', message: 'unknown widget "Wdget"' });
    expect(issue?.hint).toContain('W');
  });

  it('rejects a goto to an unknown screen', () => {
    const flow = base();
    flow.screens.a.on.next[0]!.goto = 'c';
    expect(issuesOf(flow)[0]).toMatchObject({ path: '$.screens.a.on.next[0].goto', message: 'goto "c" names no screen' });
  });

  it('rejects a literal prop of the wrong type', () => {
    const flow = base() as { screens: { a: { props: Record<string, unknown> } } };
    flow.screens.a.props.perPage = 'three';
    const [issue] = issuesOf(flow);
    expect(issue?.path).toBe('$.screens.a.props.perPage');
    expect(issue?.message).toMatch(/wrong value for prop "perPage"/);
  });

  it('rejects malformed json-logic (an unknown operation)', () => {
    const flow = base();
    (flow.screens.a.on.next[0] as { if: unknown }).if = { '=': [{ var: 'x' }, 1] };
    expect(issuesOf(flow)[0]).toMatchObject({ path: '$.screens.a.on.next[0].if', message: 'unknown json-logic operation "="' });
  });

  it('rejects unknown keys, unknown calls and unknown named rules', () => {
    const flow = base() as Record<string, unknown> & { screens: Record<string, Record<string, unknown>> };
    flow.screens.a!.enter = [{ call: 'nope' }];
    flow.screens.b!.on = { go: [{ if: { rule: 'missing' }, goto: 'a' }] };
    const messages = issuesOf(flow).map((i) => `${i.path} ${i.message}`);
    expect(messages).toContain('$.screens.a.enter[0].call unknown call "nope"');
    expect(messages).toContain('$.screens.b.on.go[0].if named rule "missing" does not exist');
    const typo = { ...base(), scrreens: {} };
    expect(issuesOf(typo).map((i) => i.message)).toContain('unknown key(s) "scrreens"');
  });

  it('formats an issue as "error file path: message (hint)"', () => {
    expect(formatIssue({ severity: 'error', file: 'f.json', path: '$.a', message: 'bad', hint: 'fix it' })).toBe('error f.json $.a: bad (fix it)');
  });
});
