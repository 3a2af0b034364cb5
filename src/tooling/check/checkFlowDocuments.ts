import { z } from 'zod';
import { analyse, jsonPath, type EngineRegistry, type FlowIssue, type SourceFile } from '../../engine/compile.ts';
import { Flow, RulesFile } from '../../engine/schema.ts';
import { contextFindings, type ParsedRules } from './contextFindings.ts';
import { buildFlowGraph, type FlowGraph, type ParsedFlow } from '../graph/flowGraph.ts';
import { graphFindings } from '../graph/graphFindings.ts';

export interface CheckInput {
  readonly flows: readonly SourceFile[];
  readonly rules: readonly SourceFile[];
  readonly registry: EngineRegistry;
  /** The flow the kiosk starts with (default: the first flow). */
  readonly main?: string;
  /** Where the flow context schema lives, named in hints. */
  readonly contextFile?: string;
}

export interface CheckResult {
  /** Errors first, then warnings; each with file, JSON path, message and hint. */
  readonly issues: FlowIssue[];
  /** The graph of the documents that passed the flow schema. */
  readonly graph: FlowGraph;
}

/**
 * The whole flow check of `npm run flows:check` and the development overlay: the compiler's
 * checks (schema, json-logic, named rules, widgets, props, calls, goto targets), then the graph
 * (unreachable screens, dead ends, events nobody sends or handles, polls without a timeout),
 * the `var` paths against the flow context, required widget props and the editor `$schema`.
 * Pure: the caller reads the files.
 *
 * @example
 * const { issues } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: 'visitor' });
 * issues.filter((i) => i.severity === 'error').map(formatIssue);
 */
export function checkFlowDocuments(input: CheckInput): CheckResult {
  const { issues } = analyse(input);
  const flows: ParsedFlow[] = input.flows.flatMap((source) => {
    const parsed = Flow.safeParse(source.data);
    return parsed.success ? [{ file: source.file, flow: parsed.data }] : [];
  });
  const rules: ParsedRules[] = input.rules.flatMap((source) => {
    const parsed = RulesFile.safeParse(source.data);
    return parsed.success ? [{ file: source.file, rules: parsed.data }] : [];
  });
  const graph = buildFlowGraph(flows, input.registry, input.main ?? flows[0]?.flow.id ?? '');
  issues.push(...graphFindings(graph));
  if (input.registry.context)
    issues.push(...contextFindings({ flows, rules, registry: input.registry, context: input.registry.context, contextFile: input.contextFile }));
  for (const { file, flow } of flows) issues.push(...documentFindings(file, flow, input.registry));
  for (const source of input.rules) issues.push(...schemaReference(source, 'rules.schema.json', '../flows/rules.schema.json'));
  return { issues: orderIssues(issues), graph };
}

/** Errors before warnings; otherwise by file, in the order found. */
function orderIssues(issues: readonly FlowIssue[]): FlowIssue[] {
  const seen = new Set<string>();
  const unique = issues.filter((i) => {
    const key = `${i.severity} ${i.file} ${i.path} ${i.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const rank = (i: FlowIssue) => (i.severity === 'error' ? 0 : 1);
  const files = [...new Set(unique.map((i) => i.file))];
  return unique
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || files.indexOf(a.issue.file) - files.indexOf(b.issue.file) || a.order - b.order)
    .map((x) => x.issue);
}

/** `$schema` for editor support, and props a widget needs that a screen does not give. */
function documentFindings(file: string, flow: Flow, registry: EngineRegistry): FlowIssue[] {
  const issues: FlowIssue[] = [...schemaReference({ file, data: flow }, 'flow.schema.json', './flow.schema.json')];
  for (const [id, screen] of Object.entries(flow.screens)) {
    const widget = registry.widgets[screen.widget];
    const shape = widget?.props instanceof z.ZodObject ? (widget.props.shape as Record<string, z.ZodType>) : null;
    if (!shape) continue;
    for (const [name, schema] of Object.entries(shape)) {
      if (screen.props && name in screen.props) continue;
      if (schema.safeParse(undefined).success) continue;
      issues.push({
        severity: 'error',
        code: 'missing-prop',
        file,
        path: jsonPath(['screens', id, 'props']),
        message: `widget ${screen.widget} needs the prop "${name}", which screen "${id}" does not give`,
        hint: `add "${name}" to the screen's props (a value or json-logic)`,
      });
    }
  }
  return issues;
}

/** A document should name its JSON Schema so editors complete and check it. */
function schemaReference(source: SourceFile, schemaName: string, suggested: string): FlowIssue[] {
  const data = source.data as { $schema?: unknown } | null;
  if (!data || typeof data !== 'object') return [];
  if (typeof data.$schema === 'string' && data.$schema.endsWith(schemaName)) return [];
  return [
    {
      severity: 'warning',
      code: 'no-schema',
      file: source.file,
      path: '$.$schema',
      message:
        data.$schema === undefined
          ? 'the document does not name its JSON Schema'
          : `"$schema" is "${String(data.$schema)}", not the ${schemaName} of this project`,
      hint: `start the file with "$schema": "${suggested}" so editors complete and check it`,
    },
  ];
}
