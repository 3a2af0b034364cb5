import { describe, expect, it } from 'vitest';
import { analyse, compile } from '../../src/engine/compile.ts';
import { screenForPath, send, start } from '../../src/engine/machine.ts';
import { testRegistry } from './helpers.ts';

// A flow and a part of it (schema.ts FlowPart, flows/platform.flow.json): the part's screens
// keep the flow's names, its handlers, polls and kept context join the flow's.
const flow = {
  id: 'visit',
  start: 'home',
  keep: ['kioskId'],
  screens: {
    menu: { path: '/:kioskId', widget: 'W', deepLink: true, on: { go: [{ goto: 'blocked' }] } },
  },
};
const part = {
  partOf: 'visit',
  keep: ['kiosk', 'kioskId'],
  poll: [{ call: 'status', into: 'status', every: 10000, done: 'checked' }],
  on: { checked: [{ if: { var: 'status.blocked' }, goto: 'blocked' }], home: [{ goto: '@home' }] },
  screens: {
    home: { path: '/:kioskId', widget: 'W', deepLink: true, always: [{ goto: 'menu' }] },
    blocked: { path: '/:kioskId/blocked', widget: 'W', on: { back: [{ goto: 'menu' }] } },
  },
};
const sources = [
  { file: 'flows/visit.flow.json', data: flow },
  { file: 'flows/platform.flow.json', data: part },
];
const registry = testRegistry(['W'], ['status']);

describe('flow parts', () => {
  const { program } = compile({ flows: sources, rules: [], registry });

  it("join the flow: one flow, the part's screens first with bare names, polls and handlers and keep joined", () => {
    expect(Object.keys(program.flows)).toEqual(['visit']);
    const visit = program.flows.visit!;
    expect(Object.keys(visit.screens)).toEqual(['home', 'blocked', 'menu']);
    expect(visit.polls.map((p) => p.call)).toEqual(['status']);
    expect(Object.keys(visit.on).sort()).toEqual(['checked', 'home']);
    expect(visit.keep).toEqual(['kioskId', 'kiosk']);
  });

  it("run as one flow: the start screen is the part's, its handlers apply on the flow's screens", () => {
    const s = start(program, 'visit', { kioskId: 1, kiosk: 'k', secret: 'x' });
    expect([s.flow, s.screen]).toEqual(['visit', 'menu']);
    const blocked = send(program, s, { type: 'go' });
    expect([blocked.flow, blocked.screen, blocked.view.path]).toEqual(['visit', 'blocked', '/1/blocked']);
    expect(send(program, blocked, { type: 'back' }).screen).toBe('menu');
    const home = send(program, s, { type: 'home' });
    expect(home.context).toEqual({ kioskId: 1, kiosk: 'k' });
  });

  it("give a path the flow and the part share to the part's screen (the kiosk's home)", () => {
    expect(screenForPath(program, 'visit', '/1')).toEqual({ screen: 'home', params: { kioskId: '1' } });
  });

  it("report a finding in the part at the part's path, and the flow's own at the flow's", () => {
    const broken = {
      ...part,
      poll: [{ ...part.poll[0], call: 'statuz' }],
      screens: { ...part.screens, blocked: { ...part.screens.blocked, on: { back: [{ goto: 'menuu' }] } } },
    };
    const { issues } = analyse({
      flows: [
        { file: 'flows/visit.flow.json', data: { ...flow, screens: { menu: { ...flow.screens.menu, on: { go: [{ goto: 'blockd' }] } } } } },
        { file: 'flows/platform.flow.json', data: broken },
      ],
      rules: [],
      registry,
    });
    expect(issues.map((i) => `${i.file} ${i.path}`).sort()).toEqual([
      'flows/platform.flow.json $.poll[0].call',
      'flows/platform.flow.json $.screens.blocked.on.back[0].goto',
      'flows/visit.flow.json $.screens.menu.on.go[0].goto',
    ]);
  });

  it('report a part of no flow, a malformed part, and what both define', () => {
    const issues = (data: unknown) =>
      analyse({ flows: [sources[0]!, { file: 'flows/platform.flow.json', data }], rules: [], registry }).issues.map((i) => `${i.code ?? '-'} ${i.path}`);
    expect(issues({ ...part, partOf: 'visits' })).toContain('unknown-flow $.partOf');
    // a malformed part is left out (its screens then name nothing): the schema finding says why
    expect(issues({ ...part, start: 'home' })).toContain('- $');
    expect(issues({ ...part, screens: { ...part.screens, menu: flow.screens.menu } })).toEqual(['defined-twice $.screens.menu']);
  });

  it('join the first of two documents with the same flow id, the one the compiler keeps, and report only the id', () => {
    const other = { ...flow, start: 'elsewhere', screens: { elsewhere: { path: '/:kioskId/elsewhere', widget: 'W', deepLink: true } } };
    const { issues, joined } = analyse({
      flows: [sources[0]!, { file: 'flows/visit2.flow.json', data: other }, sources[1]!],
      rules: [],
      registry,
    });
    expect(issues.map((i) => `${i.file} ${i.path} ${i.message}`)).toEqual(['flows/visit2.flow.json $.id flow id "visit" is used by two files']);
    expect(joined.flows.map((f) => [f.file, Object.keys((f.data as typeof flow).screens)])).toEqual([
      ['flows/visit.flow.json', ['home', 'blocked', 'menu']],
      ['flows/visit2.flow.json', ['elsewhere']],
    ]);
  });
});
