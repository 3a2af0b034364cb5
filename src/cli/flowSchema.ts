import { writeFileSync } from 'node:fs';
import { flowJsonSchema, rulesJsonSchema, schemaFileText } from '../engine/jsonSchema.ts';

/** `npm run flows:schema`: writes flows/flow.schema.json and flows/rules.schema.json from the zod schemas. */
export function main(): number {
  writeFileSync('flows/flow.schema.json', schemaFileText(flowJsonSchema()));
  writeFileSync('flows/rules.schema.json', schemaFileText(rulesJsonSchema()));
  console.log('wrote flows/flow.schema.json and flows/rules.schema.json');
  return 0;
}
