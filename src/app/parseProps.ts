import { z } from 'zod';

type Parsed = z.ZodSafeParseResult<unknown>;
/** value object → prop schema → its parse: the same object parses the same way again. */
const parsedByValue = new WeakMap<object, WeakMap<z.ZodType, Parsed>>();

function parseField(schema: z.ZodType, value: unknown): Parsed {
  if (value === null || typeof value !== 'object') return schema.safeParse(value);
  let bySchema = parsedByValue.get(value);
  if (!bySchema) parsedByValue.set(value, (bySchema = new WeakMap()));
  let parsed = bySchema.get(schema);
  if (!parsed) bySchema.set(schema, (parsed = schema.safeParse(value)));
  return parsed;
}

/**
 * Parses a screen's evaluated props with its widget's zod schema (DESIGN.md "Widgets"), prop by
 * prop, reusing the parse of a prop whose value is the same object as before. The engine keeps
 * the identity of context values a step did not touch, so a questionary step does not validate
 * all its nodes again, and the widget gets the same `nodes` array (its memoized parts stay).
 * Same result as `schema.safeParse(props)`; a schema that is not a plain object (or checks the
 * object as a whole) is parsed whole. Errors carry the prop name first in their path.
 */
export function parseScreenProps<P>(schema: z.ZodType<P>, props: Readonly<Record<string, unknown>>): z.ZodSafeParseResult<P> {
  if (!(schema instanceof z.ZodObject) || (schema._zod.def.checks?.length ?? 0) > 0 || schema._zod.def.catchall !== undefined) return schema.safeParse(props);
  const data: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = parseField(field, props[key]);
    if (parsed.success) {
      if (parsed.data !== undefined || key in props) data[key] = parsed.data;
    } else for (const issue of parsed.error.issues) issues.push({ ...issue, path: [key, ...issue.path] });
  }
  if (issues.length > 0) return { success: false, error: new z.ZodError(issues) } as z.ZodSafeParseResult<P>;
  return { success: true, data: data as P } as z.ZodSafeParseResult<P>;
}
