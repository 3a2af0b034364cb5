import { clone, config, type core, globalRegistry } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The kiosk's modules build their schemas with `zod/mini` (`import * as z from 'zod/mini'`;
 * docs/decisions/0025): functions a build keeps only when used, instead of zod's classic API (24 KB
 * of the first screen, 110 ms of a cold start at 4×). Classic zod accepts mini schemas in its own
 * `z.object`, `z.array`, `z.optional`…, and `z.toJSONSchema` reads both the same way; only their
 * methods differ (no `.optional()`, `.describe()`…: `z.optional(s)`, `described(s, text)`).
 *
 * English issue messages as classic zod gives them ("Invalid input: expected string, received
 * number"): mini leaves the locale to the app, classic sets the same one when it loads. Every
 * kiosk and test has this module in its graph (the engine's effect schemas import it).
 */
config(en());

/**
 * `schema` with a description for editors, WIDGETS.md and the flow schema: a copy registered in
 * zod's global registry, what classic zod's `.describe(text)` does.
 *
 * @example
 * described(z.optional(z.boolean()), 'a failure of this call does not fail the load');
 */
export function described<T extends core.$ZodType>(schema: T, description: string): T {
  const copy = clone(schema) as T;
  globalRegistry.add(copy, { description });
  return copy;
}
