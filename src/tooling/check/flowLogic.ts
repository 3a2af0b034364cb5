import { z } from 'zod';
import type { EngineRegistry } from '../../engine/compile.ts';
import type { Effect, Flow, Transition } from '../../engine/schema.ts';
import type { ContextTarget } from './contextPaths.ts';

/** One json-logic value of a flow document: where it is and whether the current event is in its data. */
export interface LogicSlot {
  readonly logic: unknown;
  readonly at: readonly PropertyKey[];
  /** Transitions (`if`, `do`) see `event`; props, enter/exit effects, polls and timers do not. */
  readonly event: boolean;
  /** What the slot is, for messages: "condition", "prop", "enter effect", ... */
  readonly role: string;
}

/** Effect keys that hold json-logic (the rest hold names). */
const LOGIC_KEYS = ['to', 'with', 'log', 'after', 'data', 'translations', 'value', 'redirect'] as const;

function effectSlots(effects: readonly Effect[] | undefined, at: readonly PropertyKey[], event: boolean, role: string): LogicSlot[] {
  return (effects ?? []).flatMap((effect, i) => {
    const here = [...at, i];
    const record = effect as Record<string, unknown>;
    const slots: LogicSlot[] = LOGIC_KEYS.filter((k) => k in record).map((k) => ({ logic: record[k], at: [...here, k], event, role }));
    if ('call' in effect) for (const [name, value] of Object.entries(effect.args ?? {})) slots.push({ logic: value, at: [...here, 'args', name], event, role });
    return slots;
  });
}

function transitionSlots(on: Readonly<Record<string, readonly Transition[]>> | undefined, at: readonly PropertyKey[]): LogicSlot[] {
  return Object.entries(on ?? {}).flatMap(([event, list]) =>
    list.flatMap((t, i) => {
      const here = [...at, 'on', event, i];
      return [
        ...(t.if === undefined ? [] : [{ logic: t.if, at: [...here, 'if'], event: true, role: 'condition' }]),
        ...effectSlots(t.do, [...here, 'do'], true, 'transition effect'),
      ];
    }),
  );
}

/** Every json-logic value of a flow document, with its document path. */
export function flowLogicSlots(flow: Flow): LogicSlot[] {
  const slots: LogicSlot[] = transitionSlots(flow.on, []);
  flow.watch?.forEach((watch, i) => {
    for (const [name, value] of Object.entries(watch.args ?? {})) slots.push({ logic: value, at: ['watch', i, 'args', name], event: false, role: 'watch' });
    for (const key of ['every', 'everyAfterError'] as const)
      if (watch[key] !== undefined) slots.push({ logic: watch[key], at: ['watch', i, key], event: false, role: 'watch' });
  });
  for (const [id, screen] of Object.entries(flow.screens)) {
    const at = ['screens', id];
    for (const [name, value] of Object.entries(screen.props ?? {})) slots.push({ logic: value, at: [...at, 'props', name], event: false, role: 'prop' });
    slots.push(...effectSlots(screen.enter, [...at, 'enter'], false, 'enter effect'), ...effectSlots(screen.exit, [...at, 'exit'], false, 'exit effect'));
    slots.push(...transitionSlots(screen.on, at));
    if (screen.poll) {
      const poll = screen.poll;
      for (const [name, value] of Object.entries(poll.args ?? {})) slots.push({ logic: value, at: [...at, 'poll', 'args', name], event: false, role: 'poll' });
      for (const key of ['every', 'everyAfterError', 'timeout', 'until'] as const) {
        if (poll[key] !== undefined) slots.push({ logic: poll[key], at: [...at, 'poll', key], event: false, role: 'poll' });
      }
    }
    screen.after?.forEach((timer, i) => slots.push({ logic: timer.ms, at: [...at, 'after', i, 'ms'], event: false, role: 'timer' }));
    // route parameters are filled from top-level context values
    for (const match of screen.path.matchAll(/:(\w+)/g)) slots.push({ logic: { var: match[1] }, at: [...at, 'path'], event: false, role: 'route parameter' });
  }
  return slots;
}

/** The answer schema of a catalog call, when the registry entry carries one (`response`). */
function answerSchema(registry: Pick<EngineRegistry, 'calls'>, call: string): z.ZodType | undefined {
  const definition = registry.calls[call] as { response?: unknown } | undefined;
  return definition?.response instanceof z.ZodType ? definition.response : undefined;
}

/**
 * The context paths a flow writes: initial `context` values (each nested key), `stored` records,
 * `set` and `merge` targets, and the `into` of calls, polls and watches (typed by the call's answer
 * schema when known). The
 * engine also writes `error` when a call fails; that one belongs in the flow context schema.
 */
export function flowContextTargets(flow: Flow, registry: Pick<EngineRegistry, 'calls'>): ContextTarget[] {
  const targets: ContextTarget[] = [];
  const initial = (value: unknown, prefix: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) initial(inner, prefix ? `${prefix}.${key}` : key);
    } else if (prefix) targets.push({ path: prefix });
  };
  initial(flow.context ?? {}, '');
  for (const key of Object.keys(flow.stored ?? {})) targets.push({ path: key });
  for (const watch of flow.watch ?? []) if (watch.into) targets.push({ path: watch.into, schema: answerSchema(registry, watch.call) });
  const effects = (list: readonly Effect[] | undefined) => {
    for (const effect of list ?? []) {
      if ('set' in effect) targets.push({ path: effect.set });
      else if ('merge' in effect) targets.push({ path: effect.merge });
      else if ('call' in effect && effect.into) targets.push({ path: effect.into, schema: answerSchema(registry, effect.call) });
    }
  };
  const transitions = (on: Readonly<Record<string, readonly Transition[]>> | undefined) => {
    for (const list of Object.values(on ?? {})) for (const t of list) effects(t.do);
  };
  transitions(flow.on);
  for (const screen of Object.values(flow.screens)) {
    effects(screen.enter);
    effects(screen.exit);
    transitions(screen.on);
    if (screen.poll) targets.push({ path: screen.poll.into, schema: answerSchema(registry, screen.poll.call) });
  }
  return targets;
}
