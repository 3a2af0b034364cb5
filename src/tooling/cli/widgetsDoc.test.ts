import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWidget, NoData } from '../../../widgets/defineWidget.ts';
import { withFallback } from '../../../widgets/kit/propsSchema.ts';
import { allScreenWidgets } from '../../../widgets/allScreenWidgets.ts';
import { schemaTypeText } from './schemaText.ts';
import { compactJson, WIDGET_SCREENSHOTS_DIR, WIDGETS_DOC_FILE, widgetsMarkdown } from './widgetsDoc.ts';

describe('flows/WIDGETS.md (generated from widgets/registry.ts)', () => {
  it('is current with the registry (run npm run widgets:doc)', () => {
    expect(readFileSync(WIDGETS_DOC_FILE, 'utf8'), 'flows/WIDGETS.md is out of date: run npm run widgets:doc').toBe(widgetsMarkdown());
  });

  it('has a picture of every screen widget and none of a widget that is gone (run npm run widgets:screens)', () => {
    const pictures = readdirSync(WIDGET_SCREENSHOTS_DIR).filter((file) => file.endsWith('.png'));
    expect(pictures.sort(), 'run npm run widgets:screens').toEqual(allScreenWidgets.map((w) => `${w.type}.png`).sort());
    for (const picture of pictures) expect(readFileSync(`${WIDGET_SCREENSHOTS_DIR}/${picture}`).subarray(1, 4).toString()).toBe('PNG');
  });

  it('documents a widget: description, picture, each prop with type, default and whether required, each event with its data', () => {
    const Props = z.object({
      count: withFallback(z.number().int(), 3).describe('how many'),
      label: z.string().describe('what it says'),
      mode: z.enum(['a', 'b']).nullish(),
    });
    const widget = defineWidget({
      type: 'Demo',
      description: 'A demonstration.',
      props: Props,
      events: { pick: z.object({ id: z.string().describe('the id picked'), extra: z.number().optional() }), home: NoData },
      component: () => null,
    });
    const text = widgetsMarkdown([widget], { Demo: { label: 'x' } });
    expect(text).toContain('## Demo\n\nA demonstration.\n\n![Demo with its sample props](widgets/Demo.png)');
    expect(text).toContain('| `count` | `integer` | `3` | no | how many |');
    expect(text).toContain('| `label` | `string` | – | yes | what it says |');
    expect(text).toContain("| `mode` | `'a' \\| 'b'` | – | no |  |");
    expect(text).toContain('| `pick` | `id` (`string`): the id picked<br>`extra?` (`number`) |');
    expect(text).toContain('| `home` | – |');
    expect(text).toContain('```json\n{ "label": "x" }\n```');
  });
});

describe('schemaTypeText and compactJson', () => {
  it('reads JSON Schema types as short TypeScript-like text, null left out', () => {
    const text = (schema: z.ZodType) => schemaTypeText(z.toJSONSchema(schema, { io: 'input' }) as never);
    expect(text(z.string().nullish())).toBe('string');
    expect(text(z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.string().optional() })))).toBe('{ id: string | number, name?: string }[]');
    expect(text(z.array(z.union([z.string(), z.number()])))).toBe('(string | number)[]');
    expect(text(z.record(z.string(), z.boolean()))).toBe('Record<string, boolean>');
    expect(text(z.object({ a: z.object({ b: z.string() }) }))).toBe('{ a: object }');
  });

  it('puts what fits on one line', () => {
    expect(compactJson({ a: [1, 2], b: { c: 'd' } })).toBe('{ "a": [1, 2], "b": { "c": "d" } }');
    expect(compactJson({ long: 'x'.repeat(120), short: 1 })).toBe(`{\n  "long": "${'x'.repeat(120)}",\n  "short": 1\n}`);
  });
});
