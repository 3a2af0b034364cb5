import { z } from 'zod';
import type { EngineRegistry } from '../../engine/compile.ts';
import type { Flow, Screen, Transition } from '../../engine/schema.ts';
import { flowEffects, type ParsedFlow, responseSchema } from '../check/flowLogic.ts';
import { defOf } from '../check/zodWalk.ts';

/** A failed call as the engine hands it to events (`event.error`, src/engine/effects/effect.ts `plainError`). */
export const CallError = z.object({ kind: z.string(), status: z.number().optional(), message: z.string(), body: z.unknown().optional() });

/** What every event carries besides its data (the runtime and the engine add them). */
export const EventBase = z.object({ type: z.string(), at: z.number(), screen: z.string() });

/** Who can send an event on a screen, and the data it sends with it. */
export interface EventSource {
  readonly kind: 'widget' | 'load' | 'poll' | 'call' | 'timer' | 'debounce' | 'kiosk-poll';
  readonly detail: string;
  /**
   * The fields the event carries besides `type`, `at` and `screen` (a widget's payload schema,
   * `{data}` of an answer, `{error}` of a failure); null when unknown (a widget that does not
   * declare it).
   */
  readonly payload: z.ZodType | null;
  /** The calls whose answer or failure sends it (a load's, a poll's, a call effect's); none for widgets and timers. */
  readonly calls?: readonly string[];
  /** For events that arrive on whatever screen is shown (kiosk-wide polls, background calls): where they are sent. */
  readonly anywhere?: { readonly file: string; readonly at: readonly PropertyKey[] };
}

/** Options of `buildFlowGraph` (flowGraph.ts). */
export interface GraphOptions {
  /** The type of a `send`'s `data` (json-logic over the context), for `event.data` of the event it sends; null: unknown. */
  readonly dataType?: (logic: unknown) => z.ZodType | null;
}

/** A payload schema, or null when it tells nothing (`z.unknown()`: a widget that lists event names only). */
const known = (schema: z.ZodType | undefined): z.ZodType | null => (!schema || ['unknown', 'any'].includes(defOf(schema).type) ? null : schema);

/** `{data: <the answer>}`: what a poll's answer event carries. */
const answered = (registry: Pick<EngineRegistry, 'calls'>, call: string) => z.object({ data: responseSchema(registry, call) ?? z.unknown() });
const failed = z.object({ error: CallError });
/** The arguments a call was made with, as its outcome events carry them (`event.args`). */
const argsOf = (registry: Pick<EngineRegistry, 'calls'>, call: string): z.ZodType => {
  const args = registry.calls[call]?.args;
  return args instanceof z.ZodType ? args : z.unknown();
};
/** `{data, args}`: what a call's answer event carries. */
const callAnswered = (registry: Pick<EngineRegistry, 'calls'>, call: string) =>
  z.object({ data: responseSchema(registry, call) ?? z.unknown(), args: argsOf(registry, call) });
/** `{error, args}`: what a call's failure event carries. */
const callFailed = (registry: Pick<EngineRegistry, 'calls'>, call: string) => z.object({ error: CallError, args: argsOf(registry, call) });

/** `flow/screen` of a screen. */
const keyOf = (flow: string, screen: string) => `${flow}/${screen}`;

/**
 * What each screen can receive, and from whom (flow language 2), by `flow/screen` and event: its
 * widget's events (from its literal props when the widget derives them, `eventsFromProps`), its
 * load's `done`/`error`, its poll's `done`, `error` and `timeout`, the outcomes of calls and the
 * `send`s of effects that end up on it, and from anywhere the main flow's kiosk-wide polls and
 * background calls. Effects of a transition belong to the screen the step ends on (the engine
 * stamps them at the end of the step): the screen itself, or the targets of the gotos from that
 * entry on.
 */
export function screenEvents(input: {
  readonly flows: readonly ParsedFlow[];
  readonly registry: Pick<EngineRegistry, 'widgets' | 'calls'>;
  readonly mainFlow: Flow | undefined;
  /** The screen a goto leads to as `flow/screen`, when it names one (`@home` the main start). */
  readonly resolve: (flow: string, goto: string | undefined) => string | undefined;
  readonly dataType?: GraphOptions['dataType'];
}): Map<string, Map<string, EventSource[]>> {
  const { flows, registry, mainFlow, resolve } = input;
  const events = new Map<string, Map<string, EventSource[]>>();
  const add = (key: string, event: string, source: EventSource) => {
    let map = events.get(key);
    if (!map) {
      map = new Map();
      events.set(key, map);
    }
    const sources = map.get(event);
    if (sources) sources.push(source);
    else map.set(event, [source]);
  };
  const mainFile = flows.find((f) => f.flow === mainFlow)?.file ?? '';
  const screenKeys = flows.flatMap(({ flow }) => Object.keys(flow.screens).map((id) => keyOf(flow.id, id)));
  const anywhere: Array<[string, EventSource]> = [];

  // what a screen itself sends: its widget, its load, its poll
  for (const { flow } of flows) {
    for (const [id, screen] of Object.entries(flow.screens)) {
      const key = keyOf(flow.id, id);
      events.set(key, new Map());
      const widget = registry.widgets[screen.widget];
      const widgetEvents = widget?.eventsFromProps?.(screen.props ?? {}) ?? widget?.events ?? {};
      for (const [event, payload] of Object.entries(widgetEvents))
        add(key, event, { kind: 'widget', detail: `widget ${screen.widget}`, payload: known(payload) });
      const load = loadOf(screen);
      if (load) {
        const calls = load.calls.join(', ');
        add(key, load.done, { kind: 'load', detail: `the load (${calls}) answered`, payload: z.object({}), calls: load.calls });
        if (load.error)
          add(key, load.error, {
            kind: 'load',
            detail: `a call of the load (${calls}) failed`,
            payload: z.object({ error: CallError, call: z.string() }),
            calls: load.calls,
          });
      }
      const poll = pollOf(screen);
      if (poll) {
        add(key, poll.done, { kind: 'poll', detail: `poll ${poll.call} answered`, payload: answered(registry, poll.call), calls: [poll.call] });
        if (poll.error) add(key, poll.error, { kind: 'poll', detail: `poll ${poll.call} failed`, payload: failed, calls: [poll.call] });
        if (poll.timeout && poll.limit)
          add(key, poll.timeout, { kind: 'poll', detail: `poll ${poll.call} reached its limit`, payload: z.object({}), calls: [poll.call] });
      }
      if (screen.after !== undefined) add(key, 'after', { kind: 'timer', detail: 'the screen has shown its "after" time', payload: z.object({}) });
      for (const [name, debounce] of Object.entries(screen.debounce ?? {})) {
        const of = events.get(key)?.get(debounce.of) ?? [];
        add(key, name, { kind: 'debounce', detail: `"${debounce.of}" has not come for a while`, payload: of.length === 1 ? (of[0]?.payload ?? null) : null });
      }
    }
  }
  mainFlow?.poll?.forEach((poll, i) => {
    const origin = { file: mainFile, at: ['poll', i] };
    anywhere.push([
      poll.done ?? 'done',
      { kind: 'kiosk-poll', detail: `kiosk-wide poll ${poll.call} answered`, payload: answered(registry, poll.call), calls: [poll.call], anywhere: origin },
    ]);
    if (poll.error)
      anywhere.push([poll.error, { kind: 'kiosk-poll', detail: `kiosk-wide poll ${poll.call} failed`, payload: failed, calls: [poll.call], anywhere: origin }]);
  });

  // what effects send, on the screens their step ends on
  const flowLevel: Array<{ flow: Flow; event: string; sources: Array<[string, EventSource]> }> = [];
  for (const { file, flow } of flows) {
    for (const { effect, at, list, screenEffect } of flowEffects(flow)) {
      const sent: Array<[string, EventSource]> = [];
      if ('call' in effect) {
        const origin = effect.background ? { anywhere: { file, at } } : {};
        const how = effect.background ? ' (background)' : '';
        if (effect.done)
          sent.push([
            effect.done,
            { kind: 'call', detail: `${effect.call} answered${how}`, payload: callAnswered(registry, effect.call), calls: [effect.call], ...origin },
          ]);
        sent.push([
          effect.error ?? 'error',
          { kind: 'call', detail: `${effect.call} failed${how}`, payload: callFailed(registry, effect.call), calls: [effect.call], ...origin },
        ]);
        if (effect.background) {
          anywhere.push(...sent);
          continue;
        }
      } else continue;
      let landing: string[] = [];
      if (screenEffect?.when === 'enter') landing = [keyOf(flow.id, screenEffect.screen)];
      else if (screenEffect) landing = exitTargets(flow, screenEffect.screen, resolve);
      else if (list && list.screen !== null) {
        const screen = flow.screens[list.screen] as Screen;
        const { targets, stays } = landingOf((list.kind === 'always' ? screen.always : screen.on?.[list.event]) ?? [], list.index, (goto) =>
          resolve(flow.id, goto),
        );
        landing = stays ? [...targets, keyOf(flow.id, list.screen)] : targets;
      } else if (list) {
        const { targets, stays } = landingOf(flow.on?.[list.event] ?? [], list.index, (goto) => resolve(flow.id, goto));
        landing = targets;
        // a flow-level list that may stay runs on the screens that receive its event (known once the rest is)
        if (stays) flowLevel.push({ flow, event: list.event, sources: sent });
      }
      for (const key of landing) for (const [event, source] of sent) if (events.has(key)) add(key, event, source);
    }
  }
  for (const key of screenKeys) for (const [event, source] of anywhere) add(key, event, source);
  for (const { flow, event, sources } of flowLevel) {
    for (const key of appliesTo(flows, mainFlow, flow, event)) {
      if (!events.get(key)?.has(event)) continue;
      for (const [sent, source] of sources) add(key, sent, source);
    }
  }

  return events;
}

/** A screen's load as the graph shows it: its calls and the events it sends (no `error` when every call is optional). */
export interface ScreenLoad {
  readonly calls: readonly string[];
  readonly done: string;
  readonly error?: string;
}

/** A screen's poll as the graph shows it: the events it sends and whether it ends (`limit`) or stops (`until`). */
export interface ScreenPoll {
  readonly call: string;
  readonly done: string;
  readonly error?: string;
  readonly timeout?: string;
  readonly limit: boolean;
  readonly until: boolean;
}

export function loadOf(screen: Screen): ScreenLoad | undefined {
  const load = screen.load;
  if (!load) return undefined;
  // a load whose calls are all optional never fails
  const canFail = load.calls.some((call) => !call.optional);
  return { calls: load.calls.map((c) => c.call), done: load.done ?? 'done', ...(canFail ? { error: load.error ?? 'error' } : {}) };
}

export function pollOf(screen: Screen): ScreenPoll | undefined {
  const poll = screen.poll;
  if (!poll) return undefined;
  return {
    call: poll.call,
    done: poll.done ?? 'done',
    ...(poll.error ? { error: poll.error } : {}),
    ...(poll.timeout ? { timeout: poll.timeout } : {}),
    limit: poll.limit !== undefined,
    until: poll.until !== undefined,
  };
}

/**
 * Where the step that runs entry `index` of a list ends, as the engine runs a list
 * (step/dispatch.ts): the entry taken is the one whose effects run, so the step ends where its
 * own `goto` leads, or on the screen when it has none.
 */
function landingOf(entries: readonly Transition[], index: number, target: (goto: string) => string | undefined): { targets: string[]; stays: boolean } {
  const goto = entries[index]?.goto;
  if (!goto) return { targets: [], stays: true };
  const to = target(goto);
  return { targets: to === undefined ? [] : [to], stays: false };
}

/** The screens a screen's `exit` effects end up on: wherever its own transitions lead. */
function exitTargets(flow: Flow, id: string, resolve: (flow: string, goto: string | undefined) => string | undefined): string[] {
  const screen = flow.screens[id] as Screen;
  const lists = [...(screen.always ? [screen.always] : []), ...Object.values(screen.on ?? {})];
  return [...new Set(lists.flatMap((list) => list.flatMap((t) => (t.goto ? [resolve(flow.id, t.goto)] : []))))].filter(
    (key): key is string => key !== undefined,
  );
}

/**
 * The screens whose `event` a flow-level list handles, as the engine dispatches (step/dispatch.ts):
 * the flow's screens that do not handle it, and for the main flow the screens of flows that handle
 * it neither on the screen nor at flow level.
 */
function appliesTo(flows: readonly ParsedFlow[], mainFlow: Flow | undefined, owner: Flow, event: string): string[] {
  return flows.flatMap(({ flow }) => {
    const covered = flow === owner || (owner === mainFlow && !flow.on?.[event]);
    if (!covered) return [];
    return Object.entries(flow.screens)
      .filter(([, screen]) => !screen.on?.[event])
      .map(([id]) => keyOf(flow.id, id));
  });
}
