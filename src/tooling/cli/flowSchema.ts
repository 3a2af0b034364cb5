import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { Fixture } from '../fixtures/fixtureSchema.ts';
import { createEngineRegistry } from '../engineRegistry.ts';
import { flowEditorSchema } from '../schemas/editorSchema.ts';
import { flowJsonSchema, partJsonSchema, rulesJsonSchema, schemaFileText } from '../../engine/jsonSchema.ts';

/**
 * The JSON Schema of flow documents as committed in flows/flow.schema.json: the engine's zod
 * schema, with the widget names, their props and the call names of the registries.
 */
export function flowDocumentSchema(): Record<string, unknown> {
  return flowEditorSchema(flowJsonSchema(), createEngineRegistry());
}

/** `npm run flows:schema`: writes flows/flow.schema.json, flows/part.schema.json and flows/rules.schema.json from the zod schemas and the registries. */
export function main(): number {
  writeFileSync('flows/flow.schema.json', schemaFileText(flowDocumentSchema()));
  writeFileSync('flows/part.schema.json', schemaFileText(partJsonSchema()));
  writeFileSync('flows/rules.schema.json', schemaFileText(rulesJsonSchema()));
  writeFileSync('tests/fixtures/fixture.schema.json', schemaFileText(fixtureJsonSchema()));
  console.log('wrote flows/flow.schema.json, flows/part.schema.json, flows/rules.schema.json and tests/fixtures/fixture.schema.json');
  return 0;
}

/** JSON Schema of golden-path fixture files, so QA's editor completes them. */
export function fixtureJsonSchema(): Record<string, unknown> {
  return { title: 'Gatehouse golden-path fixture', ...z.toJSONSchema(Fixture, { io: 'input', unrepresentable: 'any', reused: 'ref' }) };
}
