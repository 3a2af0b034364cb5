import { z } from 'zod';
import type { Context } from './context.ts';
import { isOperation, knownOperators, registerOperations } from './logic.ts';
import { compilePath, type RoutePattern } from './path.ts';
import { Flow, RulesFile, type Effect, type Screen, type Transition, type Watch } from './schema.ts';

/** A flow or rules document as read from disk (or bundled): its file name and parsed JSON. */
export interface SourceFile {
  readonly file: string;
  readonly data: unknown;
}

/** What the compiler needs to know of the registries; the engine never imports them. */
export interface EngineRegistry {
  readonly widgets: Readonly<Record<string, { readonly props: z.ZodType; readonly events: readonly string[] }>>;
  readonly calls: Readonly<Record<string, unknown>>;
  /** The zod schema of the flow context; with it the checker rejects a `var` that names nothing. */
  readonly context?: z.ZodType;
}

/** One finding: the file, the JSON path (`$.screens.language.widget`), what is wrong and expected. */
export interface FlowIssue {
  readonly severity: 'error' | 'warning';
  readonly file: string;
  readonly path: string;
  readonly message: string;
  readonly hint?: string;
  /** What kind of finding, for tools (`unreachable-screen`, `unknown-var`, ...); set by the analysis. */
  readonly code?: string;
}

/** Thrown by `compile` when a document is malformed; `issues` lists every error found. */
export class FlowCompileError extends Error {
  constructor(readonly issues: readonly FlowIssue[]) {
    super(`Flow documents are invalid:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'FlowCompileError';
  }
}

/** `file $.json.path: message (hint)`, the format shared by the CLI, tests and the dev overlay. */
export function formatIssue(issue: FlowIssue): string {
  return `${issue.severity === 'error' ? 'error' : 'warning'} ${issue.file} ${issue.path}: ${issue.message}${issue.hint ? ` (${issue.hint})` : ''}`;
}

export interface CompiledScreen extends Screen {
  readonly id: string;
  readonly flow: string;
  readonly route: RoutePattern;
}

export interface CompiledFlow {
  readonly id: string;
  readonly file: string;
  readonly start: string;
  readonly initialContext: Context;
  readonly keep: readonly string[];
  /** Context key → local-storage key, loaded by the runtime at start and kept on `@home`. */
  readonly stored: Readonly<Record<string, string>>;
  /** Background polls, run by the runtime while the kiosk runs (main flow only). */
  readonly watch: readonly Watch[];
  readonly on: Readonly<Record<string, readonly Transition[]>>;
  readonly screens: Readonly<Record<string, CompiledScreen>>;
}

/** The compiled program: flows with named rules inlined, routes compiled. */
export interface Program {
  readonly flows: Readonly<Record<string, CompiledFlow>>;
  /** Named rules after inlining, for traces and the checker. */
  readonly rules: Readonly<Record<string, unknown>>;
  /** Maps an inlined rule's logic object back to its name, for traces. */
  readonly ruleNames: WeakMap<object, string>;
}

const KEYWORDS = new Set(['@home', '@back', '@stay']);
/** Effect keys that hold names, not json-logic. */
const NAME_KEYS = new Set(['call', 'set', 'merge', 'into', 'then', 'catch', 'send', 'store', 'forget', 'unset', 'reload']);

/** `['screens', 'a', 'on', 'next', 0]` → `$.screens.a.on.next[0]`. */
export function jsonPath(parts: readonly PropertyKey[]): string {
  return (
    '$' +
    parts.map((p) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(String(p)) ? `.${String(p)}` : `[${JSON.stringify(String(p))}]`)).join('')
  );
}

/**
 * Validates and pre-compiles flow and rules documents (DESIGN.md "The engine").
 * Checks: the flow schema, json-logic operators, named rules, widgets and their literal props,
 * calls, and `goto` targets. Returns the program and the warnings.
 *
 * `checked: true` skips the schema and literal-prop checks (the zod part, most of the time this
 * takes) for documents a production build already checked (`src/cli/checkedFlowsPlugin.ts`); the
 * rest — rules inlined, operators, calls, goto targets — is still checked. Never pass it for
 * documents that were not checked: a malformed one would then fail while the kiosk runs.
 *
 * @throws FlowCompileError listing every error, each with file, JSON path and expectation.
 * @example
 * const { program } = compile({ flows: [{ file: 'flows/visitor.flow.json', data }], rules, registry });
 */
export function compile(input: { flows: readonly SourceFile[]; rules: readonly SourceFile[]; registry: EngineRegistry; checked?: boolean }): {
  program: Program;
  warnings: FlowIssue[];
} {
  const { issues, program } = analyse(input);
  const errors = issues.filter((i) => i.severity === 'error');
  if (errors.length > 0 || !program) throw new FlowCompileError(errors);
  return { program, warnings: issues.filter((i) => i.severity === 'warning') };
}

/** Like `compile` but never throws: returns every issue and the program when there are no errors. */
export function analyse(input: { flows: readonly SourceFile[]; rules: readonly SourceFile[]; registry: EngineRegistry; checked?: boolean }): {
  issues: FlowIssue[];
  program: Program | null;
} {
  registerOperations();
  const issues: FlowIssue[] = [];
  const error = (file: string, path: readonly PropertyKey[], message: string, hint?: string) =>
    issues.push({ severity: 'error', file, path: jsonPath(path), message, hint });
  const operators = knownOperators();

  // Named rules first: flows refer to them.
  const ruleSources = new Map<string, { file: string; logic: unknown }>();
  for (const source of input.rules) {
    const parsed = input.checked ? { success: true as const, data: source.data as RulesFile } : RulesFile.safeParse(source.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) error(source.file, issue.path, issue.message);
      continue;
    }
    for (const [name, rule] of Object.entries(parsed.data.rules)) {
      if (ruleSources.has(name)) error(source.file, ['rules', name], `rule "${name}" is defined twice`);
      ruleSources.set(name, { file: source.file, logic: rule.logic });
    }
  }

  const ruleNames = new WeakMap<object, string>();
  const inlined = new Map<string, unknown>();
  const inline = (logic: unknown, file: string, path: PropertyKey[], stack: string[]): unknown => {
    if (Array.isArray(logic)) return logic.map((item, i) => inline(item, file, [...path, i], stack));
    if (logic === null || typeof logic !== 'object') return logic;
    const entries = Object.entries(logic as Record<string, unknown>);
    if (!isOperation(logic)) {
      // a literal object (several keys): its values may still hold logic
      return Object.fromEntries(entries.map(([k, v]) => [k, inline(v, file, [...path, k], stack)]));
    }
    const [op, arg] = entries[0] as [string, unknown];
    if (op === 'rule') {
      const name = String(arg);
      const rule = ruleSources.get(name);
      if (!rule) {
        error(file, path, `named rule "${name}" does not exist`, `define it in rules/*.rules.json; known: ${[...ruleSources.keys()].join(', ') || 'none'}`);
        return null;
      }
      if (stack.includes(name)) {
        error(file, path, `named rule "${name}" refers to itself (${[...stack, name].join(' → ')})`);
        return null;
      }
      const cached = inlined.get(name);
      if (cached !== undefined) return cached;
      const body = inline(rule.logic, rule.file, ['rules', name, 'logic'], [...stack, name]);
      if (body !== null && typeof body === 'object') ruleNames.set(body, name);
      inlined.set(name, body);
      return body;
    }
    if (!operators.has(op)) {
      error(file, path, `unknown json-logic operation "${op}"`, `expected one of: ${[...operators].sort().join(' ')}`);
      return null;
    }
    return { [op]: inline(arg, file, [...path, op], stack) };
  };

  const rules: Record<string, unknown> = {};
  for (const [name, rule] of ruleSources) rules[name] = inline({ rule: name }, rule.file, ['rules', name], []);

  const flows: Record<string, CompiledFlow> = {};
  const parsedFlows: Array<{ file: string; flow: Flow }> = [];
  for (const source of input.flows) {
    const parsed = input.checked ? { success: true as const, data: source.data as Flow } : Flow.safeParse(source.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) error(source.file, issue.path, describeZodIssue(issue));
      continue;
    }
    parsedFlows.push({ file: source.file, flow: parsed.data });
  }
  const screenExists = (flowId: string, target: string): boolean => {
    if (KEYWORDS.has(target)) return true;
    const [f, s] = target.includes('/') ? (target.split('/', 2) as [string, string]) : [flowId, target];
    return parsedFlows.some((p) => p.flow.id === f && s in p.flow.screens);
  };

  for (const { file, flow } of parsedFlows) {
    const inlineRecord = (record: Record<string, unknown> | undefined, path: PropertyKey[]): Record<string, unknown> =>
      Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, inline(v, file, [...path, k], [])]));
    const inlineEffects = (effects: readonly Effect[] | undefined, path: PropertyKey[]): Effect[] | undefined =>
      effects?.map((effect, i) => {
        const at = [...path, i];
        if ('call' in effect && !(effect.call in input.registry.calls)) {
          error(file, [...at, 'call'], `unknown call "${effect.call}"`, 'use a call name from the call catalog (src/api/catalog.ts)');
        }
        return Object.fromEntries(
          Object.entries(effect).map(([k, v]) => {
            if (k === 'args') return [k, inlineRecord(v as Record<string, unknown>, [...at, k])];
            return [k, NAME_KEYS.has(k) ? v : inline(v, file, [...at, k], [])];
          }),
        ) as Effect;
      });
    const inlineTransitions = (list: readonly Transition[], path: PropertyKey[]): Transition[] =>
      list.map((t, i) => {
        const at = [...path, i];
        if (t.goto && !screenExists(flow.id, t.goto)) {
          error(
            file,
            [...at, 'goto'],
            `goto "${t.goto}" names no screen`,
            `expected a screen of flow "${flow.id}" (${Object.keys(flow.screens).join(', ')}), "flow/screen", @home, @back or @stay`,
          );
        }
        return { ...t, if: t.if === undefined ? undefined : inline(t.if, file, [...at, 'if'], []), do: inlineEffects(t.do, [...at, 'do']) };
      });

    if (!(flow.start in flow.screens)) error(file, ['start'], `start screen "${flow.start}" does not exist`);
    const screens: Record<string, CompiledScreen> = {};
    for (const [id, screen] of Object.entries(flow.screens)) {
      const at: PropertyKey[] = ['screens', id];
      const widget = input.registry.widgets[screen.widget];
      if (!widget) {
        error(file, [...at, 'widget'], `unknown widget "${screen.widget}"`, `expected one of: ${Object.keys(input.registry.widgets).sort().join(', ')}`);
      }
      const props: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(screen.props ?? {})) {
        props[name] = inline(value, file, [...at, 'props', name], []);
        if (widget && !input.checked) checkLiteralProp(widget.props, name, value, (message, hint) => error(file, [...at, 'props', name], message, hint));
      }
      if (screen.restore && !(screen.restore in flow.screens)) error(file, [...at, 'restore'], `restore screen "${screen.restore}" does not exist`);
      if (screen.poll && !(screen.poll.call in input.registry.calls)) {
        error(file, [...at, 'poll', 'call'], `unknown call "${screen.poll.call}"`, 'use a call name from the call catalog (src/api/catalog.ts)');
      }
      screens[id] = {
        ...screen,
        id,
        flow: flow.id,
        route: compilePath(screen.path),
        props,
        enter: inlineEffects(screen.enter, [...at, 'enter']),
        exit: inlineEffects(screen.exit, [...at, 'exit']),
        on: Object.fromEntries(Object.entries(screen.on ?? {}).map(([event, list]) => [event, inlineTransitions(list, [...at, 'on', event])])),
        poll: screen.poll
          ? {
              ...screen.poll,
              until: inline(screen.poll.until, file, [...at, 'poll', 'until'], []),
              args: inlineRecord(screen.poll.args, [...at, 'poll', 'args']),
            }
          : undefined,
        after: screen.after?.map((t, i) => ({ ...t, ms: inline(t.ms, file, [...at, 'after', i, 'ms'], []) as number })),
      };
    }
    if (flow.id in flows) error(file, ['id'], `flow id "${flow.id}" is used by two files`);
    flows[flow.id] = {
      id: flow.id,
      file,
      start: flow.start,
      initialContext: flow.context ?? {},
      keep: flow.keep ?? [],
      stored: flow.stored ?? {},
      watch: (flow.watch ?? []).map((w, i) => {
        if (!(w.call in input.registry.calls)) {
          error(file, ['watch', i, 'call'], `unknown call "${w.call}"`, 'use a call name from the call catalog (src/api/catalog.ts)');
        }
        return { ...w, args: inlineRecord(w.args, ['watch', i, 'args']) };
      }),
      on: Object.fromEntries(Object.entries(flow.on ?? {}).map(([event, list]) => [event, inlineTransitions(list, ['on', event])])),
      screens,
    };
  }

  const hasErrors = issues.some((i) => i.severity === 'error');
  return { issues, program: hasErrors ? null : { flows, rules, ruleNames } };
}

function describeZodIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_union')
    return 'not a known effect; expected one of set, merge, unset, call, log, send, translations, store, forget, reload, redirect';
  return issue.message;
}

/** Validates a literal (non-logic) prop value against the widget's props schema. */
function checkLiteralProp(schema: z.ZodType, name: string, value: unknown, report: (message: string, hint?: string) => void): void {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
  if (!shape) return;
  const propSchema = shape[name];
  if (!propSchema) {
    report(`widget has no prop "${name}"`, `expected one of: ${Object.keys(shape).join(', ')}`);
    return;
  }
  if (isOperation(value)) return; // computed at run time
  const result = propSchema.safeParse(value);
  if (!result.success) report(`wrong value for prop "${name}": ${result.error.issues.map((i) => i.message).join('; ')}`);
}
