import { z } from 'zod';
import type { Context } from './context.ts';
import type { CodeEffect } from './effects/effect.ts';
import { kindOf } from './effects/index.ts';
import type { Load, Poll } from './effects/schemas.ts';
import { constantNames as namesInRules, flowRefusals, type Refusal, refusedAlready, rulesRefusals } from './language.ts';
import { isOperation, knownOperators, type Operation, registerOperations } from './logic.ts';
import { compilePath, jsonPath, type RoutePattern } from './path.ts';
import { type JoinedFlows, joinFlowParts } from './parts.ts';
import { type Effect, Flow, FlowPart, Part, RulesFile, type Screen, type Timeouts, type Transition } from './schema.ts';
import { suggest } from './suggest.ts';

/** A flow or rules document as read from disk (or bundled): its file name and parsed JSON. */
export interface SourceFile {
  readonly file: string;
  readonly data: unknown;
  /** The document's text, when known: findings then carry line and column. */
  readonly text?: string;
}

/** A screen widget as the compiler and the checker see it. */
export interface EngineWidget {
  readonly props: z.ZodType;
  /** The events the widget sends, with the zod schema of each one's data. */
  readonly events: Readonly<Record<string, z.ZodType>>;
  /** Events that depend on the screen's props (e.g. a Message's named buttons), from literal props. */
  readonly eventsFromProps?: (props: unknown) => Readonly<Record<string, z.ZodType>>;
}

/** A call of the catalog as the compiler and the checker see it. */
export interface EngineCall {
  /** The call's arguments (a zod object): which names it takes, which are required. */
  readonly args?: z.ZodType;
  /** The zod schema of its answer (`done` events carry it as `event.data`; `into` paths have its shape). */
  readonly response?: z.ZodType;
}

/**
 * What the compiler needs to know of the registries; the engine knows no kiosk names itself
 * (XState's `setup`): widgets, calls, code effects, the context and which call arguments are
 * ambient all arrive here.
 */
export interface EngineRegistry {
  readonly widgets: Readonly<Record<string, EngineWidget>>;
  readonly calls: Readonly<Record<string, EngineCall>>;
  /** Named effects implemented in code (`{"run": name}`). */
  readonly effects?: Readonly<Record<string, CodeEffect>>;
  /** Call arguments the context supplies when a call site does not give them (as the tenant is). */
  readonly ambient?: readonly string[];
  /** Custom json-logic operations (`hasFlag`, `isBlank`, ...). */
  readonly operations?: Readonly<Record<string, Operation>>;
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
  /** What kind of finding, for tools (`unreachable-screen`, `unknown-var`, ...). */
  readonly code?: string;
  /** 1-based line and column of the JSON path in the file, when its text is known. */
  readonly line?: number;
  readonly column?: number;
}

/** Thrown by `compile` when a document is malformed; `issues` lists every error found. */
export class FlowCompileError extends Error {
  constructor(readonly issues: readonly FlowIssue[]) {
    super(`Flow documents are invalid:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'FlowCompileError';
  }
}

/** `error file:line:column $.json.path: message (hint)`, the format shared by the CLI, the build, tests and the dev overlay. */
export function formatIssue(issue: FlowIssue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}:${issue.column ?? 1}`;
  return `${issue.severity === 'error' ? 'error' : 'warning'} ${where} ${issue.path}: ${issue.message}${issue.hint ? ` (${issue.hint})` : ''}`;
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
  readonly timeouts: Timeouts;
  /** Kiosk-wide polls, run by the runtime while the kiosk runs (main flow only). */
  readonly polls: readonly Poll[];
  readonly on: Readonly<Record<string, readonly Transition[]>>;
  readonly screens: Readonly<Record<string, CompiledScreen>>;
}

/** The compiled program: flows with named rules and constants inlined, ambient call arguments filled, routes compiled. */
export interface Program {
  readonly flows: Readonly<Record<string, CompiledFlow>>;
  /** Named rules after inlining, for traces and the checker. */
  readonly rules: Readonly<Record<string, unknown>>;
  /** Maps an inlined rule's logic object back to its name, for traces. */
  readonly ruleNames: WeakMap<object, string>;
  /** Named constants: group → name → value. */
  readonly constants: Readonly<Record<string, Readonly<Record<string, number | string>>>>;
  /** The registry's code effects the flows run. */
  readonly codeEffects: Readonly<Record<string, CodeEffect>>;
  /**
   * The flows of a built program that load after the first screen and are not in `flows` yet
   * (docs/decisions/0024): a step that needs one throws FlowNotLoadedError. Absent: all are in.
   */
  readonly laterFlows?: Set<string>;
  /**
   * The code effects the loaded flows run that come with the later flows (a build's, docs/decisions/0024):
   * a step that runs one before they are in throws CodeEffectNotLoadedError. Absent: all are in.
   */
  readonly laterCodeEffects?: Set<string>;
}

const KEYWORDS = new Set(['@home', '@back']);

/** The argument names a call takes, when its registry entry declares them (a zod object). */
export function callArgNames(call: EngineCall | undefined): readonly string[] | undefined {
  const args = call?.args;
  return args instanceof z.ZodObject ? Object.keys(args.shape) : undefined;
}

/** The required argument names of a call (those its zod object does not accept as missing). */
function requiredArgNames(call: EngineCall | undefined): readonly string[] {
  const args = call?.args;
  if (!(args instanceof z.ZodObject)) return [];
  return Object.entries<z.ZodType>(args.shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([name]) => name);
}

/**
 * Validates and pre-compiles flow and rules documents (DESIGN.md "The engine"). Checks the flow
 * schema, json-logic operators, named rules and constants, widgets and their literal props, calls
 * and their arguments, code effects, and `goto` and `restore` targets; inlines named rules and
 * constants and gives each call the ambient arguments it takes and was not given. Returns the
 * program and the warnings.
 *
 * `checked: true` skips the schema and literal-prop checks (the zod part, most of the time this
 * takes) for documents a production build already checked (`src/tooling/build/checkedFlowsPlugin.ts`);
 * never pass it for documents that were not checked.
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
  /** The flow documents with their parts joined in (parts.ts), for checks that read the documents. */
  joined: JoinedFlows;
} {
  const { registry } = input;
  registerOperations(registry.operations ?? {});
  const issues: FlowIssue[] = [];
  const error = (file: string, path: readonly PropertyKey[], message: string, hint?: string, code?: string) =>
    issues.push({ severity: 'error', file, path: jsonPath(path), message, ...(hint ? { hint } : {}), ...(code ? { code } : {}) });
  const operators = knownOperators();
  const codeEffects = registry.effects ?? {};
  const ambient = new Set(registry.ambient ?? []);
  // what flow language 3 no longer has, reported with its replacement; the schema's findings at the same places are left out
  const refused = new Map<string, Refusal[]>();
  const refuse = (source: SourceFile, found: Refusal[]) => {
    refused.set(source.file, found);
    for (const r of found)
      if (r.warning)
        issues.push({ severity: 'warning', file: source.file, path: jsonPath(r.path), message: r.message, hint: r.hint, ...(r.code ? { code: r.code } : {}) });
      else error(source.file, r.path, r.message, r.hint, r.code);
  };
  const zodError = (file: string, issue: z.core.$ZodIssue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : undefined;
    if (!refusedAlready(refused.get(file) ?? [], issue.path, keys)) error(file, issue.path, describeZodIssue(issue));
  };
  if (!input.checked) {
    const names = namesInRules(input.rules.map((source) => source.data));
    for (const source of input.flows) refuse(source, flowRefusals(source.data, names));
    for (const source of input.rules) refuse(source, rulesRefusals(source.data, names));
  }

  // Named rules and constants first: flows refer to them.
  const ruleSources = new Map<string, { file: string; logic: unknown }>();
  const constants: Record<string, Record<string, number | string>> = {};
  for (const source of input.rules) {
    const parsed = input.checked ? { success: true as const, data: source.data as RulesFile } : RulesFile.safeParse(source.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) zodError(source.file, issue);
      continue;
    }
    for (const [name, rule] of Object.entries(parsed.data.rules ?? {})) {
      if (ruleSources.has(name)) error(source.file, ['rules', name], `rule "${name}" is defined twice`);
      ruleSources.set(name, { file: source.file, logic: rule.logic });
    }
    for (const [group, values] of Object.entries(parsed.data.constants ?? {})) {
      if (constants[group]) error(source.file, ['constants', group], `constant group "${group}" is defined twice`);
      constants[group] = { ...values };
    }
  }
  const constantNames = Object.entries(constants).flatMap(([group, values]) => Object.keys(values).map((name) => `${group}.${name}`));

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
    if (op === 'const') {
      const name = String(arg);
      const [group, key] = name.split('.', 2) as [string, string | undefined];
      const value = key === undefined ? undefined : constants[group]?.[key];
      if (value === undefined) {
        const close = suggest(name, constantNames);
        error(
          file,
          [...path, 'const'],
          `constant "${name}" does not exist`,
          `${close ? `did you mean "${close}"? ` : ''}constants are "Group.Name" of rules/*.rules.json "constants"`,
          'unknown-constant',
        );
        return null;
      }
      return value;
    }
    if (op === 'rule') {
      const name = String(arg);
      const rule = ruleSources.get(name);
      if (!rule) {
        const close = suggest(name, ruleSources.keys());
        error(file, path, `named rule "${name}" does not exist`, `${close ? `did you mean "${close}"? ` : ''}define it in rules/*.rules.json`, 'unknown-rule');
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
      const close = suggest(op, operators);
      error(
        file,
        path,
        `unknown json-logic operation "${op}"`,
        close
          ? `did you mean "${close}"?`
          : `an object of one key is an operation; a record of one key is written {"object": ["${op}", ...]}. Operations: ${[...operators].sort().join(' ')}`,
        'unknown-operation',
      );
      return null;
    }
    return { [op]: inline(arg, file, [...path, op], stack) };
  };

  const rules: Record<string, unknown> = {};
  for (const [name, rule] of ruleSources) rules[name] = inline({ rule: name }, rule.file, ['rules', name], []);

  const flows: Record<string, CompiledFlow> = {};
  const parsedFlows: Array<{ file: string; flow: Flow }> = [];
  const joined = joinFlowParts(
    input.flows,
    (source) => {
      if (input.checked) return source.data as FlowPart;
      const parsed = FlowPart.safeParse(source.data);
      if (!parsed.success) for (const issue of parsed.error.issues) zodError(source.file, issue);
      return parsed.success ? parsed.data : undefined;
    },
    error,
    (source) => {
      if (input.checked) return source.data as Part;
      const parsed = Part.safeParse(source.data);
      if (!parsed.success) for (const issue of parsed.error.issues) zodError(source.file, issue);
      return parsed.success ? parsed.data : undefined;
    },
  );
  for (const source of joined.flows) {
    const parsed = input.checked ? { success: true as const, data: source.data as Flow } : Flow.safeParse(source.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) zodError(source.file, issue);
      continue;
    }
    parsedFlows.push({ file: source.file, flow: parsed.data });
  }
  const screenExists = (flowId: string, target: string): boolean => {
    // "@stay" is refused above, with its replacement
    if (KEYWORDS.has(target) || target === '@stay') return true;
    const [f, s] = target.includes('/') ? (target.split('/', 2) as [string, string]) : [flowId, target];
    return parsedFlows.some((p) => p.flow.id === f && Object.hasOwn(p.flow.screens, s));
  };
  const allTargets = (flowId: string): string[] => [
    ...KEYWORDS,
    ...parsedFlows.flatMap((p) => Object.keys(p.flow.screens).map((s) => (p.flow.id === flowId ? s : `${p.flow.id}/${s}`))),
  ];

  for (const { file, flow } of parsedFlows) {
    const inlineRecord = (record: Readonly<Record<string, unknown>> | undefined, path: PropertyKey[]): Record<string, unknown> =>
      Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, inline(v, file, [...path, k], [])]));
    /** A call site's arguments: inlined, checked against the call, and completed with the ambient ones. */
    const callArgs = (name: string, given: Readonly<Record<string, unknown>> | undefined, path: PropertyKey[]): Record<string, unknown> => {
      const definition = registry.calls[name];
      if (!definition) {
        const close = suggest(name, Object.keys(registry.calls));
        error(
          file,
          [...path, 'call'],
          `unknown call "${name}"`,
          `${close ? `did you mean "${close}"? ` : ''}use a call name from the call catalog (src/api/catalog.ts)`,
          'unknown-call',
        );
        return inlineRecord(given, [...path, 'args']);
      }
      const args = inlineRecord(given, [...path, 'args']);
      const names = callArgNames(definition);
      if (!names) return args;
      for (const arg of Object.keys(args)) {
        if (names.includes(arg)) continue;
        const close = suggest(arg, names);
        error(
          file,
          [...path, 'args', arg],
          `call "${name}" takes no argument "${arg}"`,
          `${close ? `did you mean "${close}"? ` : ''}it takes: ${names.join(', ') || 'none'}`,
          'unknown-arg',
        );
      }
      for (const arg of names) if (ambient.has(arg) && !(arg in args)) args[arg] = { var: arg };
      for (const arg of requiredArgNames(definition)) {
        if (!(arg in args)) error(file, [...path, 'args'], `call "${name}" needs the argument "${arg}"`, `add "args": { "${arg}": ... }`, 'missing-arg');
      }
      return args;
    };
    const compileEffects = (effects: readonly Effect[] | undefined, path: PropertyKey[]): Effect[] | undefined =>
      effects?.map((effect, i) => {
        const at = [...path, i];
        const kind = kindOf(effect);
        if ('run' in effect && !Object.hasOwn(codeEffects, effect.run)) {
          const close = suggest(effect.run, Object.keys(codeEffects));
          error(
            file,
            [...at, 'run'],
            `unknown code effect "${effect.run}"`,
            `${close ? `did you mean "${close}"? ` : ''}known: ${Object.keys(codeEffects).join(', ') || 'none'}`,
            'unknown-effect',
          );
        }
        const compiled: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(effect)) {
          if (key === 'if') compiled[key] = inline(value, file, [...at, key], []);
          else if ('call' in effect && key === 'retry' && effect.retry)
            compiled[key] = { ...effect.retry, status: inline(effect.retry.status, file, [...at, 'retry', 'status'], []) };
          else if ('call' in effect && key === 'args') compiled[key] = callArgs(effect.call, value as Record<string, unknown>, at);
          else if (kind?.logicRecords?.includes(key)) compiled[key] = inlineRecord(value as Record<string, unknown>, [...at, key]);
          else compiled[key] = kind?.logic.includes(key) ? inline(value, file, [...at, key], []) : value;
        }
        if ('call' in effect && !('args' in effect)) compiled.args = callArgs(effect.call, undefined, at);
        return compiled as Effect;
      });
    const compileTransitions = (list: readonly Transition[], path: PropertyKey[]): Transition[] =>
      list.map((t, i) => {
        const at = [...path, i];
        if (t.goto && !screenExists(flow.id, t.goto)) {
          const close = suggest(t.goto, allTargets(flow.id));
          error(
            file,
            [...at, 'goto'],
            `goto "${t.goto}" names no screen`,
            `${close ? `did you mean "${close}"? ` : ''}expected a screen of flow "${flow.id}", "flow/screen", @home, @back or @next (the main flow's "next" table)`,
            'unknown-goto',
          );
        }
        return { ...t, if: t.if === undefined ? undefined : inline(t.if, file, [...at, 'if'], []), do: compileEffects(t.do, [...at, 'do']) };
      });
    const compilePoll = (poll: Poll, path: PropertyKey[]): Poll => ({
      ...poll,
      args: callArgs(poll.call, poll.args, path),
      every: inline(poll.every, file, [...path, 'every'], []) as Poll['every'],
      ...(poll.everyAfterError === undefined ? {} : { everyAfterError: inline(poll.everyAfterError, file, [...path, 'everyAfterError'], []) as Poll['every'] }),
      ...(poll.limit === undefined ? {} : { limit: inline(poll.limit, file, [...path, 'limit'], []) as Poll['every'] }),
      ...(poll.until === undefined ? {} : { until: inline(poll.until, file, [...path, 'until'], []) }),
    });
    const compileLoad = (load: Load, path: PropertyKey[]): Load => ({
      ...load,
      ...(load.if === undefined ? {} : { if: inline(load.if, file, [...path, 'if'], []) }),
      ...(load.retry === undefined
        ? {}
        : {
            retry: {
              ...load.retry,
              if: inline(load.retry.if, file, [...path, 'retry', 'if'], []),
              after: inline(load.retry.after, file, [...path, 'retry', 'after'], []) as Poll['every'],
            },
          }),
      calls: load.calls.map((entry, i) => ({
        ...entry,
        args: callArgs(entry.call, entry.args, [...path, 'calls', i]),
        ...(entry.if === undefined ? {} : { if: inline(entry.if, file, [...path, 'calls', i, 'if'], []) }),
      })),
    });

    if (!Object.hasOwn(flow.screens, flow.start)) error(file, ['start'], `start screen "${flow.start}" does not exist`);
    const screens: Record<string, CompiledScreen> = {};
    for (const [id, screen] of Object.entries(flow.screens)) {
      const at: PropertyKey[] = ['screens', id];
      const widget = registry.widgets[screen.widget];
      if (!widget) {
        const close = suggest(screen.widget, Object.keys(registry.widgets));
        error(
          file,
          [...at, 'widget'],
          `unknown widget "${screen.widget}"`,
          `${close ? `did you mean "${close}"? ` : ''}expected one of: ${Object.keys(registry.widgets).sort().join(', ')}`,
          'unknown-widget',
        );
      }
      const props: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(screen.props ?? {})) {
        props[name] = inline(value, file, [...at, 'props', name], []);
        if (widget && !input.checked) checkLiteralProp(widget.props, name, value, (message, hint) => error(file, [...at, 'props', name], message, hint));
      }
      if (screen.restore && !Object.hasOwn(flow.screens, screen.restore)) {
        const close = suggest(screen.restore, Object.keys(flow.screens));
        error(file, [...at, 'restore'], `restore screen "${screen.restore}" does not exist`, close ? `did you mean "${close}"?` : undefined);
      }
      screens[id] = {
        ...screen,
        id,
        flow: flow.id,
        route: compilePath(screen.path),
        props,
        ...(screen.load ? { load: compileLoad(screen.load, [...at, 'load']) } : {}),
        enter: compileEffects(screen.enter, [...at, 'enter']),
        exit: compileEffects(screen.exit, [...at, 'exit']),
        ...(screen.always ? { always: compileTransitions(screen.always, [...at, 'always']) as CompiledScreen['always'] } : {}),
        on: Object.fromEntries(Object.entries(screen.on ?? {}).map(([event, list]) => [event, compileTransitions(list, [...at, 'on', event])])),
        ...(screen.poll ? { poll: compilePoll(screen.poll, [...at, 'poll']) } : {}),
        ...(screen.after === undefined ? {} : { after: inline(screen.after, file, [...at, 'after'], []) as Screen['after'] }),
        ...(screen.debounce
          ? {
              debounce: Object.fromEntries(
                Object.entries(screen.debounce).map(([name, d]) => [
                  name,
                  { ...d, ms: inline(d.ms, file, [...at, 'debounce', name, 'ms'], []) as Poll['every'] },
                ]),
              ),
            }
          : {}),
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
      timeouts: {
        ...(flow.timeouts?.idle === undefined ? {} : { idle: inline(flow.timeouts.idle, file, ['timeouts', 'idle'], []) as Timeouts['idle'] }),
        ...(flow.timeouts?.endScreen === undefined
          ? {}
          : { endScreen: inline(flow.timeouts.endScreen, file, ['timeouts', 'endScreen'], []) as Timeouts['endScreen'] }),
      },
      polls: (flow.poll ?? []).map((poll, i) => compilePoll(poll, ['poll', i])),
      on: Object.fromEntries(Object.entries(flow.on ?? {}).map(([event, list]) => [event, compileTransitions(list, ['on', event])])),
      screens,
    };
  }

  const hasErrors = issues.some((i) => i.severity === 'error');
  return { issues: issues.map(joined.origin), program: hasErrors ? null : { flows, rules, ruleNames, constants, codeEffects }, joined };
}

function describeZodIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_union')
    return 'not a known effect; expected one of set, merge, unset, call, count, log, translations, store, forget, reload, redirect, run';
  return issue.message;
}

/** True when a value is json-logic or a record or list with json-logic inside: it is computed at run time. */
function holdsLogic(value: unknown): boolean {
  if (isOperation(value)) return true;
  if (Array.isArray(value)) return value.some(holdsLogic);
  return value !== null && typeof value === 'object' && Object.values(value).some(holdsLogic);
}

/** Validates a literal (non-logic) prop value against the widget's props schema. */
function checkLiteralProp(schema: z.ZodType, name: string, value: unknown, report: (message: string, hint?: string) => void): void {
  const shape: Record<string, z.ZodType> | null = schema instanceof z.ZodObject ? schema.shape : null;
  if (!shape) return;
  const propSchema = shape[name];
  if (!propSchema) {
    const close = suggest(name, Object.keys(shape));
    report(`widget has no prop "${name}"`, `${close ? `did you mean "${close}"? ` : ''}expected one of: ${Object.keys(shape).join(', ')}`);
    return;
  }
  if (holdsLogic(value)) return; // computed at run time; the checker looks at its type
  const result = propSchema.safeParse(value);
  if (!result.success) report(`wrong value for prop "${name}": ${result.error.issues.map((i) => i.message).join('; ')}`);
}
