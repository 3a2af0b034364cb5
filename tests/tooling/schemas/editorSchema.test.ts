import { describe, expect, it } from 'vitest';
import { flowEditorSchema } from '../../../src/tooling/schemas/editorSchema.ts';
import { flowJsonSchema } from '../../../src/engine/jsonSchema.ts';
import { analysisRegistry } from '../helpers.ts';

type Node = Record<string, any>;

describe('the flow JSON Schema for editors', () => {
  const schema = flowEditorSchema(flowJsonSchema(), analysisRegistry()) as Node;
  const screen = schema.properties.screens.additionalProperties as Node;

  it('completes and checks widget names', () => {
    expect(screen.properties.widget.enum).toEqual(['Busy', 'Done', 'Form', 'Menu']);
  });

  it("completes each widget's props, with json-logic allowed for every value", () => {
    const form = screen.allOf.find((rule: Node) => rule.if.properties.widget.const === 'Form');
    const props = form.then.properties.props;
    expect(props.additionalProperties).toBe(false);
    expect(Object.keys(props.properties)).toEqual(['fields', 'title']);
    expect(props.properties.fields.anyOf[0]).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(props.properties.fields.anyOf[1]).toMatchObject({ type: 'object', maxProperties: 1 });
  });

  it('completes and checks call names in effects and polls', () => {
    const calls: string[][] = [];
    JSON.stringify(schema, (key, value) => {
      if (key === 'call' && value?.enum) calls.push(value.enum);
      return value;
    });
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const names of calls) expect(names).toEqual(['items.list', 'status.get']);
  });

  it("leaves the engine's schema as it was", () => {
    const base = flowJsonSchema() as Node;
    flowEditorSchema(base, analysisRegistry());
    expect(base.properties.screens.additionalProperties.properties.widget.enum).toBeUndefined();
  });
});
