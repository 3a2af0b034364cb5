import { z } from 'zod';
import { customOperations } from '../../rules/operations.ts';
import type { EngineRegistry } from '../../src/engine/compile.ts';

/** A registry with permissive widgets and the given call names (taking any arguments), for engine tests. */
export function testRegistry(widgets: string[], calls: string[], events: readonly string[] = []): EngineRegistry {
  return {
    widgets: Object.fromEntries(
      widgets.map((w) => [
        w,
        {
          props: z.object({ title: z.string().optional(), perPage: z.number().optional(), items: z.unknown().optional(), countdownMs: z.number().nullish() }),
          events: Object.fromEntries(events.map((e) => [e, z.looseObject({})])),
        },
      ]),
    ),
    calls: Object.fromEntries(calls.map((c) => [c, {}])),
    operations: customOperations,
  };
}
