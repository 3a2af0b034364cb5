import { describe, expect, it, vi } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { createRuntime, type CallRunner } from '../../src/runtime/runtime.ts';
import { createVirtualScheduler } from '../../src/runtime/scheduler.ts';
import { testRegistry } from '../engine/helpers.ts';

/**
 * The call backoff of the flow format (`"retry": {"status": [{"const": "HttpStatus.Conflict"}], "after": [1000, 2000, 4000]}`, the status named):
 * site-operations spec §4 "Saving a weighing retries on HTTP 409 after 1 s, then 2 s, then 4 s,
 * then returns the last response", §9 "Save-weighing retry delays on 409".
 */
const flow = {
  id: 'rt',
  start: 'home',
  screens: {
    home: {
      path: '/:kioskId',
      widget: 'W',
      on: {
        save: [
          {
            do: [
              {
                call: 'save',
                retry: { status: [{ const: 'HttpStatus.Conflict' }], after: [1000, 2000, 4000] },
                into: 'saved',
                done: 'saved',
                error: 'notSaved',
              },
            ],
          },
        ],
        saved: [{ goto: 'done' }],
        notSaved: [{ goto: 'failed' }],
        leave: [{ goto: 'other' }],
      },
    },
    done: { path: '/:kioskId/done', widget: 'W', idle: 'off' },
    failed: { path: '/:kioskId/failed', widget: 'W', idle: 'off' },
    other: { path: '/:kioskId/other', widget: 'W', idle: 'off' },
  },
};
const names = { file: 'rules/names.rules.json', data: { constants: { HttpStatus: { Conflict: 409 } } } };
const { program } = compile({ flows: [{ file: 'rt.flow.json', data: flow }], rules: [names], registry: testRegistry(['W'], ['save'], ['save', 'leave']) });

const conflict = { kind: 'http', status: 409, message: 'Conflict' };

/** A runtime whose `save` call answers `answers` in turn (an Error-like object rejects). */
function setup(answers: readonly unknown[]) {
  const scheduler = createVirtualScheduler(0);
  const tries: number[] = [];
  const callApi: CallRunner = vi.fn(async () => {
    const answer = answers[Math.min(tries.length, answers.length - 1)];
    tries.push(scheduler.now());
    if (answer && typeof answer === 'object' && 'status' in answer) throw answer;
    return answer;
  });
  const runtime = createRuntime(program, 'rt', { kioskId: 1 }, { callApi, scheduler });
  return { runtime, scheduler, tries };
}

describe('call retry (site-operations §4, §9: 409 after 1 s, 2 s, 4 s)', () => {
  it('tries again after 1 s and 2 s while the answer is 409, then takes the answer', async () => {
    const { runtime, scheduler, tries } = setup([conflict, conflict, { ok: true }]);
    runtime.send({ type: 'save' });
    await scheduler.advance(2_999);
    expect(tries).toEqual([0, 1000]);
    expect(runtime.getSnapshot().screen).toBe('home');
    await scheduler.advance(1);
    expect(tries).toEqual([0, 1000, 3000]);
    expect(runtime.getSnapshot().screen).toBe('done');
    expect(runtime.getSnapshot().context.saved).toEqual({ ok: true });
  });

  it('after 1 s, 2 s and 4 s of 409 the last answer (the fourth 409) is the outcome', async () => {
    const { runtime, scheduler, tries } = setup([conflict]);
    runtime.send({ type: 'save' });
    await scheduler.advance(20_000);
    expect(tries).toEqual([0, 1000, 3000, 7000]);
    expect(runtime.getSnapshot().screen).toBe('failed');
    expect(runtime.getSnapshot().context.error).toMatchObject({ status: 409 });
  });

  it('does not retry a status the flow did not list', async () => {
    const { runtime, scheduler, tries } = setup([{ kind: 'http', status: 500, message: 'boom' }, { ok: true }]);
    runtime.send({ type: 'save' });
    await scheduler.advance(10_000);
    expect(tries).toEqual([0]);
    expect(runtime.getSnapshot().screen).toBe('failed');
  });

  it('leaving the screen cancels a retry that waits', async () => {
    const { runtime, scheduler, tries } = setup([conflict, { ok: true }]);
    runtime.send({ type: 'save' });
    await scheduler.advance(500);
    runtime.send({ type: 'leave' });
    await scheduler.advance(10_000);
    expect(tries).toEqual([0]);
    expect(runtime.getSnapshot().screen).toBe('other');
  });

  it('a retry that is not a backoff (no delays, a status outside HTTP) is refused by the format', () => {
    const bad = structuredClone(flow);
    (bad.screens.home.on.save[0] as { do: unknown[] }).do = [{ call: 'save', retry: { status: [{ const: 'HttpStatus.Conflict' }], after: [] } }];
    expect(() => compile({ flows: [{ file: 'rt.flow.json', data: bad }], rules: [], registry: testRegistry(['W'], ['save'], ['save', 'leave']) })).toThrow(
      /after/,
    );
  });
});
