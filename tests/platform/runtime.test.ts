import { describe, expect, it, vi } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { IDLE_WARNING_MS } from '../../src/runtime/idle.ts';
import { createRuntime, type CallRunner } from '../../src/runtime/runtime.ts';
import { createVirtualScheduler } from '../../src/runtime/scheduler.ts';
import { testRegistry } from '../engine/helpers.ts';

/** The runtime mechanisms of the kiosk platform: status watch, idle warning, stored records, failures. */
const flow = {
  id: 'kiosk',
  start: 'home',
  keep: ['kioskId'],
  stored: { downtime: 'gatehouse.downtime' },
  timeouts: { idle: 300_000, endScreen: 15_000 },
  poll: [{ call: 'status', into: 'status', every: 10_000, everyAfterError: 5_000, done: 'statusChecked', error: 'statusFailed' }],
  on: {
    statusChecked: [{ do: [{ set: 'checkedAt', to: { var: 'event.at' } }] }],
    home: [{ goto: '@home' }],
  },
  screens: {
    home: {
      path: '/:kioskId',
      widget: 'W',
      idle: 'quiet',
      on: {
        go: [{ do: [{ set: 'name', to: { var: 'event.name' } }], goto: 'form' }],
        loop: [{ goto: 'ping' }],
        record: [
          {
            do: [
              { set: 'downtime.startDowntime', to: { var: 'event.at' } },
              { store: 'gatehouse.downtime', value: { var: 'downtime' } },
            ],
          },
        ],
        clear: [{ do: [{ unset: ['downtime'] }, { store: 'gatehouse.downtime', value: { var: 'downtime' } }] }],
      },
    },
    form: {
      path: '/:kioskId/form',
      widget: 'W',
      on: {
        report: [{ do: [{ call: 'log', background: true, done: 'reported' }], goto: 'next' }],
        reported: [{ do: [{ set: 'reportedOn', to: 'form' }] }],
      },
    },
    next: { path: '/:kioskId/next', widget: 'W', on: { reported: [{ do: [{ set: 'reportedOn', to: 'next' }] }] } },
    // two screens that send the kiosk to each other without an event: a flow that loops
    ping: { path: '/:kioskId/ping', widget: 'W', always: [{ goto: 'pong' }] },
    pong: { path: '/:kioskId/pong', widget: 'W', always: [{ goto: 'ping' }] },
  },
};
const { program } = compile({ flows: [{ file: 'k.flow.json', data: flow }], rules: [], registry: testRegistry(['W'], ['status', 'log']) });

function setup(options: { status?: () => Promise<unknown>; log?: () => Promise<unknown>; stored?: Record<string, string> } = {}) {
  const scheduler = createVirtualScheduler(1_000_000);
  const calls: Array<{ name: string; at: number }> = [];
  const callApi: CallRunner = vi.fn(async (name) => {
    calls.push({ name, at: scheduler.now() });
    if (name === 'log') return options.log ? options.log() : {};
    return options.status ? options.status() : { isBlocked: false, version: '1' };
  });
  const stored = new Map(Object.entries(options.stored ?? {}));
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  const onFailure = vi.fn();
  const log = vi.fn();
  const runtime = createRuntime(program, 'kiosk', { kioskId: 1 }, { callApi, scheduler, storage, onFailure, log, onReset: vi.fn() });
  const changes = vi.fn();
  runtime.subscribe(changes);
  return { runtime, scheduler, calls, stored, onFailure, log, changes };
}

describe('runtime: kiosk status watch (site-operations §4 "Kiosk status", §9)', () => {
  it('checks the status at start, then every 10 s on every screen', async () => {
    const { runtime, scheduler, calls } = setup();
    await scheduler.advance(0);
    runtime.send({ type: 'go', name: 'x' });
    await scheduler.advance(30_000);
    expect(calls.filter((c) => c.name === 'status').map((c) => c.at - 1_000_000)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(runtime.getSnapshot().context.checkedAt).toBe(1_030_000);
  });

  it('checks again 5 s after a failure, and every 10 s once it answers', async () => {
    let n = 0;
    const { scheduler, calls } = setup({
      status: async () => (++n <= 2 ? Promise.reject({ kind: 'network', message: 'down' }) : { isBlocked: false, version: '1' }),
    });
    await scheduler.advance(30_000);
    expect(calls.filter((c) => c.name === 'status').map((c) => c.at - 1_000_000)).toEqual([0, 5_000, 10_000, 20_000, 30_000]);
  });

  it('stops with the runtime', async () => {
    const { runtime, scheduler, calls } = setup();
    await scheduler.advance(0);
    runtime.stop();
    await scheduler.advance(60_000);
    expect(calls.filter((c) => c.name === 'status')).toHaveLength(1);
  });
});

describe('runtime: idle warning (core spec §4 "Idle")', () => {
  it(`warns ${IDLE_WARNING_MS / 1000} s before the general timeout, counting down each second, then goes home`, async () => {
    const { runtime, scheduler, changes } = setup();
    runtime.send({ type: 'go', name: 'Jane' });
    await scheduler.advance(300_000 - IDLE_WARNING_MS - 1);
    expect(runtime.getIdleWarning()).toBeNull();
    changes.mockClear();
    await scheduler.advance(1);
    expect(runtime.getIdleWarning()).toEqual({ secondsLeft: 20 });
    expect(changes).toHaveBeenCalled();
    await scheduler.advance(1000);
    expect(runtime.getIdleWarning()).toEqual({ secondsLeft: 19 });
    await scheduler.advance(18_999);
    expect([runtime.getSnapshot().screen, runtime.getIdleWarning()?.secondsLeft]).toEqual(['form', 1]);
    await scheduler.advance(1);
    expect([runtime.getSnapshot().screen, runtime.getIdleWarning()]).toEqual(['home', null]);
    expect(runtime.getSnapshot().context.name).toBeUndefined();
  });

  it('a touch during the warning keeps the session and starts the timeout afresh', async () => {
    const { runtime, scheduler } = setup();
    runtime.send({ type: 'go', name: 'Jane' });
    await scheduler.advance(290_000);
    expect(runtime.getIdleWarning()).not.toBeNull();
    runtime.touch();
    expect(runtime.getIdleWarning()).toBeNull();
    await scheduler.advance(299_000);
    expect(runtime.getSnapshot().screen).toBe('form');
    await scheduler.advance(1_000);
    expect(runtime.getSnapshot().screen).toBe('home');
  });

  it('does not count status checks, answers or timers as visitor activity', async () => {
    const { runtime, scheduler } = setup();
    runtime.send({ type: 'go', name: 'Jane' });
    await scheduler.advance(300_000);
    expect(runtime.getSnapshot().screen).toBe('home');
  });

  it('shows no warning on a screen that holds nothing of a visitor (idleWarning false), nor while held', async () => {
    const { runtime, scheduler } = setup();
    await scheduler.advance(299_000);
    expect(runtime.getIdleWarning()).toBeNull();
    runtime.send({ type: 'go', name: 'Jane' });
    runtime.holdIdle(true);
    await scheduler.advance(600_000);
    expect([runtime.getSnapshot().screen, runtime.getIdleWarning()]).toEqual(['form', null]);
  });
});

describe('runtime: records, background calls and failures', () => {
  it('loads stored records at start and writes them back; null removes them', async () => {
    const { runtime, stored } = setup({ stored: { 'gatehouse.downtime': '{"startDowntime":5}' } });
    expect(runtime.getSnapshot().context.downtime).toEqual({ startDowntime: 5 });
    runtime.send({ type: 'record' });
    expect(JSON.parse(stored.get('gatehouse.downtime')!)).toEqual({ startDowntime: 1_000_000 });
    runtime.send({ type: 'clear' });
    expect(stored.has('gatehouse.downtime')).toBe(false);
  });

  it('skips an unreadable stored record with a warning', () => {
    const { runtime, log } = setup({ stored: { 'gatehouse.downtime': '{oops' } });
    expect(runtime.getSnapshot().context.downtime).toBeUndefined();
    expect(log).toHaveBeenCalledWith(2, expect.stringContaining('gatehouse.downtime is unreadable'));
  });

  it('delivers a background call to whatever screen the kiosk is on when it answers', async () => {
    let answer: (value: unknown) => void = () => {};
    const { runtime, scheduler } = setup({ log: () => new Promise((resolve) => (answer = resolve)) });
    runtime.send({ type: 'go', name: 'x' });
    runtime.send({ type: 'report' });
    expect(runtime.getSnapshot().screen).toBe('next');
    answer({});
    await scheduler.advance(0);
    expect(runtime.getSnapshot().context.reportedOn).toBe('next');
  });

  it('hands a flow that loops to onFailure instead of throwing into a widget', () => {
    const { runtime, onFailure } = setup();
    expect(() => runtime.send({ type: 'loop' })).not.toThrow();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('(a loop of always?)') }));
  });

  it('forgets the traces of the previous visitor when the kiosk goes home', () => {
    const { runtime } = setup();
    runtime.send({ type: 'go', name: 'Jane' });
    expect(runtime.traces().some((t) => t.event === 'go')).toBe(true);
    runtime.send({ type: 'home' });
    expect(runtime.traces().map((t) => t.event)).toEqual(['home']);
  });
});
