import { describe, expect, it } from 'vitest';
import { flowEditorSchema } from '../../../src/tooling/schemas/editorSchema.ts';
import { flowJsonSchema } from '../../../src/engine/jsonSchema.ts';
import { analysisRegistry } from '../helpers.ts';

type Node = Record<string, any>;

describe('the flow JSON Schema for editors', () => {
  const schema = flowEditorSchema(flowJsonSchema(), analysisRegistry()) as Node;
  const screen = schema.properties.screens.additionalProperties as Node;

  it('completes and checks widget names', () => {
    expect(screen.properties.widget.enum).toEqual(['Busy', 'Dialog', 'Done', 'Form', 'Legacy', 'Menu', 'Question']);
  });

  it("completes each widget's props, with json-logic allowed for every value", () => {
    const form = screen.allOf.find((rule: Node) => rule.if.properties.widget.const === 'Form');
    const props = form.then.properties.props;
    expect(props.additionalProperties).toBe(false);
    expect(Object.keys(props.properties)).toEqual(['fields', 'title', 'count']);
    expect(props.properties.fields.anyOf[0]).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(props.properties.fields.anyOf[1]).toMatchObject({ type: 'object', maxProperties: 1 });
  });

  it('completes and checks call names in call effects, load calls and polls, and code effect names', () => {
    const names: Record<string, string[][]> = { call: [], run: [] };
    JSON.stringify(schema, (key, value) => {
      if ((key === 'call' || key === 'run') && value?.enum) names[key]?.push(value.enum);
      return value;
    });
    // the call effect, a load's call, a poll (screen and kiosk-wide share one definition)
    expect(names.call).toEqual([
      ['items.list', 'status.get'],
      ['items.list', 'status.get'],
      ['items.list', 'status.get'],
    ]);
    expect(names.run).toEqual([['remember']]);
    // and no name property is left as a bare reference the enum would not reach
    expect(JSON.stringify(schema)).not.toMatch(/"(call|run)":\{"\$ref"/);
  });

  it("leaves the engine's schema as it was", () => {
    const base = flowJsonSchema() as Node;
    flowEditorSchema(base, analysisRegistry());
    expect(base.properties.screens.additionalProperties.properties.widget.enum).toBeUndefined();
  });
});
