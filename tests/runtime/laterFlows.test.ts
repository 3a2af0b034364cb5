import { describe, expect, it, vi } from 'vitest';
import { compile, type Program } from '../../src/engine/compile.ts';
import { z } from 'zod';
import type { CodeEffect } from '../../src/engine/effects/effect.ts';
import { CodeEffectNotLoadedError, FlowNotLoadedError, send, start } from '../../src/engine/machine.ts';
import { addLaterFlows, fromProgramData, type LaterProgramData, splitProgramData, toProgramData } from '../../src/engine/programData.ts';
import { createRuntime } from '../../src/runtime/runtime.ts';
import { createVirtualScheduler } from '../../src/runtime/scheduler.ts';
import { testRegistry } from '../engine/helpers.ts';

/**
 * A build loads the main flow with the first screen and the other flows after it (docs/decisions/0024):
 * a step that needs one of those waits for them, and every event that comes meanwhile waits behind it.
 */
/** The main flow's idle timeout (ms). */
const IDLE_MS = 60_000;

const main = {
  id: 'm',
  start: 'home',
  timeouts: { idle: IDLE_MS },
  on: { count: [{ do: [{ count: 'count' }] }] },
  screens: {
    home: { path: '/:kioskId', widget: 'W', on: { go: [{ goto: 'side/start' }], stay: [{ do: [{ set: 'stayed', to: true }] }] } },
  },
};
const side = { id: 'side', start: 'start', screens: { start: { path: '/:kioskId/side', widget: 'W', on: { back: [{ goto: 'm/home' }] } } } };

function splitProgram(): { program: Program; later: LaterProgramData } {
  const compiled = compile({
    flows: [
      { file: 'm.flow.json', data: main },
      { file: 'side.flow.json', data: side },
    ],
    rules: [],
    registry: testRegistry(['W'], []),
  }).program;
  const { first, later } = splitProgramData(JSON.parse(JSON.stringify(toProgramData(compiled))), ['m']);
  return { program: fromProgramData(first, {}), later };
}

function setup(load: (program: Program) => Promise<void>) {
  const { program, later } = splitProgram();
  const scheduler = createVirtualScheduler(0);
  const onFailure = vi.fn();
  const runtime = createRuntime(program, 'm', { kioskId: 1, count: 0 }, { callApi: vi.fn(), scheduler, onFailure, loadLaterFlows: () => load(program) });
  return { program, later, runtime, onFailure };
}

describe('the later flows of a built program', () => {
  it('splits the data: the first part names the later flows, which add to the program read from it', () => {
    const { program, later } = splitProgram();
    expect(Object.keys(program.flows)).toEqual(['m']);
    expect([...(program.laterFlows ?? [])]).toEqual(['side']);
    expect(Object.keys(later.flows)).toEqual(['side']);
    addLaterFlows(program, later);
    expect(Object.keys(program.flows)).toEqual(['m', 'side']);
    expect(program.laterFlows?.size).toBe(0);
    expect(program.flows.side?.screens.start?.route.regex.test('/1/side')).toBe(true);
  });

  it("moves the rules only later flows use to the later part; there they are the first part's objects where they refer to them", () => {
    const rules = {
      rules: {
        atHome: { description: 'used by the main flow', logic: { '==': [{ var: 'count' }, 0] } },
        sideOnly: { description: 'used by the side flow only, refers to atHome', logic: { and: [{ rule: 'atHome' }, { var: 'stayed' }] } },
      },
    };
    const compiled = compile({
      flows: [
        {
          file: 'm.flow.json',
          data: {
            ...main,
            screens: {
              home: { ...main.screens.home, on: { ...main.screens.home.on, check: [{ if: { rule: 'atHome' }, do: [{ set: 'checked', to: true }] }] } },
            },
          },
        },
        {
          file: 'side.flow.json',
          data: {
            ...side,
            screens: {
              start: { ...side.screens.start, on: { ...side.screens.start.on, check: [{ if: { rule: 'sideOnly' }, do: [{ set: 'checked', to: true }] }] } },
            },
          },
        },
      ],
      rules: [{ file: 'r.rules.json', data: rules }],
      registry: testRegistry(['W'], []),
    }).program;
    const { first, later } = splitProgramData(JSON.parse(JSON.stringify(toProgramData(compiled))), ['m']);
    expect(Object.keys(first.rules)).toEqual(['atHome']);
    expect(Object.keys(later.rules)).toEqual(['sideOnly']);
    const program = fromProgramData(first, {});
    addLaterFlows(program, later);
    const sideOnly = program.rules.sideOnly as { and: unknown[] };
    expect(sideOnly.and[0]).toBe(program.rules.atHome);
    expect(program.ruleNames.get(sideOnly)).toBe('sideOnly');
    expect(() => addLaterFlows(fromProgramData(first, {}), { ...later, rules: { sideOnly: { and: [{ $rule: 'gone' }] } } })).toThrow(
      /refers to the rule "gone"/,
    );
  });

  it('refuses to split off a flow the program does not have', () => {
    const { program } = splitProgram();
    expect(() => splitProgramData(toProgramData({ ...program, laterFlows: undefined }), ['nothing'])).toThrow(/no flow "nothing"/);
  });

  it('the engine says which flow a step needs and changes nothing', () => {
    const { program } = splitProgram();
    const snapshot = start(program, 'm', { kioskId: 1 });
    expect(() => send(program, snapshot, { type: 'go' })).toThrow(FlowNotLoadedError);
    expect(() => send(program, snapshot, { type: '@restore', screen: 'side/start' })).toThrow(/flow "side" is not loaded yet/);
    expect(snapshot.screen).toBe('home');
  });

  it('holds the step and every event after it until the flows are in, then runs them in order; a tap on the screen left is dropped', async () => {
    let loaded: () => void = () => undefined;
    const { runtime, later, onFailure } = setup(
      (program) =>
        new Promise<void>((resolve) => {
          loaded = () => {
            addLaterFlows(program, later);
            resolve();
          };
        }),
    );
    runtime.send({ type: 'stay' });
    expect(runtime.getSnapshot().context.stayed).toBe(true); // within the main flow: at once
    runtime.send({ type: 'go' });
    runtime.send({ type: 'count' }); // a tap on home, which "go" leaves
    expect(runtime.getSnapshot()).toMatchObject({ flow: 'm', screen: 'home', context: { count: 0 } });
    loaded();
    await Promise.resolve();
    await Promise.resolve();
    expect(runtime.getSnapshot()).toMatchObject({ flow: 'side', screen: 'start', context: { count: 0 } });
    expect(runtime.traces().map((entry) => entry.event)).not.toContain('count');
    runtime.send({ type: 'back' });
    expect(runtime.getSnapshot()).toMatchObject({ flow: 'm', screen: 'home' });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('replays what is not a tap (here the idle timeout) after the step, on whatever screen it left', async () => {
    let loaded: () => void = () => undefined;
    const { program, later } = splitProgram();
    const scheduler = createVirtualScheduler(0);
    const load = () =>
      new Promise<void>((resolve) => {
        loaded = () => {
          addLaterFlows(program, later);
          resolve();
        };
      });
    const runtime = createRuntime(program, 'm', { kioskId: 1, count: 0 }, { callApi: vi.fn(), scheduler, onFailure: vi.fn(), loadLaterFlows: load });
    runtime.send({ type: 'go' });
    await scheduler.advance(IDLE_MS);
    expect(runtime.getSnapshot().screen).toBe('home');
    loaded();
    await Promise.resolve();
    await Promise.resolve();
    // the idle timeout went home from the screen "go" opened (going home forgets the earlier traces)
    expect(runtime.traces().map((entry) => [entry.event, entry.flow, entry.screen])).toEqual([['@idle', 'side', 'start']]);
    expect(runtime.getSnapshot()).toMatchObject({ flow: 'm', screen: 'home' });
  });

  it('fails with a clear error when the flows cannot be fetched, or come without the one needed', async () => {
    const unreachable = setup(() => Promise.reject(new Error('chunk program-later is gone')));
    unreachable.runtime.send({ type: 'go' });
    await vi.waitFor(() => expect(unreachable.onFailure).toHaveBeenCalledOnce());
    expect(unreachable.onFailure.mock.calls[0]?.[0].message).toBe(`the kiosk's flow "side" could not be loaded`);
    expect(unreachable.runtime.getSnapshot().screen).toBe('home');

    const empty = setup(() => Promise.resolve());
    empty.runtime.send({ type: 'go' });
    await vi.waitFor(() => expect(empty.onFailure).toHaveBeenCalledOnce());
    expect(empty.onFailure.mock.calls[0]?.[0].message).toMatch(/"side" is not among the flows loaded later/);
  });
});

/**
 * A code effect of the main flow that a build loads with the later flows (docs/decisions/0024; the
 * questionary's): a step that runs it before they are in waits for them, as for a later flow.
 */
describe('a later code effect of a built program', () => {
  const mark: CodeEffect<{ by?: number }> = {
    args: z.object({ by: z.number().optional() }),
    description: 'adds to the count',
    resolve: (args, { context }) => ({ context: { ...context, count: Number(context.count ?? 0) + (args.by ?? 1) } }),
  };
  const flow = {
    id: 'm',
    start: 'home',
    screens: {
      home: { path: '/:kioskId', widget: 'W', on: { mark: [{ do: [{ run: 'mark', args: { by: 2 } }] }], count: [{ do: [{ set: 'counted', to: true }] }] } },
    },
  };

  function builtWithLaterEffect() {
    const compiled = compile({
      flows: [{ file: 'm.flow.json', data: flow }],
      rules: [],
      registry: { ...testRegistry(['W'], []), effects: { mark: mark as CodeEffect } },
    }).program;
    const data = { ...toProgramData(compiled), laterCodeEffects: ['mark'] };
    return fromProgramData(JSON.parse(JSON.stringify(data)), {});
  }

  it('the engine says which code effect a step needs and changes nothing', () => {
    const program = builtWithLaterEffect();
    expect([...(program.laterCodeEffects ?? [])]).toEqual(['mark']);
    const snapshot = start(program, 'm', { kioskId: 1, count: 0 });
    expect(() => send(program, snapshot, { type: 'mark' })).toThrow(CodeEffectNotLoadedError);
    expect(snapshot.context.count).toBe(0);
  });

  it('holds the step until the code effect is in, then takes it and what came after, in order', async () => {
    const program = builtWithLaterEffect();
    let loaded: () => void = () => undefined;
    const onFailure = vi.fn();
    const loadLaterFlows = () =>
      new Promise<void>((resolve) => {
        loaded = () => {
          addLaterFlows(program, { flows: {}, rules: {}, constants: {} }, { mark: mark as CodeEffect });
          resolve();
        };
      });
    const runtime = createRuntime(
      program,
      'm',
      { kioskId: 1, count: 0 },
      { callApi: vi.fn(), scheduler: createVirtualScheduler(0), onFailure, loadLaterFlows },
    );
    runtime.send({ type: 'mark' });
    runtime.send({ type: 'count' }); // a tap on the same screen: it waits behind the step and still counts
    expect(runtime.getSnapshot().context).toMatchObject({ count: 0 });
    loaded();
    await Promise.resolve();
    await Promise.resolve();
    expect(runtime.getSnapshot().context).toMatchObject({ count: 2, counted: true });
    expect(program.laterCodeEffects?.size).toBe(0);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('fails with a clear error when the later part comes without it', async () => {
    const program = builtWithLaterEffect();
    const onFailure = vi.fn();
    const runtime = createRuntime(
      program,
      'm',
      { kioskId: 1, count: 0 },
      { callApi: vi.fn(), scheduler: createVirtualScheduler(0), onFailure, loadLaterFlows: () => Promise.resolve() },
    );
    runtime.send({ type: 'mark' });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
    expect(onFailure.mock.calls[0]?.[0].message).toBe(`the kiosk's code effect "mark" is not among the code effects loaded later`);
  });
});
