import type { z } from 'zod';

/**
 * A prop that falls back to `fallback` when missing or null. Flows compute props with json-logic,
 * whose `var` of a missing value is null, not undefined; zod's `.default` alone would reject it.
 *
 * @example
 * const Props = z.object({ perPage: withFallback(z.number().int().positive(), 15) });
 * Props.parse({ perPage: null }).perPage; // 15
 */
export function withFallback<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.nullish().transform((value): z.output<T> => (value ?? fallback) as z.output<T>);
}
