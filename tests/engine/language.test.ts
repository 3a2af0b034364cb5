import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compile, FlowCompileError, type EngineRegistry, type SourceFile } from '../../src/engine/compile.ts';
import type { CodeEffect } from '../../src/engine/effects/effect.ts';
import { send, start } from '../../src/engine/machine.ts';
import type { Snapshot } from '../../src/engine/types.ts';
import { testRegistry } from './helpers.ts';

/** The constructs of flow language 2 (flows/README.md), each through the pure engine. */

const registry: EngineRegistry = {
  ...testRegistry(['W'], []),
  calls: {
    'kiosk.get': { args: z.object({ kioskId: z.number() }) },
    'kiosk.texts': { args: z.object({ kioskId: z.number(), language: z.string() }) },
    'kiosk.logo': { args: z.object({ kioskId: z.number() }) },
    'visitor.lookup': { args: z.object({ kioskId: z.number(), pincode: z.string() }) },
    'kiosk.status': { args: z.object({ kioskId: z.number() }) },
  },
  ambient: ['kioskId', 'language'],
  effects: {
    countVisit: {
      args: z.object({ by: z.number() }),
      description: 'counts visits',
      resolve: (args, { context, at }) => ({
        context: { ...context, visits: Number(context.visits ?? 0) + args.by },
        effects: [{ kind: 'log', level: 1, message: `visit at ${String(at)}` }],
      }),
    } satisfies CodeEffect<{ by: number }> as CodeEffect,
  },
};

const rules: SourceFile[] = [
  {
    file: 'rules/names.rules.json',
    data: { constants: { Mode: { Separate: 2, Checkout: 4 } }, rules: { ready: { description: 'data in', logic: { '!!': { var: 'kiosk' } } } } },
  },
];

const program = (screens: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  compile({ flows: [{ file: 'flows/t.flow.json', data: { id: 't', start: 'a', keep: ['kioskId'], screens, ...extra } }], rules, registry }).program;

const loadDone = (s: Snapshot, results: unknown[]) => ({ type: '@load.done', seq: s.seq, session: s.session, results });

describe('load: several calls joined, one done or error', () => {
  const p = program({
    a: {
      path: '/:kioskId',
      widget: 'W',
      load: {
        calls: [
          { call: 'kiosk.get', into: 'kiosk', if: { '!': { rule: 'ready' } } },
          { call: 'kiosk.texts', args: { language: 'en' }, into: 'texts' },
          { call: 'kiosk.logo', into: 'logo', optional: true },
        ],
      },
      on: { done: [{ goto: 'b' }], error: [{ do: [{ set: 'failed', to: { var: 'event.call' } }], goto: 'c' }] },
    },
    b: { path: '/:kioskId/b', widget: 'W', on: { back: [{ goto: 'a' }] } },
    c: { path: '/:kioskId/c', widget: 'W' },
  });

  it('asks the runtime for every call at once, with ambient arguments filled and given ones kept', () => {
    const s = start(p, 't', { kioskId: 4, language: 'nl' });
    expect(s.effects).toEqual([
      {
        kind: 'load',
        seq: 1,
        session: 0,
        calls: [
          { name: 'kiosk.get', args: { kioskId: 4 }, into: 'kiosk', optional: false },
          { name: 'kiosk.texts', args: { language: 'en', kioskId: 4 }, into: 'texts', optional: false },
          { name: 'kiosk.logo', args: { kioskId: 4 }, into: 'logo', optional: true },
        ],
      },
    ]);
  });

  it('stores every answer and sends one done; an optional failure does not fail it', () => {
    const s = start(p, 't', { kioskId: 4 });
    const next = send(
      p,
      s,
      loadDone(s, [
        { into: 'kiosk', data: { id: 4 } },
        { into: 'texts', data: { a: 1 } },
        { into: 'logo', error: { message: 'x' }, optional: true, call: 'kiosk.logo' },
      ]),
    );
    expect([next.screen, next.context.kiosk, next.context.texts, next.context.logo]).toEqual(['b', { id: 4 }, { a: 1 }, undefined]);
    expect(next.trace.map((t) => t.event)).toEqual(['done']);
  });

  it('a required failure sends error with the error and the call, and keeps the answers that came', () => {
    const s = start(p, 't', { kioskId: 4 });
    const next = send(
      p,
      s,
      loadDone(s, [
        { into: 'kiosk', data: { id: 4 } },
        { into: 'texts', error: { kind: 'http', message: 'boom' }, optional: false, call: 'kiosk.texts' },
      ]),
    );
    expect([next.screen, next.context.failed, next.context.kiosk]).toEqual(['c', 'kiosk.texts', { id: 4 }]);
    expect(next.context.error).toEqual({ kind: 'http', message: 'boom' });
  });

  it('"translations": "visit" hands the answer to the runtime as the visit\'s texts; a failure hands nothing', () => {
    const visit = program({
      a: {
        path: '/:kioskId',
        widget: 'W',
        load: { calls: [{ call: 'kiosk.texts', args: { language: 'en' }, translations: 'visit', optional: true }] },
        on: { done: [{ goto: 'b' }] },
      },
      b: { path: '/:kioskId/b', widget: 'W' },
    });
    const s = start(visit, 't', { kioskId: 4 });
    expect(s.effects).toEqual([
      { kind: 'load', seq: 1, session: 0, calls: [{ name: 'kiosk.texts', args: { language: 'en', kioskId: 4 }, optional: true, translations: 'visit' }] },
    ]);
    const texts = { registration: { next: 'Continue' } };
    const done = send(visit, s, loadDone(s, [{ data: texts, translations: 'visit' }]));
    expect(done.screen).toBe('b');
    expect(done.effects).toContainEqual({ kind: 'translations', resources: texts, scope: 'visit' });
    const failed = send(visit, s, loadDone(s, [{ error: { message: 'x' }, optional: true, call: 'kiosk.texts' }]));
    expect([failed.screen, failed.effects.filter((e) => e.kind === 'translations')]).toEqual(['b', []]);
  });

  it('skips calls whose if does not hold; with none left the screen is done at once', () => {
    const skipped = program({
      a: {
        path: '/:kioskId',
        widget: 'W',
        load: { if: { '!': { rule: 'ready' } }, calls: [{ call: 'kiosk.get', into: 'kiosk' }] },
        on: { done: [{ goto: 'b' }] },
      },
      b: { path: '/:kioskId/b', widget: 'W' },
    });
    const s = start(skipped, 't', { kioskId: 4, kiosk: { id: 4 } });
    expect([s.screen, s.effects.filter((e) => e.kind === 'load')]).toEqual(['b', []]);
  });

  it('an answer for a screen entry that ended is kept (same visitor) but sends nothing', () => {
    const s = start(p, 't', { kioskId: 4 });
    const left = send(p, send(p, s, loadDone(s, [])), { type: 'back' });
    const late = send(p, left, loadDone(s, [{ into: 'texts', data: 'late' }]));
    expect([late.screen, late.context.texts]).toEqual(['a', 'late']);
    expect(late.trace.at(-1)).toMatchObject({ event: '@load.done', handled: false });
  });
});

describe('always: eventless transitions', () => {
  const p = program({
    a: {
      path: '/:kioskId',
      widget: 'W',
      always: [{ if: { rule: 'ready' }, goto: 'b' }],
      on: { set: [{ do: [{ set: 'kiosk', to: { var: 'event.value' } }] }] },
    },
    b: {
      path: '/:kioskId/b',
      widget: 'W',
      always: [
        {
          if: { var: 'leave' },
          do: [
            { set: 'where', to: { var: 'event.screen' } },
            { set: 'when', to: { var: 'event.at' } },
          ],
          goto: 'c',
        },
      ],
    },
    c: { path: '/:kioskId/c', widget: 'W', on: { ping: [{ do: [{ set: 'pinged', to: true }] }] } },
  });

  it('are checked when the screen opens', () => {
    expect(start(p, 't', { kioskId: 1, kiosk: {} }).screen).toBe('b');
    expect(start(p, 't', { kioskId: 1 }).screen).toBe('a');
  });

  it('are checked again when the context changes, and see when and where', () => {
    const a = start(p, 't', { kioskId: 1 });
    const b = send(p, a, { type: 'set', value: { id: 1 }, at: 5 });
    expect(b.screen).toBe('b');
    expect(b.trace.map((t) => [t.event, t.screen, t.to])).toEqual([
      ['set', 'a', undefined],
      ['always', 'a', 'b'],
      ['always', 'b', undefined],
    ]);
    const c = send(p, start(p, 't', { kioskId: 1, kiosk: {}, leave: true }), { type: 'nothing', at: 9 });
    expect(c.screen).toBe('c');
    expect(start(p, 't', { kioskId: 1, kiosk: {}, leave: true }).context.where).toBe('b');
  });

  it('an entry without goto is refused by the schema', () => {
    expect(() => program({ a: { path: '/:kioskId', widget: 'W', always: [{ do: [{ set: 'x', to: 1 }] }] } })).toThrow(FlowCompileError);
  });

  it('a loop of always is stopped with an error, not a hang', () => {
    const loop = program({
      a: { path: '/:kioskId', widget: 'W', always: [{ goto: 'b' }] },
      b: { path: '/:kioskId/b', widget: 'W', always: [{ goto: 'a' }] },
    });
    expect(() => start(loop, 't', { kioskId: 1 })).toThrow(/always/);
  });
});

describe('poll: one construct, screen or kiosk scope', () => {
  const p = program(
    {
      a: { path: '/:kioskId', widget: 'W', on: { statusChecked: [{ if: { var: 'status.isBlocked' }, goto: 'blocked' }] } },
      blocked: { path: '/:kioskId/blocked', widget: 'W', idle: 'off', on: { statusChecked: [{ if: { '!': { var: 'status.isBlocked' } }, goto: 'a' }] } },
    },
    {
      poll: [{ call: 'kiosk.status', into: 'status', every: 10000, everyAfterError: 5000, done: 'statusChecked', error: 'statusFailed' }],
      on: { statusFailed: [{ do: [{ set: 'down', to: { var: 'event.error.kind' } }] }] },
    },
  );

  it('a kiosk-scope poll starts with the kiosk and delivers each answer on whatever screen shows', () => {
    const s = start(p, 't', { kioskId: 2 });
    expect(s.effects).toContainEqual({
      kind: 'poll',
      seq: 1,
      session: 0,
      scope: 0,
      name: 'kiosk.status',
      args: { kioskId: 2 },
      every: 10000,
      everyAfterError: 5000,
    });
    const blocked = send(p, s, { type: '@poll.result', scope: 0, seq: 1, data: { isBlocked: true } });
    expect(blocked.screen).toBe('blocked');
    const back = send(p, blocked, { type: '@poll.result', scope: 0, seq: 1, data: { isBlocked: false } });
    expect(back.screen).toBe('a');
  });

  it('a failure of a kiosk-scope poll sends its error event and leaves the visitor’s error alone', () => {
    const s = start(p, 't', { kioskId: 2 });
    const failed = send(p, s, { type: '@poll.error', scope: 0, seq: 1, error: { kind: 'network', message: 'down' } });
    expect([failed.context.down, failed.context.error]).toEqual(['network', undefined]);
  });
});

describe('names, records, code effects', () => {
  it('replaces named constants when compiling, and rejects an unknown one with a suggestion', () => {
    const p = program({
      a: { path: '/:kioskId', widget: 'W', always: [{ if: { '==': [{ var: 'mode' }, { const: 'Mode.Checkout' }] }, goto: 'b' }] },
      b: { path: '/b', widget: 'W' },
    });
    expect(start(p, 't', { mode: 4 }).screen).toBe('b');
    expect(start(p, 't', { mode: 2 }).screen).toBe('a');
    try {
      program({ a: { path: '/:kioskId', widget: 'W', props: { perPage: { const: 'Mode.Chekout' } } } });
      expect.unreachable();
    } catch (error) {
      expect((error as FlowCompileError).issues[0]).toMatchObject({
        code: 'unknown-constant',
        message: 'constant "Mode.Chekout" does not exist',
        hint: expect.stringContaining('did you mean "Mode.Checkout"?'),
      });
    }
  });

  it('evaluates the values of a record (an object of several keys), keeping a record of literals as it is', () => {
    const p = program({
      a: {
        path: '/:kioskId',
        widget: 'W',
        props: { items: { page: { var: 'page' }, size: 3 }, title: 'x' },
        on: { go: [{ do: [{ set: 'made', to: { at: { var: 'event.at' }, who: 'me' } }] }] },
      },
    });
    const s = start(p, 't', { page: 2 });
    expect(s.view.props.items).toEqual({ page: 2, size: 3 });
    expect(send(p, s, { type: 'go', at: 7 }).context.made).toEqual({ at: 7, who: 'me' });
  });

  it('runs a code effect of the registry with its evaluated arguments', () => {
    const p = program({ a: { path: '/:kioskId', widget: 'W', on: { go: [{ do: [{ run: 'countVisit', args: { by: { var: 'event.n' } } }] }] } } });
    const next = send(p, start(p, 't', { visits: 1 }), { type: 'go', n: 2, at: 3 });
    expect(next.context.visits).toBe(3);
    expect(next.effects).toEqual([{ kind: 'log', level: 1, message: 'visit at 3' }]);
  });

  it('rejects an unknown code effect, call or call argument, and a missing one, with suggestions', () => {
    try {
      program({
        a: {
          path: '/:kioskId',
          widget: 'W',
          on: { go: [{ do: [{ run: 'countVisits' }, { call: 'visitor.lokup', args: {} }, { call: 'visitor.lookup', args: { pincod: '1' } }] }] },
        },
      });
      expect.unreachable();
    } catch (error) {
      const issues = (error as FlowCompileError).issues.map((i) => [i.code, i.path, i.hint]);
      expect(issues).toEqual([
        ['unknown-effect', '$.screens.a.on.go[0].do[0].run', expect.stringContaining('did you mean "countVisit"?')],
        ['unknown-call', '$.screens.a.on.go[0].do[1].call', expect.stringContaining('did you mean "visitor.lookup"?')],
        ['unknown-arg', '$.screens.a.on.go[0].do[2].args.pincod', expect.stringContaining('did you mean "pincode"?')],
        ['missing-arg', '$.screens.a.on.go[0].do[2].args', 'add "args": { "pincode": ... }'],
      ]);
    }
  });

  it('suggests the screen a misspelt goto meant', () => {
    try {
      program({ a: { path: '/:kioskId', widget: 'W', on: { go: [{ goto: 'bb' }] } }, b: { path: '/b', widget: 'W' } });
      expect.unreachable();
    } catch (error) {
      expect((error as FlowCompileError).issues[0]).toMatchObject({ code: 'unknown-goto', hint: expect.stringContaining('did you mean "b"?') });
    }
  });
});
