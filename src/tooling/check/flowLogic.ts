import { z } from 'zod';
import type { EngineRegistry } from '../../engine/compile.ts';
import { kindOf } from '../../engine/effects/index.ts';
import type { Effect, Flow, Poll, Transition } from '../../engine/schema.ts';
import type { ContextTarget } from './contextPaths.ts';

/** A flow document that passed the flow schema, with its file. */
export interface ParsedFlow {
  readonly file: string;
  readonly flow: Flow;
}

/**
 * What `event` is for a json-logic value, as the engine evaluates it (src/engine/step/draft.ts
 * `dataOf`): nothing (props, `enter`/`exit`, loads, polls, timeouts: `event.*` is null), the event
 * a transition list handles (`on`: a screen's, or the flow-level list when `screen` is null), or
 * the eventless check of a screen's `always` list (only `event.at` and `event.screen`).
 */
export type SlotScope =
  | { readonly kind: 'none' }
  | { readonly kind: 'handler'; readonly flow: string; readonly screen: string | null; readonly event: string }
  | { readonly kind: 'always'; readonly flow: string; readonly screen: string };

/** One json-logic value of a flow document: where it is and what `event` is there. */
export interface LogicSlot {
  readonly logic: unknown;
  readonly at: readonly PropertyKey[];
  readonly scope: SlotScope;
  /** What the slot is, for messages: "condition", "prop", "enter effect", ... */
  readonly role: string;
}

const NO_EVENT: SlotScope = { kind: 'none' };

/** One effect of a document with its path: where effects are (enter, exit, a transition's `do`). */
export interface EffectAt {
  readonly effect: Effect;
  readonly at: readonly PropertyKey[];
  /** The list entry the effect belongs to, for transition effects. */
  readonly list?: { readonly kind: 'on' | 'always'; readonly screen: string | null; readonly event: string; readonly index: number };
  /** `enter` or `exit` of the screen, for screen effects. */
  readonly screenEffect?: { readonly screen: string; readonly when: 'enter' | 'exit' };
}

/** Every effect of a flow document, in document order: flow-level lists, then each screen's enter, exit, always and on. */
export function flowEffects(flow: Flow): EffectAt[] {
  const found: EffectAt[] = [];
  const lists = (on: Readonly<Record<string, readonly Transition[]>> | undefined, at: readonly PropertyKey[], screen: string | null) => {
    for (const [event, list] of Object.entries(on ?? {}))
      list.forEach((t, index) => {
        t.do?.forEach((effect, i) => {
          found.push({ effect, at: [...at, 'on', event, index, 'do', i], list: { kind: 'on', screen, event, index } });
        });
      });
  };
  lists(flow.on, [], null);
  for (const [id, screen] of Object.entries(flow.screens)) {
    const at = ['screens', id];
    for (const when of ['enter', 'exit'] as const)
      screen[when]?.forEach((effect, i) => {
        found.push({ effect, at: [...at, when, i], screenEffect: { screen: id, when } });
      });
    screen.always?.forEach((t, index) => {
      t.do?.forEach((effect, i) => {
        found.push({ effect, at: [...at, 'always', index, 'do', i], list: { kind: 'always', screen: id, event: 'always', index } });
      });
    });
    lists(screen.on, at, id);
  }
  return found;
}

/** The json-logic values of one effect: the keys its kind declares as logic (src/engine/effects), and each value of its logic records (`args`). */
function effectSlots({ effect, at }: EffectAt, scope: SlotScope, role: string): LogicSlot[] {
  const kind = kindOf(effect);
  if (!kind) return [];
  const record = effect as Record<string, unknown>;
  const slots: LogicSlot[] = [...kind.logic, 'if'].filter((key) => key in record).map((key) => ({ logic: record[key], at: [...at, key], scope, role }));
  for (const key of kind.logicRecords ?? []) {
    const values = record[key];
    if (values && typeof values === 'object')
      for (const [name, value] of Object.entries(values)) slots.push({ logic: value, at: [...at, key, name], scope, role });
  }
  return slots;
}

function pollSlots(poll: Poll, at: readonly PropertyKey[], role: string): LogicSlot[] {
  const slots: LogicSlot[] = Object.entries(poll.args ?? {}).map(([name, value]) => ({ logic: value, at: [...at, 'args', name], scope: NO_EVENT, role }));
  for (const key of ['every', 'everyAfterError', 'limit', 'until'] as const) {
    if (poll[key] !== undefined) slots.push({ logic: poll[key], at: [...at, key], scope: NO_EVENT, role });
  }
  return slots;
}

function transitionSlots(list: readonly Transition[], at: readonly PropertyKey[], scope: SlotScope): LogicSlot[] {
  return list.flatMap((t, i) => [
    ...(t.if === undefined ? [] : [{ logic: t.if, at: [...at, i, 'if'], scope, role: 'condition' }]),
    ...(t.do ?? []).flatMap((effect, j) => effectSlots({ effect, at: [...at, i, 'do', j] }, scope, 'transition effect')),
  ]);
}

/**
 * Every json-logic value of a flow document, with its document path and what `event` is there:
 * transitions (`if`, `do`), `always` lists, props, `enter`/`exit` effects, loads (`if`, each
 * call's `if` and `args`), polls (screen and kiosk-wide), timeouts and route parameters.
 */
export function flowLogicSlots(flow: Flow): LogicSlot[] {
  const slots: LogicSlot[] = [];
  for (const [event, list] of Object.entries(flow.on ?? {}))
    slots.push(...transitionSlots(list, ['on', event], { kind: 'handler', flow: flow.id, screen: null, event }));
  flow.poll?.forEach((poll, i) => {
    slots.push(...pollSlots(poll, ['poll', i], 'kiosk-wide poll'));
  });
  for (const key of ['idle', 'endScreen'] as const) {
    const value = flow.timeouts?.[key];
    if (value !== undefined) slots.push({ logic: value, at: ['timeouts', key], scope: NO_EVENT, role: 'timeout' });
  }
  for (const [id, screen] of Object.entries(flow.screens)) {
    const at = ['screens', id];
    for (const [name, value] of Object.entries(screen.props ?? {})) slots.push({ logic: value, at: [...at, 'props', name], scope: NO_EVENT, role: 'prop' });
    for (const when of ['enter', 'exit'] as const)
      screen[when]?.forEach((effect, i) => {
        slots.push(...effectSlots({ effect, at: [...at, when, i] }, NO_EVENT, `${when} effect`));
      });
    if (screen.after !== undefined) slots.push({ logic: screen.after, at: [...at, 'after'], scope: NO_EVENT, role: 'delay' });
    for (const [name, debounce] of Object.entries(screen.debounce ?? {}))
      slots.push({ logic: debounce.ms, at: [...at, 'debounce', name, 'ms'], scope: NO_EVENT, role: 'delay' });
    if (screen.load) {
      const load = screen.load;
      if (load.if !== undefined) slots.push({ logic: load.if, at: [...at, 'load', 'if'], scope: NO_EVENT, role: 'load' });
      if (load.retry) {
        // it sees the load's failure as `event.error`
        slots.push({
          logic: load.retry.if,
          at: [...at, 'load', 'retry', 'if'],
          scope: { kind: 'handler', flow: flow.id, screen: id, event: load.error ?? 'error' },
          role: 'load',
        });
        slots.push({ logic: load.retry.after, at: [...at, 'load', 'retry', 'after'], scope: NO_EVENT, role: 'load' });
      }
      load.calls.forEach((call, i) => {
        const here = [...at, 'load', 'calls', i];
        if (call.if !== undefined) slots.push({ logic: call.if, at: [...here, 'if'], scope: NO_EVENT, role: 'load' });
        for (const [name, value] of Object.entries(call.args ?? {})) slots.push({ logic: value, at: [...here, 'args', name], scope: NO_EVENT, role: 'load' });
      });
    }
    if (screen.poll) slots.push(...pollSlots(screen.poll, [...at, 'poll'], 'poll'));
    if (screen.always) slots.push(...transitionSlots(screen.always, [...at, 'always'], { kind: 'always', flow: flow.id, screen: id }));
    for (const [event, list] of Object.entries(screen.on ?? {}))
      slots.push(...transitionSlots(list, [...at, 'on', event], { kind: 'handler', flow: flow.id, screen: id, event }));
    // route parameters are filled from top-level context values
    for (const match of screen.path.matchAll(/:(\w+)/g))
      slots.push({ logic: { var: match[1] }, at: [...at, 'path'], scope: NO_EVENT, role: 'route parameter' });
  }
  return slots;
}

/** The answer schema of a catalog call, when the registry has it (`response`). */
export function responseSchema(registry: Pick<EngineRegistry, 'calls'>, call: string): z.ZodType | undefined {
  const response = registry.calls[call]?.response;
  return response instanceof z.ZodType ? response : undefined;
}

/**
 * The context paths a flow writes: initial `context` values (each nested key), `stored` records,
 * `set` and `merge` targets, what code effects declare they write (`writes`), and the `into` of
 * calls, load calls and polls (screen and kiosk-wide), typed by the call's answer schema. The
 * engine also writes `error` when a call fails; that one belongs in the flow context schema.
 */
export function flowContextTargets(flow: Flow, registry: Pick<EngineRegistry, 'calls' | 'effects'>): ContextTarget[] {
  const targets: ContextTarget[] = [];
  const initial = (value: unknown, prefix: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) initial(inner, prefix ? `${prefix}.${key}` : key);
    } else if (prefix) targets.push({ path: prefix });
  };
  initial(flow.context ?? {}, '');
  for (const key of Object.keys(flow.stored ?? {})) targets.push({ path: key });
  const polls = [...(flow.poll ?? []), ...Object.values(flow.screens).flatMap((s) => (s.poll ? [s.poll] : []))];
  for (const poll of polls) if (poll.into) targets.push({ path: poll.into, schema: responseSchema(registry, poll.call) });
  for (const screen of Object.values(flow.screens)) {
    for (const call of screen.load?.calls ?? []) if (call.into) targets.push({ path: call.into, schema: responseSchema(registry, call.call) });
    if (screen.load?.retry?.count) targets.push({ path: screen.load.retry.count, schema: z.number() });
  }
  for (const { effect } of flowEffects(flow)) {
    if ('set' in effect) targets.push({ path: effect.set });
    else if ('count' in effect) targets.push({ path: effect.count, schema: z.number() });
    else if ('merge' in effect) targets.push({ path: effect.merge });
    else if ('call' in effect && effect.into) targets.push({ path: effect.into, schema: responseSchema(registry, effect.call) });
    else if ('run' in effect) for (const path of registry.effects?.[effect.run]?.writes ?? []) targets.push({ path });
  }
  return targets;
}
