import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { Fixture } from '../../tests/golden/schema.ts';
import { flowJsonSchema, rulesJsonSchema, schemaFileText } from '../engine/jsonSchema.ts';

/** `npm run flows:schema`: writes flows/flow.schema.json and flows/rules.schema.json from the zod schemas. */
export function main(): number {
  writeFileSync('flows/flow.schema.json', schemaFileText(flowJsonSchema()));
  writeFileSync('flows/rules.schema.json', schemaFileText(rulesJsonSchema()));
  writeFileSync('tests/fixtures/fixture.schema.json', schemaFileText(fixtureJsonSchema()));
  console.log('wrote flows/flow.schema.json, flows/rules.schema.json and tests/fixtures/fixture.schema.json');
  return 0;
}

/** JSON Schema of golden-path fixture files, so QA's editor completes them. */
export function fixtureJsonSchema(): Record<string, unknown> {
  return { title: 'Gatehouse golden-path fixture', ...z.toJSONSchema(Fixture, { io: 'input', unrepresentable: 'any', reused: 'ref' }) };
}
