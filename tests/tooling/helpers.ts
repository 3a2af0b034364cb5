import { z } from 'zod';
import type { EngineRegistry, SourceFile } from '../../src/engine/compile.ts';
import type { CodeEffect } from '../../src/engine/effects/effect.ts';

const NoData = z.object({});

/** A code effect that writes `memo` (its `writes` tell the checker). */
const remember: CodeEffect<{ what: string }> = {
  args: z.object({ what: z.string() }),
  description: 'remembers something',
  writes: ['memo'],
  resolve: (args, { context }) => ({ context: { ...context, memo: { what: args.what } } }),
};

/**
 * A small registry for tooling tests: widgets with event payload schemas (one that lists its
 * events without payloads, one whose events follow its props), calls with argument and answer
 * schemas, a code effect and a context.
 */
export function analysisRegistry(): EngineRegistry {
  const props = z.object({ title: z.string().nullish(), items: z.unknown().optional() });
  return {
    widgets: {
      Menu: { props, events: { pick: z.object({ id: z.number() }), home: NoData } },
      Form: {
        props: z.object({ fields: z.array(z.string()), title: z.string().nullish(), count: z.number().nullish() }),
        events: { submit: z.object({ answers: z.record(z.string(), z.object({ value: z.array(z.string()) })) }), back: NoData },
      },
      Question: {
        props,
        events: { next: z.object({ answer: z.object({ fieldDefinitionId: z.string(), value: z.array(z.string()) }), index: z.number() }) },
      },
      Legacy: { props, events: { tap: z.unknown() } },
      Dialog: {
        props: z.object({ buttons: z.array(z.object({ event: z.string(), labelKey: z.string() })).optional(), variant: z.enum(['info', 'error']).nullish() }),
        events: { ok: NoData },
        eventsFromProps: (given) => {
          const buttons = (given as { buttons?: unknown }).buttons;
          return Array.isArray(buttons) ? Object.fromEntries(buttons.map((b: { event: string }) => [b.event, NoData])) : { ok: NoData };
        },
      },
      Busy: { props, events: {} },
      Done: { props, events: { ok: NoData } },
    },
    calls: {
      'status.get': {
        args: z.object({ kioskId: z.number() }),
        response: z.object({ status: z.enum(['waiting', 'approved', 'declined']), message: z.string().nullable() }),
      },
      'items.list': { args: z.object({}), response: z.array(z.object({ id: z.number(), name: z.string() })) },
    },
    effects: { remember: remember as CodeEffect },
    ambient: ['kioskId'],
    context: z.strictObject({
      kioskId: z.number(),
      language: z.string(),
      kiosk: z.object({ timeouts: z.object({ general: z.number(), endScreen: z.number() }), features: z.looseObject({}) }),
      answers: z.record(z.string(), z.object({ value: z.array(z.string()) })),
      error: z.object({ message: z.string() }).nullable(),
    }),
  };
}

type Json = Record<string, any>;

/** A well-formed flow (language 3) exercising every construct the tooling looks at; tests break one thing each. */
export function sampleFlow(): Json {
  return {
    $schema: './flow.schema.json',
    id: 'demo',
    start: 'menu',
    on: { home: [{ goto: '@home' }], error: [{ goto: 'failed' }] },
    screens: {
      menu: { path: '/:kioskId', widget: 'Menu', on: { pick: [{ do: [{ set: 'choice', to: { var: 'event.id' } }], goto: 'form' }] } },
      form: {
        path: '/:kioskId/:language/form',
        widget: 'Form',
        props: { fields: ['a', 'b'], title: { var: 'choice' } },
        load: { calls: [{ call: 'items.list', into: 'items' }] },
        on: {
          done: [{ note: 'the items show' }],
          submit: [
            { if: { some: [{ var: 'items' }, { '==': [{ var: 'name' }, 'x'] }] }, do: [{ merge: 'answers', with: { var: 'event.answers' } }], goto: 'wait' },
            { goto: 'done' },
          ],
          back: [{ goto: '@back' }],
        },
      },
      wait: {
        path: '/:kioskId/wait',
        widget: 'Busy',
        poll: {
          call: 'status.get',
          into: 'status',
          every: 1000,
          limit: 60000,
          until: { '!=': [{ var: 'status.status' }, 'waiting'] },
          done: 'decided',
          timeout: 'late',
        },
        on: { decided: [{ if: { '==': [{ var: 'status.status' }, 'approved'] }, goto: 'done' }, { goto: 'failed' }], late: [{ goto: 'failed' }] },
      },
      done: { path: '/:kioskId/done', widget: 'Done', idle: 'end', props: { title: { var: 'status.message' } }, on: { ok: [{ goto: '@home' }] } },
      failed: { path: '/:kioskId/failed', widget: 'Done', idle: 'end', props: { title: { var: 'error.message' } } },
    },
  };
}

/** A flow or rules document as the CLI reads it: with its text (pretty-printed JSON), so findings carry line and column. */
export const source = (data: unknown, file = 'flows/demo.flow.json'): SourceFile => ({ file, data, text: JSON.stringify(data, null, 2) });
