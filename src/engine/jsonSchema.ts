import { z } from 'zod';
import { Flow, FlowPart, Part, RulesFile } from './schema.ts';

/**
 * JSON Schemas of flow and rules documents generated from the zod schemas, so editors that read
 * JSON Schema complete and check `flows/*.flow.json`, flows and flow parts (the files name it in `"$schema"`).
 */
export function flowJsonSchema(): Record<string, unknown> {
  const options = { io: 'input', unrepresentable: 'any', reused: 'ref' } as const;
  const flow = z.toJSONSchema(Flow, options) as Record<string, unknown> & { required: string[]; properties: Record<string, unknown> };
  const part = z.toJSONSchema(FlowPart.pick({ partOf: true }), options) as unknown as { properties: { partOf: unknown } };
  // one schema for both kinds of document: a flow names its id and start; a part names its flow and neither
  const kinds = [{ required: flow.required }, { required: ['partOf'], not: { anyOf: [{ required: ['id'] }, { required: ['start'] }] } }];
  const { required: _required, ...rest } = { ...flow, properties: { ...flow.properties, partOf: part.properties.partOf } };
  return { title: 'Gatehouse flow document', ...rest, oneOf: kinds };
}

/** JSON Schema of `flows/parts/*.part.json`, the reusable parts (their screens and handlers hold `"${param}"`s, so they are not checked here). */
export function partJsonSchema(): Record<string, unknown> {
  return { title: 'Gatehouse reusable flow part', ...z.toJSONSchema(Part, { io: 'input', unrepresentable: 'any', reused: 'ref' }) };
}

/** JSON Schema of `rules/*.rules.json`. */
export function rulesJsonSchema(): Record<string, unknown> {
  return { title: 'Gatehouse named rules', ...z.toJSONSchema(RulesFile, { io: 'input', unrepresentable: 'any', reused: 'ref' }) };
}

/** The committed text of a generated schema file (stable formatting, trailing newline). */
export function schemaFileText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
