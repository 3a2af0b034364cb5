import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { send, start, screenForPath } from '../../src/engine/machine.ts';
import { testRegistry } from './helpers.ts';

const rules = [{ file: 'rules/t.rules.json', data: { rules: { isAdult: { description: 'age ≥ 18', logic: { '>=': [{ var: 'event.age' }, 18] } } } } }];

const flow = {
  id: 'demo',
  start: 'home',
  keep: ['kioskId'],
  timeouts: { idle: { var: ['kiosk.idleMs', 300000] }, endScreen: 15000 },
  on: { home: [{ goto: '@home' }] },
  screens: {
    home: {
      path: '/:kioskId',
      widget: 'W',
      deepLink: true,
      enter: [{ call: 'load', args: { id: { var: 'kioskId' } }, into: 'items', done: 'loaded' }],
      props: { items: { var: 'items' }, perPage: 3 },
      on: {
        pick: [
          { if: { rule: 'isAdult' }, do: [{ set: 'age', to: { var: 'event.age' } }], goto: 'adult' },
          { do: [{ set: 'age', to: { var: 'event.age' } }], goto: 'minor' },
        ],
      },
    },
    adult: { path: '/:kioskId/adult', widget: 'W', restore: 'home', after: 1000, on: { back: [{ goto: '@back' }] } },
    minor: {
      path: '/:kioskId/minor',
      widget: 'W',
      idle: 'end',
      poll: { call: 'status', into: 'status', every: 2000, until: { '==': [{ var: 'status.done' }, true] }, done: 'finished', limit: 10000, timeout: 'late' },
      on: { finished: [{ goto: 'adult' }], late: [{ goto: 'home' }] },
    },
  },
};

const { program } = compile({ flows: [{ file: 'flows/demo.flow.json', data: flow }], rules, registry: testRegistry(['W'], ['load', 'status']) });

describe('engine start/send', () => {
  it('starts at the start screen with its enter effects and evaluated props', () => {
    const s = start(program, 'demo', { kioskId: 7 });
    expect(s.screen).toBe('home');
    expect(s.view).toMatchObject({ widget: 'W', path: '/7', props: { items: null, perPage: 3 } });
    expect(s.effects).toEqual([{ kind: 'call', seq: 1, session: 0, name: 'load', args: { id: 7 }, into: 'items', done: 'loaded' }]);
  });

  it('takes the first matching guarded entry and traces the named rule with the values it read', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const adult = send(program, s0, { type: 'pick', age: 30 });
    expect(adult.screen).toBe('adult');
    const check = adult.trace[0]?.checks.find((c) => c.rule === 'isAdult');
    expect(check).toMatchObject({ matched: true, values: { 'event.age': 30 }, goto: 'adult' });
    expect(adult.context.age).toBe(30);
    const minor = send(program, s0, { type: 'pick', age: 12 });
    expect(minor.screen).toBe('minor');
    expect(minor.context.age).toBe(12);
    // the first entry that holds is taken and no other: the adult's entry did not hold, the one without a condition did
    expect(minor.trace[0]?.checks.map((c) => c.matched)).toEqual([false, true]);
  });

  it('does not change the snapshot it is given (pure)', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const frozen = JSON.stringify(s0);
    send(program, s0, { type: 'pick', age: 30 });
    expect(JSON.stringify(s0)).toBe(frozen);
  });

  it('stores call results and sends `done`; a screen that was left keeps the data but does not act on it', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const s1 = send(program, s0, { type: '@call.done', seq: s0.seq, session: 0, into: 'items', done: 'loaded', data: [1, 2] });
    expect(s1.context.items).toEqual([1, 2]);
    expect(s1.view.props.items).toEqual([1, 2]);
    expect(s1.trace.some((t) => t.event === 'loaded')).toBe(true);
    const left = send(program, s0, { type: 'pick', age: 30 });
    const late = send(program, left, { type: '@call.done', seq: s0.seq, session: 0, into: 'items', done: 'loaded', data: ['late'] });
    expect(late.context.items).toEqual(['late']);
    expect(late.trace.some((t) => t.event === 'loaded')).toBe(false);
    const home = send(program, left, { type: 'home' });
    const previousVisitor = send(program, home, { type: '@call.done', seq: s0.seq, session: 0, into: 'items', data: ['secret'] });
    expect(previousVisitor.context.items).toBeUndefined();
  });

  it('@back returns to the previous screen; @home clears all but `keep`', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const adult = send(program, s0, { type: 'pick', age: 30 });
    const back = send(program, adult, { type: 'back' });
    expect(back.screen).toBe('home');
    const home = send(program, adult, { type: 'home' });
    expect(home.screen).toBe('home');
    expect(home.context).toEqual({ kioskId: 7 });
    expect(home.session).toBe(1);
    expect(home.effects[0]).toEqual({ kind: 'reset' });
  });

  it('emits poll and timer effects on enter, and an end screen returns home after the end-screen timeout', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const minor = send(program, s0, { type: 'pick', age: 3 });
    expect(minor.effects).toContainEqual(
      expect.objectContaining({ kind: 'poll', scope: 'screen', name: 'status', every: 2000, everyAfterError: 2000, limit: 10000 }),
    );
    expect(minor.effects).toContainEqual(expect.objectContaining({ kind: 'timer', id: 'end', ms: 15000, event: '@home' }));
    const waiting = send(program, minor, { type: '@poll.result', seq: minor.seq, data: { done: false } });
    expect(waiting.screen).toBe('minor');
    const done = send(program, waiting, { type: '@poll.result', seq: minor.seq, data: { done: true } });
    expect(done.screen).toBe('adult');
    expect(done.effects).toContainEqual({ kind: 'pollStop', seq: minor.seq });
    expect(send(program, minor, { type: '@poll.timeout', seq: minor.seq }).screen).toBe('home');
    expect(send(program, minor, { type: '@timer', seq: minor.seq, event: '@home' }).context.age).toBeUndefined();
  });

  it('goes home on the idle timeout; the view says how long it is and how long an end screen shows', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const adult = send(program, s0, { type: 'pick', age: 30 });
    expect(adult.view).toMatchObject({ idle: 'visit', idleMs: 300000, idleWarning: true, endMs: null });
    expect(send(program, adult, { type: '@idle' }).screen).toBe('home');
    const minor = send(program, s0, { type: 'pick', age: 3 });
    expect(minor.view).toMatchObject({ idle: 'end', idleMs: null, idleWarning: false, endMs: 15000 });
    const configured = send(program, start(program, 'demo', { kioskId: 7, kiosk: { idleMs: 60000 } }), { type: 'pick', age: 30 });
    expect(configured.view.idleMs).toBe(60000);
  });

  it('a screen\'s "after" is a timer of the screen entry that sends it the event "after"', () => {
    const adult = send(program, start(program, 'demo', { kioskId: 7 }), { type: 'pick', age: 30 });
    expect(adult.effects).toContainEqual({ kind: 'timer', seq: adult.seq, id: 'after', ms: 1000, event: 'after' });
    const ticked = send(program, adult, { type: '@timer', seq: adult.seq, event: 'after' });
    expect(ticked.trace[0]).toMatchObject({ event: 'after', handled: false });
    expect(send(program, adult, { type: '@timer', seq: adult.seq - 1, event: 'after' }).trace[0]).toMatchObject({ event: '@timer', handled: false });
  });

  it('restores a deep link: deep-linkable screens open, others open their restore screen', () => {
    const s0 = start(program, 'demo', {});
    expect(screenForPath(program, 'demo', '/9/adult')).toEqual({ screen: 'adult', params: { kioskId: '9' } });
    const restored = send(program, s0, { type: '@restore', screen: 'adult', params: { kioskId: '9' } });
    expect(restored.screen).toBe('home');
    expect(restored.context.kioskId).toBe(9);
    expect(screenForPath(program, 'demo', '/9/nothing/here')).toBeNull();
  });

  it('traces an unhandled event without changing anything', () => {
    const s0 = start(program, 'demo', { kioskId: 7 });
    const s1 = send(program, s0, { type: 'nobody-listens' });
    expect(s1.screen).toBe('home');
    expect(s1.trace).toEqual([{ event: 'nobody-listens', flow: 'demo', screen: 'home', checks: [], handled: false }]);
  });
});

describe('several flows', () => {
  const main = {
    id: 'main',
    start: 'a',
    keep: ['kioskId'],
    on: { home: [{ goto: '@home' }] },
    screens: { a: { path: '/:kioskId', widget: 'W', on: { go: [{ goto: 'other/b' }] } } },
  };
  const other = { id: 'other', start: 'b', screens: { b: { path: '/:kioskId/other', widget: 'W', deepLink: true, on: { done: [{ goto: '@home' }] } } } };
  const { program: two } = compile({
    flows: [
      { file: 'main.flow.json', data: main },
      { file: 'other.flow.json', data: other },
    ],
    rules: [],
    registry: testRegistry(['W'], []),
  });

  it('goes to a screen of another flow and @home returns to the main flow, keeping only `keep`', () => {
    const s0 = start(two, 'main', { kioskId: 1, secret: 'x' });
    const b = send(two, s0, { type: 'go' });
    expect([b.flow, b.screen, b.view.path]).toEqual(['other', 'b', '/1/other']);
    const home = send(two, b, { type: 'done' });
    expect([home.flow, home.screen]).toEqual(['main', 'a']);
    expect(home.context).toEqual({ kioskId: 1 });
    expect(send(two, b, { type: 'home' }).screen).toBe('a'); // main flow's global handler applies
  });

  // A main-flow handler with a relative goto used to look the screen up in the flow on screen.
  it("a main-flow handler's relative goto names a screen of the main flow, whatever flow is on screen", () => {
    const mainWithBlock = {
      ...main,
      on: { ...main.on, blocked: [{ goto: 'unavailable' }] },
      screens: { ...main.screens, unavailable: { path: '/:kioskId/unavailable', widget: 'W' } },
    };
    const { program: three } = compile({
      flows: [
        { file: 'main.flow.json', data: mainWithBlock },
        { file: 'other.flow.json', data: other },
      ],
      rules: [],
      registry: testRegistry(['W'], []),
    });
    const b = send(three, start(three, 'main', { kioskId: 1 }), { type: 'go' });
    expect(b.flow).toBe('other');
    const blocked = send(three, b, { type: 'blocked' });
    expect([blocked.flow, blocked.screen, blocked.view.path]).toEqual(['main', 'unavailable', '/1/unavailable']);
    expect(blocked.trace.at(-1)).toMatchObject({ event: 'blocked', flow: 'other', screen: 'b', to: 'unavailable', toFlow: 'main' });
  });

  it('finds and restores a deep link of another flow', () => {
    expect(screenForPath(two, 'main', '/1/other')).toEqual({ screen: 'other/b', params: { kioskId: '1' } });
    const s = send(two, start(two, 'main', {}), { type: '@restore', screen: 'other/b', params: { kioskId: '1' } });
    expect([s.flow, s.screen]).toEqual(['other', 'b']);
  });
});
