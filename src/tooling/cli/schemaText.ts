/** A JSON Schema node as zod's `z.toJSONSchema` writes it (the parts a reader of WIDGETS.md needs). */
export interface JsonSchemaNode {
  readonly type?: string | readonly string[];
  readonly anyOf?: readonly JsonSchemaNode[];
  readonly oneOf?: readonly JsonSchemaNode[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly items?: JsonSchemaNode;
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchemaNode | boolean;
  readonly description?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
}

/** Nested objects with more fields than this read `object`: a table cell stays readable. */
const MAX_INLINE_FIELDS = 6;

/**
 * A short TypeScript-like type of a JSON Schema node, for a table cell: `string`, `'a' | 'b'`,
 * `{ id: string | number, name: string, description?: string }[]`. `null` is left out: every prop
 * of a screen widget also takes null (json-logic's missing value), which WIDGETS.md says once.
 * Objects nested deeper than `depth` levels, or with many fields, read `object`.
 *
 * @example
 * schemaTypeText({ anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] }); // "'a' | 'b'"
 */
export function schemaTypeText(node: JsonSchemaNode, depth = 1): string {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return union(alternatives.map((alternative) => schemaTypeText(alternative, depth)));
  if (node.const !== undefined) return JSON.stringify(node.const).replaceAll('"', "'");
  if (node.enum) return union(node.enum.map((value) => JSON.stringify(value).replaceAll('"', "'")));
  const types = (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []) as string[];
  if (types.length === 0) return 'any';
  return union(types.map((type) => singleType(type, node, depth)));
}

function singleType(type: string, node: JsonSchemaNode, depth: number): string {
  switch (type) {
    case 'null':
      return 'null';
    case 'array': {
      const item = node.items ? schemaTypeText(node.items, depth) : 'any';
      return isUnion(item) ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return objectType(node, depth);
    default:
      return type;
  }
}

function objectType(node: JsonSchemaNode, depth: number): string {
  const fields = Object.entries(node.properties ?? {});
  if (fields.length === 0) {
    const values = node.additionalProperties;
    return typeof values === 'object' ? `Record<string, ${schemaTypeText(values, depth - 1)}>` : 'object';
  }
  if (depth <= 0 || fields.length > MAX_INLINE_FIELDS) return 'object';
  const required = new Set(node.required ?? []);
  return `{ ${fields.map(([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${schemaTypeText(field, depth - 1)}`).join(', ')} }`;
}

function union(parts: readonly string[]): string {
  const kept = [...new Set(parts.filter((part) => part !== 'null'))];
  return kept.length === 0 ? 'null' : kept.join(' | ');
}

/** Whether a type text is a union at its top level (`a | b`, not `{ x: a | b }`), so `[]` needs parentheses. */
function isUnion(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{' || char === '(' || char === '<') depth++;
    else if (char === '}' || char === ')' || char === '>') depth--;
    else if (depth === 0 && text.startsWith(' | ', index)) return true;
  }
  return false;
}
