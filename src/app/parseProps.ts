import { z } from 'zod';

type Parsed = z.ZodSafeParseResult<unknown>;
/** value object → prop schema → its parse: the same object parses the same way again. */
const parsedByValue = new WeakMap<object, WeakMap<z.ZodType, Parsed>>();

/** A plain object schema (no checks on the whole, no catchall) whose fields can be parsed one by one. */
function isPlainObjectSchema(schema: z.ZodType): schema is z.ZodObject {
  return schema instanceof z.ZodObject && (schema._zod.def.checks?.length ?? 0) === 0 && schema._zod.def.catchall === undefined;
}

/**
 * The object schema inside a prop schema made with `withFallback` (a nullish object piped into the
 * transform that puts the fallback for null), or the schema itself when it is a plain object. For
 * an object value the transform changes nothing, so the object schema alone gives the same result.
 */
function objectSchemaOf(schema: z.ZodType): z.ZodObject | null {
  if (isPlainObjectSchema(schema)) return schema;
  const def = schema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
  if (def.type === 'pipe' && def.out && (def.out._zod.def as { type: string }).type === 'transform' && def.in) return objectSchemaOf(def.in);
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return objectSchemaOf(def.innerType);
  return null;
}

/**
 * The value schema of a record with plain string keys (`z.record(z.string(), V)`, no checks), whose
 * entries can be parsed one by one: the questionary's answers, one more on every step.
 */
function recordValueSchemaOf(schema: z.ZodType): z.ZodType | null {
  if (!(schema instanceof z.ZodRecord) || (schema._zod.def.checks?.length ?? 0) > 0) return null;
  const keyType = schema._zod.def.keyType as z.ZodType;
  if (!(keyType instanceof z.core.$ZodString) || (keyType._zod.def.checks?.length ?? 0) > 0) return null;
  return schema._zod.def.valueType as z.ZodType;
}

/**
 * Parses the given parts of an object through the cache (`parseField`), each `[key, schema, value]`;
 * issues carry their key first in the path. A part whose parse is undefined is kept only when the
 * object has its key (zod's own object parse).
 */
function parseParts(parts: Iterable<readonly [string, z.ZodType, unknown]>, value: Record<string, unknown>): Parsed {
  const data: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, schema, part] of parts) {
    const parsed = parseField(schema, part);
    if (parsed.success) {
      if (parsed.data !== undefined || key in value) data[key] = parsed.data;
    } else for (const issue of parsed.error.issues) issues.push({ ...issue, path: [key, ...issue.path] });
  }
  if (issues.length > 0) return { success: false, error: new z.ZodRealError(issues) } as Parsed;
  return { success: true, data } as Parsed;
}

/** Parses a record entry by entry. */
const parseByEntry = (valueSchema: z.ZodType, value: Record<string, unknown>): Parsed =>
  parseParts(
    Object.entries(value).map(([key, entry]) => [key, valueSchema, entry] as const),
    value,
  );

/** Parses an object field by field. */
const parseByField = (shape: Record<string, z.ZodType>, value: Record<string, unknown>): Parsed =>
  parseParts(
    Object.entries(shape).map(([key, field]) => [key, field, value[key]] as const),
    value,
  );

function parseField(schema: z.ZodType, value: unknown): Parsed {
  if (value === null || typeof value !== 'object') return schema.safeParse(value);
  let bySchema = parsedByValue.get(value);
  if (!bySchema) {
    bySchema = new WeakMap();
    parsedByValue.set(value, bySchema);
  }
  let parsed = bySchema.get(schema);
  if (!parsed) {
    // a new object of a plain object schema: its fields that are the same objects as before
    // (the questionary's nodes when only its index moved) keep their parse
    const objectSchema = Array.isArray(value) ? null : objectSchemaOf(schema);
    const recordValues = Array.isArray(value) || objectSchema ? null : recordValueSchemaOf(schema);
    parsed = objectSchema
      ? parseByField(objectSchema.shape, value as Record<string, unknown>)
      : recordValues && Object.getPrototypeOf(value) === Object.prototype
        ? parseByEntry(recordValues, value as Record<string, unknown>)
        : schema.safeParse(value);
    bySchema.set(schema, parsed);
  }
  return parsed;
}

/**
 * Parses a screen's evaluated props with its widget's zod schema (DESIGN.md "Widgets"), prop by
 * prop and, inside a prop that is a plain object, field by field, reusing the parse of a value
 * that is the same object as before. The engine keeps the identity of context values a step did
 * not touch, so a questionary step does not validate all its nodes again, and the widget gets the
 * same `nodes` array (its memoized parts stay); a record with string keys (the answers) is parsed
 * entry by entry the same way. Same result as `schema.safeParse(props)`; a schema
 * that is not a plain object (or checks the object as a whole) is parsed whole. Errors carry the
 * prop name first in their path.
 */
export function parseScreenProps<P>(schema: z.ZodType<P>, props: Readonly<Record<string, unknown>>): z.ZodSafeParseResult<P> {
  if (!isPlainObjectSchema(schema)) return schema.safeParse(props);
  return parseByField(schema.shape, props) as z.ZodSafeParseResult<P>;
}
