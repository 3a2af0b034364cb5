import { describe, expect, it, vi } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { createRuntime, type CallRunner } from '../../src/runtime/runtime.ts';
import { createVirtualScheduler } from '../../src/runtime/scheduler.ts';
import { testRegistry } from '../engine/helpers.ts';

/** A flow exercising every runtime mechanism: calls, polls, timers, storage, translations, idle. */
const flow = {
  id: 'rt',
  start: 'home',
  keep: ['kioskId'],
  timeouts: { idle: 300_000, endScreen: 15_000 },
  on: { error: [{ goto: 'failed' }] },
  screens: {
    home: {
      path: '/:kioskId',
      widget: 'W',
      load: { calls: [{ call: 'texts', into: 'localization' }] },
      on: {
        done: [{ do: [{ translations: { var: 'localization' } }] }],
        go: [
          {
            do: [
              { set: 'visitor', to: 'Jane' },
              { store: 'record', value: { var: 'event.value' } },
            ],
            goto: 'waiting',
          },
        ],
        fill: [{ goto: 'form' }],
        fail: [{ goto: 'failed' }],
      },
    },
    form: { path: '/:kioskId/form', widget: 'W' },
    waiting: {
      path: '/:kioskId/waiting',
      widget: 'W',
      poll: {
        call: 'status',
        into: 'status',
        every: 2000,
        everyAfterError: 5000,
        limit: 30000,
        until: { '==': [{ var: 'status.state' }, 'done'] },
        done: 'approved',
        timeout: 'late',
      },
      on: { approved: [{ goto: 'end' }], late: [{ goto: 'failed' }] },
    },
    end: { path: '/:kioskId/end', widget: 'W', idle: 'end' },
    failed: { path: '/:kioskId/failed', widget: 'W', idle: 'off' },
  },
};
const { program } = compile({ flows: [{ file: 'rt.flow.json', data: flow }], rules: [], registry: testRegistry(['W'], ['texts', 'status']) });

function setup(answers: { status?: () => Promise<unknown> } = {}) {
  const scheduler = createVirtualScheduler(0);
  const calls: Array<{ name: string; at: number }> = [];
  const callApi: CallRunner = vi.fn(async (name) => {
    calls.push({ name, at: scheduler.now() });
    if (name === 'texts') return { registration: { next: 'Next' } };
    return answers.status ? answers.status() : { state: 'waiting' };
  });
  const stored = new Map<string, string>();
  const host = {
    callApi,
    scheduler,
    addTranslations: vi.fn(),
    onReset: vi.fn(),
    storage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    },
  };
  const runtime = createRuntime(program, 'rt', { kioskId: 1 }, host);
  return { runtime, scheduler, calls, host, stored };
}

describe('runtime', () => {
  it("runs a screen's load and feeds its results back; translations go to i18n", async () => {
    const { runtime, scheduler, host } = setup();
    await scheduler.advance(0);
    expect(runtime.getSnapshot().context.localization).toEqual({ registration: { next: 'Next' } });
    expect(host.addTranslations).toHaveBeenCalledWith('en', { registration: { next: 'Next' } });
  });

  it('polls every 2 s until the condition holds, then moves on', async () => {
    let n = 0;
    const { runtime, scheduler, calls } = setup({ status: async () => ({ state: ++n >= 3 ? 'done' : 'waiting' }) });
    runtime.send({ type: 'go', value: 1 });
    await scheduler.advance(0);
    expect(runtime.getSnapshot().screen).toBe('waiting');
    await scheduler.advance(4000);
    expect(calls.filter((c) => c.name === 'status').map((c) => c.at)).toEqual([0, 2000, 4000]);
    expect(runtime.getSnapshot().screen).toBe('end');
    await scheduler.advance(10_000);
    expect(calls.filter((c) => c.name === 'status')).toHaveLength(3); // stopped
  });

  it('polls more slowly after an error and gives up at the overall timeout', async () => {
    const { runtime, scheduler, calls } = setup({ status: async () => Promise.reject({ kind: 'network', message: 'down' }) });
    runtime.send({ type: 'go' });
    await scheduler.advance(11_000);
    expect(calls.filter((c) => c.name === 'status').map((c) => c.at)).toEqual([0, 5000, 10000]);
    expect(runtime.getSnapshot().context.error).toMatchObject({ kind: 'network', message: 'down' });
    await scheduler.advance(20_000);
    expect(runtime.getSnapshot().screen).toBe('failed');
  });

  it('returns home after the end-screen timeout (15 s) and forgets the visitor but keeps the stored record', async () => {
    const { runtime, scheduler, host, stored } = setup({ status: async () => ({ state: 'done' }) });
    runtime.send({ type: 'go', value: { label: 'api/visitor' } });
    await scheduler.advance(0);
    expect(runtime.getSnapshot().screen).toBe('end');
    await scheduler.advance(14_999);
    expect(runtime.getSnapshot().screen).toBe('end');
    await scheduler.advance(1);
    expect(runtime.getSnapshot().screen).toBe('home');
    expect(runtime.getSnapshot().context.visitor).toBeUndefined();
    expect(host.onReset).toHaveBeenCalledTimes(1);
    expect(JSON.parse(stored.get('record') ?? 'null')).toEqual({ label: 'api/visitor' });
  });

  it('returns home on the general idle timeout (300000 ms), restarted by every touch; never on idle "off" screens', async () => {
    const { runtime, scheduler } = setup();
    runtime.send({ type: 'fill' });
    await scheduler.advance(200_000);
    runtime.touch();
    await scheduler.advance(200_000);
    expect(runtime.getSnapshot().screen).toBe('form');
    await scheduler.advance(100_000);
    expect(runtime.getSnapshot().screen).toBe('home');
    runtime.send({ type: 'fail' });
    await scheduler.advance(1_000_000);
    expect(runtime.getSnapshot().screen).toBe('failed');
  });

  it('holds the idle timeout while asked to (a video plays)', async () => {
    const { runtime, scheduler } = setup();
    runtime.send({ type: 'fill' });
    runtime.holdIdle(true);
    await scheduler.advance(400_000);
    expect(runtime.getSnapshot().screen).not.toBe('home');
    runtime.holdIdle(false);
    await scheduler.advance(300_000);
    expect(runtime.getSnapshot().screen).toBe('home');
  });

  it('keeps the last traces, naming the guard that matched', async () => {
    const { runtime } = setup();
    runtime.send({ type: 'go' });
    const last = runtime.traces().at(-1);
    expect(last).toMatchObject({ event: 'go', screen: 'home', to: 'waiting', handled: true });
  });

  it('keeps no more than the last 200 traces however long it runs (a kiosk runs for weeks)', () => {
    const { runtime } = setup();
    for (let i = 0; i < 500; i++) runtime.send({ type: 'nothing', value: i });
    expect(runtime.traces()).toHaveLength(200);
    expect(runtime.traces().at(-1)).toMatchObject({ event: 'nothing', handled: false });
  });
});
