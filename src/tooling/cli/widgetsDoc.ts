import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { eventsOf, type WidgetDefinition } from '../../../widgets/defineWidget.ts';
import { allScreenWidgets } from '../../../widgets/allScreenWidgets.ts';
import { screenWidgetSamples } from '../../../widgets/samples.ts';
import { type JsonSchemaNode, schemaTypeText } from './schemaText.ts';

/** Where `npm run widgets:doc` writes, and where `npm run widgets:screens` puts the pictures it links. */
export const WIDGETS_DOC_FILE = 'flows/WIDGETS.md';
export const WIDGET_SCREENSHOTS_DIR = 'flows/widgets';

/** A screen widget as WIDGETS.md documents it. */
type DocumentedWidget = Pick<WidgetDefinition, 'type' | 'description' | 'props' | 'events' | 'eventsFromProps'>;

const jsonSchemaOf = (schema: z.ZodType): JsonSchemaNode => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;

/** A table cell: no line breaks, no pipes that would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text: string) => `\`${text}\``;

/**
 * flows/WIDGETS.md: every screen widget of the registry with its description, its props (type,
 * default, required, meaning), its events with the fields of their data, its sample props and a
 * screenshot. Pure: the same registry gives the same text (a test compares it with the file).
 *
 * @example
 * writeFileSync('flows/WIDGETS.md', widgetsMarkdown());
 */
export function widgetsMarkdown(widgets: readonly DocumentedWidget[] = allScreenWidgets, samples = screenWidgetSamples): string {
  const lines = [
    '# Screen widgets',
    '',
    '<!-- Generated from widgets/registry.ts by `npm run widgets:doc`; the pictures by `npm run widgets:screens`. Do not edit: a test fails when this file is not current. -->',
    '',
    'A flow screen names one of these in `"widget"`, gives its `"props"` and handles its events in `"on"`',
    '([README.md](README.md) says how). Each prop is a value or json-logic; every prop also takes `null` (what',
    '`{"var": …}` gives for a missing value), which means the same as leaving it out: the default. A',
    "transition reads an event's data as `event.<field>`; every event also carries `event.at`, the time",
    'it happened. Texts named `…Key` are i18next keys (`namespace:key`) of the translations the kiosk',
    'loaded; the text beside them (`title` beside `titleKey`) is a server text, which wins when not empty.',
    '`npm run flows:check` checks props and events against what is listed here. The pictures are the',
    'widgets with their sample props (`widgets/samples.ts`) at 1280×1024, as the gallery shows them',
    '(`/sample/templates/widgets?widget=<Type>&tenant=sample`).',
    '',
    widgets.map((widget) => `[${widget.type}](#${widget.type.toLowerCase()})`).join(' · '),
    '',
  ];
  for (const widget of widgets) lines.push(...widgetSection(widget, samples[widget.type]));
  return `${lines.join('\n').trimEnd()}\n`;
}

function widgetSection(widget: DocumentedWidget, sample: Record<string, unknown> | undefined): string[] {
  return [
    `## ${widget.type}`,
    '',
    widget.description ?? '',
    '',
    `![${widget.type} with its sample props](widgets/${widget.type}.png)`,
    '',
    ...propsTable(widget),
    ...eventsTable(widget, sample),
    ...(sample ? ['Sample props (the picture):', '', '```json', compactJson(sample), '```', ''] : []),
  ];
}

function propsTable(widget: DocumentedWidget): string[] {
  const schema = jsonSchemaOf(widget.props);
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return ['**Props**: none.', ''];
  const required = new Set(schema.required ?? []);
  const shape: Record<string, z.ZodType> = widget.props instanceof z.ZodObject ? widget.props.shape : {};
  // what a prop left out becomes: its withFallback value, or nothing
  const defaultOf = (name: string) => {
    const prop = shape[name];
    const parsed = prop ? prop.safeParse(undefined) : undefined;
    return parsed?.success && parsed.data !== undefined ? code(flatJson(parsed.data)) : '–';
  };
  return [
    '**Props**',
    '',
    '| Prop | Type | Default | Required | What it is |',
    '| --- | --- | --- | --- | --- |',
    ...props.map(
      ([name, prop]) =>
        `| ${code(name)} | ${cell(code(schemaTypeText(prop)))} | ${cell(defaultOf(name))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(prop.description ?? descriptionInside(prop))} |`,
    ),
    '',
  ];
}

/** The description zod put on the non-null alternative of a nullable prop (`withFallback`, `.nullish()`). */
function descriptionInside(node: JsonSchemaNode): string {
  return (node.anyOf ?? []).find((alternative) => alternative.description)?.description ?? '';
}

function eventsTable(widget: DocumentedWidget, sample: Record<string, unknown> | undefined): string[] {
  const events = Object.entries(widget.events);
  if (events.length === 0) return ['**Events**: none; the flow moves on by itself (calls, polls, timers).', ''];
  const lines = ['**Events**', '', '| Event | Data |', '| --- | --- |'];
  for (const [event, schema] of events) {
    const payload = jsonSchemaOf(schema);
    const required = new Set(payload.required ?? []);
    const field = ([name, node]: [string, JsonSchemaNode]) =>
      `${code(required.has(name) ? name : `${name}?`)} (${code(schemaTypeText(node))})${node.description ? `: ${node.description}` : ''}`;
    const fields = Object.entries(payload.properties ?? {});
    const data = fields.length === 0 ? '–' : fields.map(field).join('<br>');
    lines.push(`| ${code(event)} | ${cell(data)} |`);
  }
  lines.push('');
  if (widget.eventsFromProps && sample) {
    const withSample = Object.keys(eventsOf(widget, sample)).map(code).join(', ');
    lines.push(`Its events follow its props; the flow checker reads literal props. With the sample props below it emits ${withSample}.`, '');
  }
  return lines;
}

/** JSON with what fits on a line of `width` on one line, the rest indented: samples read at a glance. */
export function compactJson(value: unknown, indent = '', width = 100): string {
  const flat = flatJson(value);
  if (flat.length + indent.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => `${inner}${compactJson(item, inner, width)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${compactJson(item, inner, width - key.length - 4)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}

/** JSON on one line, spaced like the indented form: `{ "id": 1, "tags": ["a", "b"] }`. */
function flatJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flatJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${flatJson(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `npm run widgets:doc`: writes flows/WIDGETS.md from the registry. */
export function main(): number {
  writeFileSync(WIDGETS_DOC_FILE, widgetsMarkdown());
  console.log(`wrote ${WIDGETS_DOC_FILE} (${allScreenWidgets.length} screen widgets); pictures: npm run widgets:screens`);
  return 0;
}
