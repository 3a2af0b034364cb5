import type { CompiledFlow, CompiledScreen, Program } from './compile.ts';
import { setIn, unsetIn, type Context } from './context.ts';
import { dependenciesOf, evaluate, readParts, readPath, readVar, varPathsOf } from './logic.ts';
import { buildPath, matchPath } from './path.ts';
import type { Effect, Transition } from './schema.ts';
import type { EngineEvent, RuntimeEffect, Snapshot, TraceCheck, TraceEntry, View } from './types.ts';

/** Default end-screen timeout of core spec §9 (ms), used when the context has none. */
export const DEFAULT_END_SCREEN_MS = 15_000;
/** Longest chain of events one `send` may process (guards against flows that loop). */
const MAX_STEPS = 50;

interface Draft {
  /** The flow the kiosk started with: `@home` returns to its start screen. */
  main: string;
  flow: string;
  screen: string;
  context: Context;
  /** Replaced, never changed in place: a step that does not move shares its snapshot's. */
  history: readonly string[];
  seq: number;
  session: number;
  effects: RuntimeEffect[];
  trace: TraceEntry[];
  queue: EngineEvent[];
  /** The kiosk went home during this step: the trace keeps no values read (a shared device forgets). */
  forgot: boolean;
  /** When the event that started this step happened; events a flow sends itself inherit it. */
  at: unknown;
  /** The evaluation data last built for an event (see `dataOf`): its `event` alone, and with the context. */
  data?: { event: EngineEvent; screen: string; onlyEvent: { event: Context }; context?: Context; all?: Context };
}

function flowOf(program: Program, id: string): CompiledFlow {
  const flow = program.flows[id];
  if (!flow) throw new Error(`unknown flow "${id}"`);
  return flow;
}

function screenOf(program: Program, flow: string, screen: string): CompiledScreen {
  const found = flowOf(program, flow).screens[screen];
  if (!found) throw new Error(`unknown screen "${flow}/${screen}"`);
  return found;
}

/** What of an event's evaluation data an expression reads: the context, the `event`, or both (or it cannot tell). */
type Needs = 'context' | 'event' | 'all';
const needsMemo = new WeakMap<object, Needs>();

function needsOf(logic: object): Needs {
  let needs = needsMemo.get(logic);
  if (!needs) {
    const dependencies = dependenciesOf(logic);
    const ofEvent = dependencies?.filter((parts) => parts[0] === 'event').length ?? 0;
    needs = !dependencies ? 'all' : ofEvent === 0 ? 'context' : ofEvent === dependencies.length ? 'event' : 'all';
    needsMemo.set(logic, needs);
  }
  return needs;
}

/**
 * Evaluation data of json-logic for `logic`: the context plus the current `event`, which also
 * names the `screen` it happened on (e.g. the page an aborted registration was left on).
 * An expression that reads only context paths, or only `event` paths, gets just that part: the
 * same values at the paths it reads, without copying the context for every guard and effect.
 */
function dataOf(draft: Draft, logic: unknown, event?: EngineEvent): Context {
  if (!event || logic === null || typeof logic !== 'object') return draft.context;
  const needs = needsOf(logic);
  if (needs === 'context') return draft.context;
  let data = draft.data;
  if (!data || data.event !== event || data.screen !== draft.screen) {
    data = { event, screen: draft.screen, onlyEvent: { event: { screen: draft.screen, ...event } } };
    draft.data = data;
  }
  if (needs === 'event') return data.onlyEvent;
  if (!data.all || data.context !== draft.context) {
    data.context = draft.context;
    data.all = { ...draft.context, event: data.onlyEvent.event };
  }
  return data.all;
}

/** Evaluates `logic` of a flow over its data (`dataOf`). */
function evaluateIn(draft: Draft, logic: unknown, event?: EngineEvent): unknown {
  return evaluate(logic, dataOf(draft, logic, event));
}

/** The fields of an internal event passed on to the flow event it turns into. */
function stamp(event: EngineEvent): { at?: unknown } {
  return event.at === undefined ? {} : { at: event.at };
}

function toMs(value: unknown, data: Context, fallback: number): number {
  const ms = Number(evaluate(value, data));
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}

function runEffects(program: Program, draft: Draft, effects: readonly Effect[] | undefined, event?: EngineEvent): void {
  const value = (logic: unknown) => evaluateIn(draft, logic, event);
  for (const effect of effects ?? []) {
    if ('set' in effect) draft.context = setIn(draft.context, effect.set, value(effect.to));
    else if ('merge' in effect) {
      const current = readPath(draft.context, effect.merge);
      const addition = value(effect.with);
      const base = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      const extra = addition && typeof addition === 'object' && !Array.isArray(addition) ? addition : {};
      draft.context = setIn(draft.context, effect.merge, { ...base, ...extra });
    } else if ('unset' in effect) for (const path of effect.unset) draft.context = unsetIn(draft.context, path);
    else if ('call' in effect) {
      const args = Object.fromEntries(Object.entries(effect.args ?? {}).map(([k, v]) => [k, value(v)]));
      draft.effects.push({
        kind: 'call',
        seq: -1,
        session: draft.session,
        name: effect.call,
        args,
        into: effect.into,
        then: effect.then,
        catch: effect.catch,
        ...(effect.background ? { background: true } : {}),
      });
    } else if ('log' in effect) draft.effects.push({ kind: 'log', message: value(effect.log), level: effect.level ?? 0 });
    else if ('send' in effect) {
      const payload = effect.data === undefined ? undefined : value(effect.data);
      if (effect.after === undefined) draft.queue.push({ type: effect.send, data: payload, ...(draft.at === undefined ? {} : { at: draft.at }) });
      else
        draft.effects.push({
          kind: 'timer',
          seq: -1,
          id: `send:${effect.send}`,
          ms: toMs(effect.after, dataOf(draft, effect.after, event), 0),
          event: effect.send,
          data: payload,
        });
    } else if ('translations' in effect) draft.effects.push({ kind: 'translations', resources: value(effect.translations) });
    else if ('store' in effect) draft.effects.push({ kind: 'store', key: effect.store, value: value(effect.value) });
    else if ('forget' in effect) draft.effects.push({ kind: 'forget', key: effect.forget });
    else if ('reload' in effect) draft.effects.push({ kind: 'reload' });
    else if ('redirect' in effect) draft.effects.push({ kind: 'redirect', url: String(value(effect.redirect)) });
  }
  void program;
}

function enterScreen(program: Program, draft: Draft, flow: string, screen: string): void {
  const target = screenOf(program, flow, screen);
  draft.flow = flow;
  draft.screen = screen;
  draft.seq += 1;
  runEffects(program, draft, target.enter);
  const data = draft.context;
  if (target.poll) {
    const p = target.poll;
    const every = toMs(p.every, data, 2000);
    draft.effects.push({
      kind: 'poll',
      seq: -1,
      session: draft.session,
      name: p.call,
      args: Object.fromEntries(Object.entries(p.args ?? {}).map(([k, v]) => [k, evaluate(v, data)])),
      every,
      everyAfterError: p.everyAfterError === undefined ? every : toMs(p.everyAfterError, data, every),
      timeout: p.timeout === undefined ? undefined : toMs(p.timeout, data, 0),
    });
  }
  target.after?.forEach((timer, i) => {
    draft.effects.push({ kind: 'timer', seq: -1, id: `after:${i}`, ms: toMs(timer.ms, data, 0), event: timer.send });
  });
  if (target.end && !target.after?.length) {
    const ms = toMs({ var: 'kiosk.timeouts.endScreen' }, data, DEFAULT_END_SCREEN_MS) || DEFAULT_END_SCREEN_MS;
    draft.effects.push({ kind: 'timer', seq: -1, id: 'end', ms, event: '@home' });
  }
}

function goHome(program: Program, draft: Draft): void {
  const flow = flowOf(program, draft.main);
  const kept: Context = { ...flow.initialContext };
  for (const key of [...flow.keep, ...Object.keys(flow.stored)]) if (key in draft.context) kept[key] = draft.context[key];
  draft.context = kept;
  draft.history = [];
  draft.session += 1;
  draft.forgot = true;
  draft.effects.push({ kind: 'reset' });
  enterScreen(program, draft, flow.id, flow.start);
}

function move(program: Program, draft: Draft, goto: string): void {
  const from = draft.screen;
  const current = screenOf(program, draft.flow, from);
  if (goto === '@stay') return;
  runEffects(program, draft, current.exit);
  if (goto === '@home') return goHome(program, draft);
  if (goto === '@back') {
    const previous = draft.history.at(-1);
    if (!previous) return goHome(program, draft);
    draft.history = draft.history.slice(0, -1);
    const [f, s] = previous.split('/', 2) as [string, string];
    return enterScreen(program, draft, f, s);
  }
  const [f, s] = goto.includes('/') ? (goto.split('/', 2) as [string, string]) : [draft.flow, goto];
  const history = [...draft.history, `${draft.flow}/${from}`];
  if (history.length > 30) history.shift();
  draft.history = history;
  enterScreen(program, draft, f, s);
}

function valuesRead(condition: unknown, data: Context): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { path, parts } of varPathsOf(condition)) values[path] = readParts(data, parts);
  return values;
}

/** Runs the ordered transition list: entries without `goto` run and go on; the first `goto` wins. */
function runTransitions(
  program: Program,
  draft: Draft,
  list: readonly Transition[],
  event: EngineEvent,
  source: 'screen' | 'flow',
  checks: TraceCheck[],
): string | undefined {
  for (let index = 0; index < list.length; index++) {
    const transition = list[index] as Transition;
    const data = dataOf(draft, transition.if, event);
    const hasCondition = transition.if !== undefined;
    const matched = !hasCondition || Boolean(evaluate(transition.if, data));
    const rule = hasCondition && transition.if !== null && typeof transition.if === 'object' ? program.ruleNames.get(transition.if) : undefined;
    checks.push({
      index,
      source,
      rule,
      note: transition.note,
      condition: hasCondition ? transition.if : undefined,
      matched,
      values: hasCondition ? valuesRead(transition.if, data) : {},
      goto: transition.goto,
    });
    if (!matched) continue;
    runEffects(program, draft, transition.do, event);
    if (transition.goto) return transition.goto;
  }
  return undefined;
}

/** Handles an internal event; returns the event to dispatch next, if any. */
function handleInternal(program: Program, draft: Draft, event: EngineEvent): EngineEvent | null | 'home' {
  const seq = event.seq as number | undefined;
  const session = event.session as number | undefined;
  const current = seq === undefined || seq === draft.seq;
  const sameSession = session === undefined || session === draft.session;
  switch (event.type) {
    case '@call.done': {
      // data of the same visitor session is kept (a deep link may leave the screen that loaded
      // it); only the screen entry that asked may act on it
      if (!sameSession) return null;
      if (typeof event.into === 'string') draft.context = setIn(draft.context, event.into, event.data);
      return current && typeof event.then === 'string' ? { type: event.then, data: event.data, ...stamp(event) } : null;
    }
    case '@call.error': {
      if (!sameSession || !current) return null;
      draft.context = setIn(draft.context, 'error', event.error ?? null);
      return { type: typeof event.catch === 'string' ? event.catch : 'error', error: event.error, ...stamp(event) };
    }
    case '@poll.result': {
      if (!current) return null;
      const poll = screenOf(program, draft.flow, draft.screen).poll;
      if (!poll) return null;
      draft.context = setIn(draft.context, poll.into, event.data);
      const done = Boolean(evaluate(poll.until, draft.context));
      if (!done) return null;
      draft.effects.push({ kind: 'pollStop', seq: draft.seq });
      return { type: poll.then, data: event.data, ...stamp(event) };
    }
    case '@poll.error': {
      if (!current) return null;
      const poll = screenOf(program, draft.flow, draft.screen).poll;
      draft.context = setIn(draft.context, 'error', event.error ?? null);
      return poll?.onError ? { type: poll.onError, error: event.error, ...stamp(event) } : null;
    }
    case '@poll.timeout': {
      if (!current) return null;
      const poll = screenOf(program, draft.flow, draft.screen).poll;
      draft.effects.push({ kind: 'pollStop', seq: draft.seq });
      return poll?.onTimeout ? { type: poll.onTimeout, ...stamp(event) } : null;
    }
    case '@timer': {
      if (!current) return null;
      if (event.event === '@home') return 'home';
      return { type: String(event.event), data: event.data, ...stamp(event) };
    }
    case '@watch.result': {
      // kiosk-wide: whatever the screen or visitor, the answer is stored and its event sent
      const watch = flowOf(program, draft.main).watch[Number(event.watch)];
      if (!watch) return null;
      if (watch.into) draft.context = setIn(draft.context, watch.into, event.data);
      return { type: watch.then, data: event.data, ...stamp(event) };
    }
    case '@watch.error': {
      const watch = flowOf(program, draft.main).watch[Number(event.watch)];
      return watch?.onError ? { type: watch.onError, error: event.error, ...stamp(event) } : null;
    }
    case '@idle':
      return screenOf(program, draft.flow, draft.screen).idle === 'none' ? null : 'home';
    default:
      return event;
  }
}

function dispatch(program: Program, draft: Draft, event: EngineEvent): void {
  const checks: TraceCheck[] = [];
  const screen = screenOf(program, draft.flow, draft.screen);
  const from = draft.screen;
  let goto: string | undefined;
  let handled = false;
  const screenList = screen.on?.[event.type];
  if (screenList) {
    handled = true;
    goto = runTransitions(program, draft, screenList, event, 'screen', checks);
  }
  const flowId = draft.flow;
  // a flow-level list is the current flow's, else the main flow's: a relative goto names a
  // screen of the flow that wrote the list, not of the flow that happens to be on screen
  const owner = flowOf(program, draft.flow).on[event.type] ? draft.flow : draft.main;
  const flowList = flowOf(program, owner).on[event.type];
  if (!goto && flowList && !screenList) {
    handled = true;
    goto = runTransitions(program, draft, flowList, event, 'flow', checks);
    if (goto && !goto.startsWith('@') && !goto.includes('/')) goto = `${owner}/${goto}`;
  }
  if (goto) move(program, draft, goto);
  draft.trace.push({ event: event.type, flow: flowId, screen: from, checks, ...(goto ? { to: draft.screen, toFlow: draft.flow } : {}), handled });
}

function process(program: Program, draft: Draft, first: EngineEvent): void {
  draft.queue.push(first);
  processQueue(program, draft);
}

/** Handles queued events in order, each possibly queueing more. */
function processQueue(program: Program, draft: Draft): void {
  let steps = 0;
  while (draft.queue.length > 0) {
    if (++steps > MAX_STEPS) throw new Error(`flow "${draft.flow}" sent more than ${MAX_STEPS} events in a row (a loop?)`);
    const event = draft.queue.shift() as EngineEvent;
    if (event.type.startsWith('@')) {
      if (event.type === '@restore') {
        restore(program, draft, event);
        continue;
      }
      const next = handleInternal(program, draft, event);
      if (next === 'home') {
        const [fromFlow, from] = [draft.flow, draft.screen];
        goHome(program, draft);
        draft.trace.push({ event: event.type, flow: fromFlow, screen: from, checks: [], to: draft.screen, toFlow: draft.flow, handled: true });
      } else if (next) draft.queue.push(next);
      else draft.trace.push({ event: event.type, flow: draft.flow, screen: draft.screen, checks: [], handled: false });
      continue;
    }
    dispatch(program, draft, event);
  }
}

/** Deep link or reload: opens the screen of a URL, or the screen it names in `restore`. */
function restore(program: Program, draft: Draft, event: EngineEvent): void {
  const params = (event.params ?? {}) as Record<string, string>;
  for (const [key, value] of Object.entries(params)) {
    draft.context = setIn(draft.context, key, key === 'kioskId' || key === 'profileId' ? (Number.isFinite(Number(value)) ? Number(value) : value) : value);
  }
  const [flowId, screenId] = String(event.screen ?? '').includes('/')
    ? (String(event.screen).split('/', 2) as [string, string])
    : [draft.main, String(event.screen ?? '')];
  const flow = program.flows[flowId] ?? flowOf(program, draft.main);
  const resolved = restoreTarget(flow, screenId);
  const [toFlow, toScreen] = resolved ? [flow.id, resolved] : [draft.main, flowOf(program, draft.main).start];
  const fromFlow = draft.flow;
  draft.history = [];
  enterScreen(program, draft, toFlow, toScreen);
  // `screen` is what the URL asked for (maybe "flow/screen"), `to` what opened
  draft.trace.push({ event: '@restore', flow: fromFlow, screen: String(event.screen ?? ''), checks: [], to: toScreen, toFlow, handled: true });
}

/**
 * The screen a URL of `screenId` opens: itself when it may be deep-linked, else its `restore`
 * screen, followed further while that one names a `restore` of its own and is not deep-linkable
 * (e.g. a questionary restores the profiles, which restore the language loading). Null: start.
 */
function restoreTarget(flow: CompiledFlow, screenId: string): string | null {
  let current = flow.screens[screenId];
  if (!current) return null;
  if (current.deepLink) return current.id;
  if (!current.restore) return null;
  current = flow.screens[current.restore];
  for (let hops = 0; current && !current.deepLink && current.restore && hops < 10; hops++) current = flow.screens[current.restore];
  return current?.id ?? null;
}

/** The program and context a view was computed from: what its props may be reused against. */
const viewInputs = new WeakMap<View, { program: Program; context: Context }>();

/** True when an expression with these dependencies reads the same values in both contexts. */
function sameInputs(dependencies: readonly (readonly string[])[], before: Context, after: Context): boolean {
  if (before === after) return true;
  for (const parts of dependencies) if (!Object.is(readVar(before, parts), readVar(after, parts))) return false;
  return true;
}

/** A screen's props with what each depends on (`dependenciesOf`; null: evaluated every time). */
type PropPlan = ReadonlyArray<{ readonly name: string; readonly logic: unknown; readonly dependencies: readonly (readonly string[])[] | null }>;
const propPlans = new WeakMap<CompiledScreen, PropPlan>();

function propPlanOf(screen: CompiledScreen): PropPlan {
  let plan = propPlans.get(screen);
  if (!plan) {
    plan = Object.entries(screen.props ?? {}).map(([name, logic]) => ({ name, logic, dependencies: dependenciesOf(logic) }));
    propPlans.set(screen, plan);
  }
  return plan;
}

/**
 * The view of the draft's screen. Props whose inputs did not change since `previous` (the view
 * the step started from, when it shows the same screen) keep their value: most steps change a
 * few context paths while a screen evaluates many props (e.g. a filter over all the questions).
 */
function viewOf(program: Program, draft: Draft, previous?: View): View {
  const screen = screenOf(program, draft.flow, draft.screen);
  const context = draft.context;
  const inputs = previous && previous.screen === draft.screen && previous.flow === draft.flow ? viewInputs.get(previous) : undefined;
  // only a view this engine computed, with this program, from a known context
  const before = inputs && inputs.program === program ? inputs.context : undefined;
  const props: Record<string, unknown> = {};
  for (const { name, logic, dependencies } of propPlanOf(screen)) {
    props[name] =
      before && dependencies && Object.hasOwn(previous!.props, name) && sameInputs(dependencies, before, context)
        ? previous!.props[name]
        : evaluate(logic, context);
  }
  const samePath = before && screen.route.params.every((name) => Object.is(before[name], context[name]));
  const view: View = {
    screen: draft.screen,
    flow: draft.flow,
    widget: screen.widget,
    props,
    path: samePath ? previous!.path : buildPath(screen.route, context),
    idle: screen.idle ?? 'home',
    idleWarning: (screen.idle ?? 'home') === 'home' && screen.idleWarning !== false,
    end: screen.end ?? false,
  };
  viewInputs.set(view, { program, context });
  return view;
}

function finish(program: Program, draft: Draft, previous?: View): Snapshot {
  // stamp new effects with the screen entry they belong to
  const effects = draft.effects.map((e) => ('seq' in e && e.seq === -1 ? { ...e, seq: draft.seq } : e)) as RuntimeEffect[];
  const trace = draft.forgot ? draft.trace.map((entry) => ({ ...entry, checks: entry.checks.map((check) => ({ ...check, values: {} })) })) : draft.trace;
  return {
    main: draft.main,
    flow: draft.flow,
    screen: draft.screen,
    context: draft.context,
    history: draft.history,
    seq: draft.seq,
    session: draft.session,
    effects,
    trace,
    view: viewOf(program, draft, previous),
  };
}

/**
 * Starts a flow at its start screen (or at the screen a URL names, see `send` with `@restore`).
 * Returns the first snapshot with the start screen's enter effects.
 *
 * @example
 * let snapshot = start(program, 'visitor', { kioskId: 1, tenant: 'demo' });
 */
export function start(program: Program, flowId: string, context: Context = {}): Snapshot {
  const flow = flowOf(program, flowId);
  const draft: Draft = {
    main: flowId,
    flow: flowId,
    screen: flow.start,
    context: { ...flow.initialContext, ...context },
    history: [],
    seq: 0,
    session: 0,
    effects: [],
    trace: [],
    queue: [],
    forgot: false,
    at: undefined,
  };
  enterScreen(program, draft, flowId, flow.start);
  flow.watch.forEach((watch, index) => {
    const every = toMs(watch.every, draft.context, 10_000);
    draft.effects.push({
      kind: 'watch',
      watch: index,
      name: watch.call,
      args: Object.fromEntries(Object.entries(watch.args ?? {}).map(([k, v]) => [k, evaluate(v, draft.context)])),
      every,
      everyAfterError: watch.everyAfterError === undefined ? every : toMs(watch.everyAfterError, draft.context, every),
    });
  });
  // an enter effect may send an event right away (`{"send": ...}` without `after`)
  processQueue(program, draft);
  return finish(program, draft);
}

/**
 * Pure step function: given a snapshot and an event, returns the next snapshot with the effects
 * to run and the trace of the guards evaluated. Never runs an effect.
 *
 * @throws Error only when a flow loops (more than 50 chained events) — compiled flows are
 * otherwise total: an unhandled event is traced as `handled: false` and changes nothing.
 */
export function send(program: Program, snapshot: Snapshot, event: EngineEvent): Snapshot {
  const draft: Draft = {
    main: snapshot.main,
    flow: snapshot.flow,
    screen: snapshot.screen,
    context: snapshot.context,
    history: snapshot.history,
    seq: snapshot.seq,
    session: snapshot.session,
    effects: [],
    trace: [],
    queue: [],
    forgot: false,
    at: event.at,
  };
  process(program, draft, event);
  return finish(program, draft, snapshot.view);
}

/**
 * Finds the screen whose route matches a URL path, with its parameters (for deep links). Screens
 * of the main flow come first; a screen of another flow is named `flow/screen`.
 */
export function screenForPath(program: Program, mainFlow: string, pathname: string): { screen: string; params: Record<string, string> } | null {
  const flows = [flowOf(program, mainFlow), ...Object.values(program.flows).filter((f) => f.id !== mainFlow)];
  for (const flow of flows) {
    for (const screen of Object.values(flow.screens)) {
      const params = matchPath(screen.route, pathname);
      if (params) return { screen: flow.id === mainFlow ? screen.id : `${flow.id}/${screen.id}`, params };
    }
  }
  return null;
}
