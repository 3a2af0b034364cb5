import { z } from 'zod';

/**
 * Helpers for lenient server answers: a field the server leaves out or sends as `null` takes the
 * spec's default, while a value of the wrong type is still a schema error.
 */

/**
 * `schema`, with `value` used when the server sends nothing or `null` (or, for a text default, a
 * blank text: an unset colour is not a broken kiosk).
 *
 * @example
 * const mainColor = withDefault(z.string(), '#000000'); // core spec §9
 */
export function withDefault<T extends z.ZodType>(schema: T, value: z.output<T>) {
  const isMissing = (input: unknown) => input == null || (typeof value === 'string' && typeof input === 'string' && input.trim() === '');
  return z.preprocess((input: unknown) => (isMissing(input) ? value : input), schema);
}

/**
 * An object whose own fields carry defaults; a missing or `null` object parses as `{}`, so the
 * defaults of its fields apply.
 *
 * @example
 * const timeouts = objectWithDefaults({ general: withDefault(z.number(), 300_000) });
 */
export function objectWithDefaults<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.preprocess((input: unknown) => input ?? {}, z.object(shape));
}

/** A boolean flag that is false unless the server says otherwise. */
export const flag = () => withDefault(z.boolean(), false);

/** An optional text that reads as `null` when absent. */
export const optionalText = () =>
  z
    .string()
    .nullish()
    .transform((v: string | null | undefined) => v ?? null);

/** Ids that servers send as numbers or strings; kept as strings (like `Host.id`). */
export const StringId = z.union([z.string(), z.number()]).transform(String);
