import { z } from 'zod';
import type { EngineRegistry, SourceFile } from '../../src/engine/compile.ts';

/** A small registry for analysis tests: widgets with events, calls with answer schemas, a context. */
export function analysisRegistry(): EngineRegistry {
  const props = z.object({ title: z.string().optional(), items: z.unknown().optional() });
  return {
    widgets: {
      Menu: { props, events: ['pick', 'home'] },
      Form: { props: z.object({ fields: z.array(z.string()), title: z.string().optional() }), events: ['submit', 'back'] },
      Busy: { props, events: [] },
      Done: { props, events: ['ok'] },
    },
    calls: {
      'status.get': { response: z.object({ status: z.number(), message: z.string().nullable() }) },
      'items.list': { response: z.array(z.object({ id: z.number(), name: z.string() })) },
    },
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

/** A well-formed flow exercising every construct the analysis looks at; tests break one thing each. */
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
        enter: [{ call: 'items.list', into: 'items' }],
        on: {
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
          timeout: 60000,
          until: { '!=': [{ var: 'status.status' }, 0] },
          then: 'decided',
          onTimeout: 'late',
        },
        on: { decided: [{ if: { '==': [{ var: 'status.status' }, 1] }, goto: 'done' }, { goto: 'failed' }], late: [{ goto: 'failed' }] },
      },
      done: { path: '/:kioskId/done', widget: 'Done', end: true, props: { title: { var: 'kiosk.timeouts.endScreen' } }, on: { ok: [{ goto: '@home' }] } },
      failed: { path: '/:kioskId/failed', widget: 'Done', end: true, props: { title: { var: 'error.message' } } },
    },
  };
}

export const source = (data: unknown, file = 'flows/demo.flow.json'): SourceFile => ({ file, data });
