import { analyse, type EngineRegistry, type FlowIssue, type SourceFile } from '../../engine/compile.ts';
import { isReusablePart } from '../../engine/partUse.ts';
import { Flow, RulesFile } from '../../engine/schema.ts';
import { buildFlowGraph, type FlowGraph } from '../graph/flowGraph.ts';
import { graphFindings } from '../graph/graphFindings.ts';
import { contextFindings, type ParsedRules } from './contextFindings.ts';
import { type ContextPaths, createContextPaths } from './contextPaths.ts';
import { flowContextTargets, type ParsedFlow } from './flowLogic.ts';
import { inferLogicType, type TypeEnv } from './logicTypes.ts';
import { withPositions } from './positions.ts';
import { propFindings } from './propFindings.ts';

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
  /** Errors first, then warnings; each with file, JSON path, message, hint, and line and column where the text is known. */
  readonly issues: FlowIssue[];
  /** The graph of the documents that passed the flow schema. */
  readonly graph: FlowGraph;
}

/** Nothing is known of a context without a schema: every path is fine, every type unknown. */
const ANY_CONTEXT: ContextPaths = { check: () => ({ ok: true }), typeOf: () => null };

/**
 * The whole flow check of `npm run flows:check`, the production build and the development overlay
 * (flows/README.md "What flows:check reports"): the compiler's checks (schema, json-logic, named
 * rules and constants, widgets, literal props, calls and their arguments, code effects, goto
 * targets), then the graph (unreachable screens and entries, dead ends, events nobody sends or
 * handles, polls without a limit), the `var` paths against the flow context and `event.*` paths
 * against the payloads of the events handled, required props and the types of props built with
 * json-logic, and the editor `$schema`. Each finding gets the line and column of its JSON path
 * when the source carries its text. Pure: the caller reads the files.
 *
 * @example
 * const { issues } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: 'visitor' });
 * issues.filter((i) => i.severity === 'error').map(formatIssue);
 */
export function checkFlowDocuments(input: CheckInput): CheckResult {
  // the compiler joins flow parts and reports their findings; the checks below read the joined flows
  // the compiler's findings are placed already (parts.ts `origin`); the checks below find theirs in the joined flows
  const { issues: compiled, joined } = analyse(input);
  const issues: FlowIssue[] = [];
  const { registry } = input;
  const flows: ParsedFlow[] = joined.flows.flatMap((source) => {
    const parsed = Flow.safeParse(source.data);
    return parsed.success ? [{ file: source.file, flow: parsed.data }] : [];
  });
  const rules: ParsedRules[] = input.rules.flatMap((source) => {
    const parsed = RulesFile.safeParse(source.data);
    return parsed.success ? [{ file: source.file, rules: parsed.data }] : [];
  });
  const targets = flows.flatMap(({ flow }) => flowContextTargets(flow, registry));
  const paths = registry.context ? createContextPaths(registry.context, targets) : ANY_CONTEXT;
  const env: TypeEnv = {
    typeOf: (path) => paths.typeOf(path),
    rules: Object.fromEntries(rules.flatMap(({ rules: file }) => Object.entries(file.rules ?? {}).map(([name, rule]) => [name, rule.logic]))),
    constants: Object.assign({}, ...rules.map(({ rules: file }) => file.constants ?? {})),
    // a send's data is evaluated in a transition: what it reads of the event is not known here
    event: null,
  };
  const graph = buildFlowGraph(flows, registry, input.main ?? flows[0]?.flow.id ?? '', { dataType: (logic) => inferLogicType(logic, env) });
  issues.push(...graphFindings(graph));
  if (registry.context) issues.push(...contextFindings({ flows, rules, paths, graph, contextFile: input.contextFile }));
  issues.push(...propFindings({ flows, registry, env }));
  for (const source of input.flows)
    issues.push(
      ...(isReusablePart(source.data)
        ? schemaReference(source, 'part.schema.json', '../part.schema.json')
        : schemaReference(source, 'flow.schema.json', './flow.schema.json')),
    );
  for (const source of input.rules) issues.push(...schemaReference(source, 'rules.schema.json', '../flows/rules.schema.json'));
  for (const source of input.flows) issues.push(...documentLength(source));
  return { issues: withPositions(orderIssues([...compiled, ...issues.map(joined.origin)]), [...input.flows, ...input.rules]), graph };
}

/** Errors before warnings; otherwise by file, in the order found. */
function orderIssues(issues: readonly FlowIssue[]): FlowIssue[] {
  const seen = new Set<string>();
  const unique = issues.filter((i) => {
    const key = `${i.severity} ${i.file} ${i.path} ${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (i: FlowIssue) => (i.severity === 'error' ? 0 : 1);
  const files = [...new Set(unique.map((i) => i.file))];
  return unique
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || files.indexOf(a.issue.file) - files.indexOf(b.issue.file) || a.order - b.order)
    .map((x) => x.issue);
}

/** The most lines of a flow document an integrator reads in one sitting (issue 38 item 4). */
export const MAX_FLOW_LINES = 700;

/**
 * A flow document longer than MAX_FLOW_LINES is a warning, not an error: an integrator's new screen
 * must never turn `npm test` red by its length, but is told where the length can go.
 */
function documentLength(source: SourceFile): FlowIssue[] {
  const lines = source.text?.trimEnd().split('\n').length ?? 0;
  if (lines <= MAX_FLOW_LINES) return [];
  return [
    {
      severity: 'warning',
      code: 'long-document',
      file: source.file,
      path: '$',
      message: `the document has ${lines} lines, more than the ${MAX_FLOW_LINES} an integrator reads in one sitting`,
      hint: 'write a block used twice once, as a reusable part in flows/parts/, or move a group of screens into a flow part ("partOf")',
    },
  ];
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
