import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { send, start } from '../../src/engine/machine.ts';
import { testRegistry } from './helpers.ts';

/** Engine features of the kiosk platform: background polls, kiosk-wide calls, stored records, restore chains. */
const flow = {
  id: 'kiosk',
  start: 'boot',
  keep: ['kioskId'],
  stored: { downtime: 'gatehouse.downtime' },
  timeouts: { idle: 300_000 },
  poll: [
    { call: 'status', args: { id: { var: 'kioskId' } }, into: 'status', every: 10_000, everyAfterError: 5_000, done: 'statusChecked', error: 'statusFailed' },
  ],
  on: {
    statusChecked: [{ if: { var: 'status.isBlocked' }, goto: 'blocked' }],
    statusFailed: [{ do: [{ set: 'lastFailure', to: { var: 'event.error.kind' } }] }],
    abort: [
      {
        do: [
          { set: 'abortedOn', to: { var: 'event.screen' } },
          { set: 'abortedAt', to: { var: 'event.at' } },
        ],
        goto: 'aborted',
      },
    ],
    home: [{ goto: '@home' }],
  },
  screens: {
    boot: {
      path: '/:kioskId',
      widget: 'W',
      deepLink: true,
      idle: 'quiet',
      always: [{ if: { var: 'kioskId' }, goto: 'menu' }],
    },
    menu: {
      path: '/:kioskId/menu',
      widget: 'W',
      restore: 'boot',
      on: {
        report: [{ do: [{ call: 'log', background: true, done: 'reported', error: 'notReported' }] }],
        fail: [{ do: [{ call: 'log', error: 'failed' }] }],
        failed: [{ do: [{ set: 'failedAt', to: { var: 'event.at' } }] }],
        reported: [{ do: [{ set: 'reported', to: true }] }],
        pick: [{ do: [{ set: 'secret', to: { var: 'event.name' } }], goto: 'form' }],
      },
    },
    form: {
      path: '/:kioskId/form',
      widget: 'W',
      restore: 'menu',
      on: {
        done: [{ if: { '!!': { var: 'secret' } }, goto: '@home' }],
        leave: [
          {
            do: [
              { set: 'abortedOn', to: { var: 'event.screen' } },
              { set: 'abortedAt', to: { var: 'event.at' } },
            ],
            goto: 'aborted',
          },
        ],
      },
    },
    question: { path: '/:kioskId/form/question', widget: 'W', restore: 'form' },
    blocked: { path: '/:kioskId/unavailable', widget: 'W', idle: 'off', on: { statusChecked: [{ if: { '!': { var: 'status.isBlocked' } }, goto: '@home' }] } },
    aborted: { path: '/:kioskId/aborted', widget: 'W' },
  },
};

const { program } = compile({ flows: [{ file: 'flows/kiosk.flow.json', data: flow }], rules: [], registry: testRegistry(['W'], ['status', 'log']) });

describe('engine: kiosk platform features', () => {
  it('starts the kiosk-wide polls of the main flow once, and moves on by an always of the start screen right away', () => {
    const s = start(program, 'kiosk', { kioskId: 3 });
    expect(s.screen).toBe('menu');
    expect(s.effects).toContainEqual({ kind: 'poll', seq: 2, session: 0, scope: 0, name: 'status', args: { id: 3 }, every: 10_000, everyAfterError: 5_000 });
    const next = send(program, s, { type: 'pick', name: 'x' });
    expect(next.effects.some((e) => e.kind === 'poll')).toBe(false);
  });

  it('stores a kiosk-wide poll answer and sends its event on any screen; the screen may handle it itself', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    const ok = send(program, s0, { type: '@poll.result', scope: 0, data: { isBlocked: false } });
    expect([ok.screen, ok.context.status]).toEqual(['menu', { isBlocked: false }]);
    const blocked = send(program, ok, { type: '@poll.result', scope: 0, data: { isBlocked: true } });
    expect(blocked.screen).toBe('blocked');
    const still = send(program, blocked, { type: '@poll.result', scope: 0, data: { isBlocked: true } });
    expect(still.screen).toBe('blocked');
    const unblocked = send(program, still, { type: '@poll.result', scope: 0, data: { isBlocked: false } });
    expect(unblocked.screen).toBe('menu');
  });

  it('sends the poll failure event with the error and the time', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    const failed = send(program, s0, { type: '@poll.error', scope: 0, error: { kind: 'network', message: 'down' }, at: 5 });
    expect(failed.context.lastFailure).toBe('network');
    expect(failed.trace.map((t) => t.event)).toEqual(['statusFailed']);
  });

  it('passes the time of an internal event on to the flow event it becomes', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    const s1 = send(program, s0, { type: 'fail' });
    const call = s1.effects.find((e) => e.kind === 'call');
    expect(call).toMatchObject({ name: 'log', error: 'failed' });
    expect(call && 'background' in call).toBe(false);
    const s2 = send(program, s1, { type: '@call.error', seq: s1.seq, session: s1.session, event: 'failed', error: { kind: 'http', message: 'x' }, at: 1234 });
    expect(s2.context.failedAt).toBe(1234);
  });

  it('gives the events a flow sends itself the time of the event that started the step', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    const s1 = send(program, s0, { type: 'pick', name: 'x', at: 42 });
    const aborted = send(program, s1, { type: 'leave', at: 77 });
    expect(aborted.context.abortedAt).toBe(77);
  });

  it('marks background calls, whose answers the runtime delivers whatever the screen', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    const s1 = send(program, s0, { type: 'report' });
    expect(s1.effects).toContainEqual(expect.objectContaining({ kind: 'call', name: 'log', background: true }));
    const moved = send(program, send(program, s1, { type: 'pick', name: 'x' }), { type: 'home' });
    // the runtime sends a background answer without seq and session
    const answered = send(program, moved, { type: '@call.done', done: 'reported', data: {} });
    expect(answered.trace.map((t) => t.event)).toContain('reported');
  });

  it('tells transitions the screen an event happened on', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    const form = send(program, s0, { type: 'pick', name: 'x' });
    const aborted = send(program, form, { type: 'abort' });
    expect([aborted.screen, aborted.context.abortedOn]).toEqual(['aborted', 'form']);
  });

  it('keeps stored records when the kiosk returns home, and forgets the values the last decisions read', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3, downtime: { startDowntime: 1 } });
    const form = send(program, s0, { type: 'pick', name: 'Jane' });
    const home = send(program, form, { type: 'done' });
    expect(home.screen).toBe('menu');
    expect(home.context).toEqual({ kioskId: 3, downtime: { startDowntime: 1 } });
    expect(JSON.stringify(home.trace)).not.toContain('Jane');
    expect(home.trace.find((t) => t.event === 'done')?.checks[0]).toMatchObject({ matched: true, values: {} });
    // without going home the values read stay in the trace (explainable decisions)
    const notHome = send(program, send(program, s0, { type: 'pick', name: '' }), { type: 'done' });
    expect(notHome.screen).toBe('form');
    expect(notHome.trace[0]?.checks[0]?.values).toEqual({ secret: '' });
  });

  it('follows restore screens until one may be deep-linked', () => {
    const s0 = start(program, 'kiosk', {});
    const restored = send(program, s0, { type: '@restore', screen: 'question', params: { kioskId: '4' } });
    // question → form → menu → boot (deep link), whose always goes on to the menu
    expect([restored.screen, restored.context.kioskId]).toEqual(['menu', 4]);
    expect(restored.trace.find((t) => t.event === '@restore')?.to).toBe('boot');
  });

  it('says in the view whether the idle timeout warns first', () => {
    const s0 = start(program, 'kiosk', { kioskId: 3 });
    expect(s0.view.idleWarning).toBe(true);
    const blocked = send(program, s0, { type: '@poll.result', scope: 0, data: { isBlocked: true } });
    expect(blocked.view).toMatchObject({ idle: 'off', idleMs: null, idleWarning: false });
    const { program: p2 } = compile({
      flows: [{ file: 'f.flow.json', data: { ...flow, start: 'menu', screens: { ...flow.screens, menu: { ...flow.screens.menu, idle: 'quiet' } } } }],
      rules: [],
      registry: testRegistry(['W'], ['status', 'log']),
    });
    expect(start(p2, 'kiosk', { kioskId: 1 }).view).toMatchObject({ idle: 'quiet', idleMs: 300_000, idleWarning: false });
  });

  it('rejects a kiosk-wide poll naming an unknown call', () => {
    expect(() =>
      compile({
        flows: [{ file: 'f.flow.json', data: { ...flow, poll: [{ ...flow.poll[0], call: 'nope' }] } }],
        rules: [],
        registry: testRegistry(['W'], ['status', 'log']),
      }),
    ).toThrow(/\$\.poll\[0\]\.call: unknown call "nope"/);
  });
});
