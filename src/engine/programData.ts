import type { CodeEffect } from './effects/effect.ts';
import type { CompiledFlow, Program } from './compile.ts';
import { type Operation, registerOperations } from './logic.ts';
import { compilePath } from './path.ts';

/**
 * A compiled program as JSON (issue 11 §3, docs/decisions/0018): what a production build compiles
 * from the flow and rules documents once, so the kiosk starts without building the flow schemas or
 * compiling. The screens' routes are their `path`s; a named rule's inlined logic, shared by every
 * place that names it, is `{"$rule": name}` wherever it appears (so its identity, and its name in
 * traces, come back); the code effects are the registry's own, given at hydration.
 */
export interface ProgramData {
  readonly version: typeof PROGRAM_DATA_VERSION;
  readonly flows: Readonly<Record<string, unknown>>;
  readonly rules: Readonly<Record<string, unknown>>;
  readonly constants: Program['constants'];
  /** The flows left out of `flows`, which load later (`splitProgramData`, docs/decisions/0024). */
  readonly laterFlows?: readonly string[];
  /** The code effects `flows` run that load later, with the later flows (a build's, docs/decisions/0024). */
  readonly laterCodeEffects?: readonly string[];
}

/** Changes when the shape of ProgramData does: a build's data and its code always agree. */
export const PROGRAM_DATA_VERSION = 1;

const RULE = '$rule';

/** A program that cannot be written as ProgramData, or data that is not a program this code reads. */
export class ProgramDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProgramDataError';
  }
}

/**
 * The JSON form of `program` (ProgramData). Routes, code effects and the rule-name map are left
 * out; `fromProgramData` builds them again.
 *
 * @throws ProgramDataError when a document holds an object with the key `$rule` (it would read back
 *   as a rule reference), or a value JSON cannot carry (a function, a non-finite number).
 */
export function toProgramData(program: Program): ProgramData {
  const names = new Map<unknown, string>();
  for (const [name, body] of Object.entries(program.rules)) if (body !== null && typeof body === 'object') names.set(body, name);
  const write = (value: unknown, at: string, top?: string): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new ProgramDataError(`${at}: ${value} cannot be written as JSON`);
      return value;
    }
    if (typeof value !== 'object') throw new ProgramDataError(`${at}: a ${typeof value} cannot be written as JSON`);
    const name = names.get(value);
    if (name !== undefined && name !== top) return { [RULE]: name };
    if (Array.isArray(value)) return value.map((item, i) => write(item, `${at}[${i}]`));
    if (Object.hasOwn(value, RULE)) throw new ProgramDataError(`${at}: the key "${RULE}" is reserved for the compiled program's rule references`);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // undefined is absence, as the engine reads it (`x.if !== undefined`)
      if (item === undefined) continue;
      out[key] = write(item, `${at}.${key}`);
    }
    return out;
  };
  const flows: Record<string, unknown> = {};
  for (const [id, flow] of Object.entries(program.flows)) {
    const screens: Record<string, unknown> = {};
    for (const [screenId, screen] of Object.entries(flow.screens)) {
      const { route: _route, ...rest } = screen;
      screens[screenId] = write(rest, `flows.${id}.screens.${screenId}`);
    }
    const { screens: _screens, ...rest } = flow;
    flows[id] = { ...(write(rest, `flows.${id}`) as object), screens };
  }
  const rules = Object.fromEntries(Object.entries(program.rules).map(([name, body]) => [name, write(body, `rules.${name}`, name)]));
  return { version: PROGRAM_DATA_VERSION, flows, rules, constants: write(program.constants, 'constants') as Program['constants'] };
}

/**
 * The program `toProgramData` wrote, ready to run: rule references resolved to one shared object per
 * rule (and named for traces), routes compiled, `registry.effects` as the code effects, and
 * `registry.operations` registered with json-logic (as `compile` does).
 *
 * @throws ProgramDataError when `data` is of another version, or names a rule it does not hold.
 * @example
 * const program = fromProgramData(builtProgram, { effects: codeEffects, operations: customOperations });
 */
export function fromProgramData(
  data: ProgramData,
  registry: { readonly effects?: Readonly<Record<string, CodeEffect>>; readonly operations?: Readonly<Record<string, Operation>> },
): Program {
  if (data?.version !== PROGRAM_DATA_VERSION)
    throw new ProgramDataError(`the built program is of version ${String(data?.version)}; this kiosk reads version ${PROGRAM_DATA_VERSION} (build it again)`);
  registerOperations(registry.operations ?? {});
  const ruleNames = new WeakMap<object, string>();
  const rules: Record<string, unknown> = {};
  const rule = readRules(data.rules, rules, ruleNames);
  const flows = readFlows(data.flows, rule);
  const later = (data.laterFlows ?? []).filter((id) => !Object.hasOwn(flows, id));
  const laterEffects = (data.laterCodeEffects ?? []).filter((name) => !Object.hasOwn(registry.effects ?? {}, name));
  return {
    flows,
    rules,
    ruleNames,
    constants: data.constants,
    // a copy: the later flows' code effects are added to it (addLaterFlows)
    codeEffects: { ...registry.effects },
    ...(later.length > 0 ? { laterFlows: new Set(later) } : {}),
    ...(laterEffects.length > 0 ? { laterCodeEffects: new Set(laterEffects) } : {}),
  };
}

/** The part of a built program that loads after the first screen (`splitProgramData`). */
export interface LaterProgramData {
  /** The flows left out of the first part. */
  readonly flows: Readonly<Record<string, unknown>>;
  /** The rules only those flows use; they may refer to the first part's. */
  readonly rules: Readonly<Record<string, unknown>>;
  /** Every named constant (inlined where used: the runtime reads none, traces and tools do). */
  readonly constants: Program['constants'];
}

/**
 * Splits `data` for loading in two (docs/decisions/0024): the flows named in `first` with the
 * rules they use (and the rules those use), and the names of the others (`laterFlows`); and the
 * other flows with the other rules and the constants, which `addLaterFlows` adds to the program
 * read from the first part.
 *
 * @throws ProgramDataError when `first` names a flow the program does not have.
 */
export function splitProgramData(data: ProgramData, first: readonly string[]): { first: ProgramData; later: LaterProgramData } {
  for (const id of first) if (!Object.hasOwn(data.flows, id)) throw new ProgramDataError(`the program has no flow "${id}" to load first`);
  const firstFlows: Record<string, unknown> = {};
  const laterFlows: Record<string, unknown> = {};
  for (const [id, flow] of Object.entries(data.flows)) (first.includes(id) ? firstFlows : laterFlows)[id] = flow;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    const name = (value as Record<string, unknown>)[RULE];
    if (typeof name === 'string') {
      if (used.has(name) || !Object.hasOwn(data.rules, name)) return;
      used.add(name);
      visit(data.rules[name]);
      return;
    }
    for (const item of Object.values(value)) visit(item);
  };
  visit(firstFlows);
  const firstRules: Record<string, unknown> = {};
  const laterRules: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(data.rules)) (used.has(name) ? firstRules : laterRules)[name] = body;
  return {
    first: { ...data, flows: firstFlows, rules: firstRules, constants: {}, laterFlows: Object.keys(laterFlows) },
    later: { flows: laterFlows, rules: laterRules, constants: data.constants },
  };
}

/**
 * Adds the later part (`splitProgramData`'s `later`) and the code effects only its flows run to a
 * program read from the first part: its rules join the program's, and every rule reference becomes
 * the program's own rule object, so traces name them as before. Flows and rules already in are left
 * as they are; `program.laterFlows` and `program.laterCodeEffects` lose the added ones.
 *
 * @throws ProgramDataError when a flow or rule refers to a rule neither part holds, or a rule to itself.
 */
export function addLaterFlows(program: Program, later: LaterProgramData, effects: Readonly<Record<string, CodeEffect>> = {}): void {
  // the program is the kiosk's one object (the runtime and the app hold it): it grows in place
  const rule = readRules(later.rules, program.rules as Record<string, unknown>, program.ruleNames);
  Object.assign(program.constants as Record<string, unknown>, later.constants);
  const fresh = Object.fromEntries(Object.entries(later.flows).filter(([id]) => !Object.hasOwn(program.flows, id)));
  Object.assign(program.codeEffects as Record<string, CodeEffect>, effects);
  for (const name of Object.keys(effects)) program.laterCodeEffects?.delete(name);
  Object.assign(program.flows as Record<string, CompiledFlow>, readFlows(fresh, rule));
  for (const id of Object.keys(later.flows)) program.laterFlows?.delete(id);
}

/**
 * Reads the written rules `source` into `rules` (those already there are kept), each rule's
 * references resolved to one shared object per rule and named in `ruleNames` for traces; returns the
 * resolver flows are read with.
 *
 * @throws ProgramDataError when a reference names a rule neither holds, or a rule refers to itself.
 */
function readRules(source: Readonly<Record<string, unknown>>, rules: Record<string, unknown>, ruleNames: WeakMap<object, string>): (name: string) => unknown {
  const resolving = new Set<string>();
  const rule = (name: string): unknown => {
    if (Object.hasOwn(rules, name)) return rules[name];
    if (!Object.hasOwn(source, name)) throw new ProgramDataError(`the built program refers to the rule "${name}", which it does not hold`);
    // the compiler refuses a rule that refers to itself; data that does was not written by it
    if (resolving.has(name)) throw new ProgramDataError(`the built program's rule "${name}" refers to itself`);
    resolving.add(name);
    const body = readData(source[name], rule);
    resolving.delete(name);
    if (body !== null && typeof body === 'object') ruleNames.set(body, name);
    rules[name] = body;
    return body;
  };
  for (const name of Object.keys(source)) rule(name);
  return rule;
}

/** Written data read back: rule references through `rule`, the rest copied. */
function readData(value: unknown, rule: (name: string) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => readData(item, rule));
  const record = value as Record<string, unknown>;
  if (Object.hasOwn(record, RULE)) return rule(String(record[RULE]));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) out[key] = readData(record[key], rule);
  return out;
}

function readFlows(written: Readonly<Record<string, unknown>>, rule: (name: string) => unknown): Record<string, CompiledFlow> {
  const flows: Record<string, CompiledFlow> = {};
  for (const [id, data] of Object.entries(written)) {
    const flow = readData(data, rule) as Omit<CompiledFlow, 'screens'> & { screens: Record<string, { path: string }> };
    const screens = Object.fromEntries(Object.entries(flow.screens).map(([screenId, screen]) => [screenId, { ...screen, route: compilePath(screen.path) }]));
    flows[id] = { ...flow, screens } as unknown as CompiledFlow;
  }
  return flows;
}
