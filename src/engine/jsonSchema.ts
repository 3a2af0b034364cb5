import { z } from 'zod';
import { Flow, RulesFile } from './schema.ts';

/**
 * JSON Schemas of flow and rules documents generated from the zod schemas, so editors that read
 * JSON Schema complete and check `flows/*.flow.json` (the files name it in `"$schema"`).
 */
export function flowJsonSchema(): Record<string, unknown> {
  return { title: 'Gatehouse flow document', ...z.toJSONSchema(Flow, { io: 'input', unrepresentable: 'any', reused: 'ref' }) };
}

/** JSON Schema of `rules/*.rules.json`. */
export function rulesJsonSchema(): Record<string, unknown> {
  return { title: 'Gatehouse named rules', ...z.toJSONSchema(RulesFile, { io: 'input', unrepresentable: 'any', reused: 'ref' }) };
}

/** The committed text of a generated schema file (stable formatting, trailing newline). */
export function schemaFileText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
