import { setIn } from '../context.ts';
import { resolveLoad } from '../effects/load.ts';
import { toMs } from '../effects/ms.ts';
import type { Load } from '../effects/schemas.ts';
import { evaluate, readParts, readVar, varPathsOf } from '../logic.ts';
import type { Transition } from '../schema.ts';
import type { EngineEvent, LoadResult, TraceCheck } from '../types.ts';
import { currentScreen, type Draft, dataOf, flowOf, MAX_STEPS, runEffects, stepOf } from './draft.ts';
import { goHome, move, restore } from './navigate.ts';

/** The fields of an internal event passed on to the flow event it turns into. */
function stamp(event: EngineEvent): { at?: unknown } {
  return event.at === undefined ? {} : { at: event.at };
}

/** The arguments a call was made with, for its outcome event (`event.args`). */
function argsOf(event: EngineEvent): { args?: unknown } {
  return event.args === undefined ? {} : { args: event.args };
}

function valuesRead(condition: unknown, data: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { path, parts } of varPathsOf(condition)) values[path] = readParts(data, parts);
  return values;
}

/**
 * Runs an ordered transition list: the first entry whose `if` holds is taken — its effects run
 * and its `goto`, if any, is where the kiosk goes (none: it stays) — and no entry after it runs.
 */
function runTransitions(
  draft: Draft,
  list: readonly Transition[],
  event: EngineEvent | undefined,
  source: 'screen' | 'flow',
  checks: TraceCheck[],
): string | undefined {
  for (let index = 0; index < list.length; index++) {
    const transition = list[index] as Transition;
    const data = dataOf(draft, transition.if, event);
    const hasCondition = transition.if !== undefined;
    const matched = !hasCondition || Boolean(evaluate(transition.if, data));
    const rule = hasCondition && transition.if !== null && typeof transition.if === 'object' ? draft.program.ruleNames.get(transition.if) : undefined;
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
    runEffects(draft, transition.do, event);
    return transition.goto;
  }
  return undefined;
}

/** The fields of an event a debounced event carries on (its data, without type, time and screen). */
function payloadOf(event: EngineEvent): Record<string, unknown> {
  const { type: _type, at: _at, screen: _screen, ...payload } = event;
  return payload;
}

/** Handles a flow event: the screen's own list, else the flow-level list of its flow, else of the main flow. */
function dispatch(draft: Draft, event: EngineEvent): void {
  const checks: TraceCheck[] = [];
  const screen = currentScreen(draft);
  const [flowId, from] = [draft.flow, draft.screen];
  let goto: string | undefined;
  let handled = false;
  // a debounced event waits again for each event it is made of (a timer of the same id restarts)
  for (const [name, debounce] of Object.entries(screen.debounce ?? {})) {
    if (debounce.of !== event.type) continue;
    const ms = toMs(evaluate(debounce.ms, draft.context), 0);
    draft.effects.push({ kind: 'timer', seq: -1, id: `debounce:${name}`, ms, event: name, data: { payload: payloadOf(event) } });
  }
  const screenList = screen.on?.[event.type];
  if (screenList) {
    handled = true;
    goto = runTransitions(draft, screenList, event, 'screen', checks);
  } else {
    // a flow-level list is the current flow's, else the main flow's: a relative goto names a
    // screen of the flow that wrote the list, not of the flow that happens to be on screen
    const owner = flowOf(draft.program, draft.flow).on[event.type] ? draft.flow : draft.main;
    const flowList = flowOf(draft.program, owner).on[event.type];
    if (flowList) {
      handled = true;
      goto = runTransitions(draft, flowList, event, 'flow', checks);
      if (goto && !goto.startsWith('@') && !goto.includes('/')) goto = `${owner}/${goto}`;
    }
  }
  if (goto) move(draft, goto);
  draft.trace.push({
    event: event.type,
    flow: flowId,
    screen: from,
    checks,
    ...(goto ? { to: draft.screen, toFlow: draft.flow } : {}),
    handled,
  });
}

/**
 * A screen's eventless transitions (`always`): checked when the screen opens and whenever the
 * context changed since they were last checked; the first entry that holds moves the kiosk. They
 * read `event.at` and `event.screen` (the time of the step, the screen checked) and no other event data.
 */
function settleAlways(draft: Draft): void {
  for (let moves = 0; ; moves++) {
    if (draft.checked?.seq === draft.seq && draft.checked.context === draft.context) return;
    draft.checked = { seq: draft.seq, context: draft.context };
    const list = currentScreen(draft).always;
    if (!list || list.length === 0) return;
    if (moves > MAX_STEPS) throw new Error(`screen "${draft.flow}/${draft.screen}" moved more than ${MAX_STEPS} times without an event (a loop of always?)`);
    const checks: TraceCheck[] = [];
    const [flowId, from] = [draft.flow, draft.screen];
    // eventless: the entries see only when (`event.at`) and where (`event.screen`) they are checked
    const goto = runTransitions(draft, list, { type: 'always', ...(draft.at === undefined ? {} : { at: draft.at }) }, 'screen', checks);
    if (goto) move(draft, goto);
    if (goto || draft.trace.at(-1)?.event !== 'always' || draft.trace.at(-1)?.screen !== from) {
      draft.trace.push({
        event: 'always',
        flow: flowId,
        screen: from,
        checks,
        ...(goto ? { to: draft.screen, toFlow: draft.flow } : {}),
        handled: true,
      });
    }
    if (!goto) return;
  }
}

/**
 * Stores each answer of a load (and hands the visit's texts to the runtime); a failure of a call
 * that is not optional is the load's error.
 */
function storeLoad(draft: Draft, results: readonly LoadResult[]): { error: unknown; call: string } | null {
  let failure: { error: unknown; call: string } | null = null;
  for (const result of results) {
    if ('data' in result) {
      if (result.into) draft.context = setIn(draft.context, result.into, result.data);
      if (result.translations === 'visit') draft.effects.push({ kind: 'translations', resources: result.data, scope: 'visit' });
      else if (result.translations === 'language') draft.effects.push({ kind: 'translations', resources: result.data });
    } else if (!result.optional && !failure) failure = { error: result.error, call: result.call };
  }
  return failure;
}

/** Turns an internal event (`@...`) into the flow event it means, `home`, or nothing. */
function handleInternal(draft: Draft, event: EngineEvent): EngineEvent | null | 'home' {
  const current = event.seq === undefined || event.seq === draft.seq;
  const sameSession = event.session === undefined || event.session === draft.session;
  const screen = currentScreen(draft);
  switch (event.type) {
    case '@call.done': {
      // data of the same visitor session is kept (a deep link may leave the screen that asked);
      // only the screen entry that asked may act on it
      if (!sameSession) return null;
      if (typeof event.into === 'string') draft.context = setIn(draft.context, event.into, event.data);
      return current && typeof event.done === 'string' ? { type: event.done, data: event.data, ...argsOf(event), ...stamp(event) } : null;
    }
    case '@call.error': {
      if (!sameSession || !current) return null;
      draft.context = setIn(draft.context, 'error', event.error ?? null);
      return { type: typeof event.event === 'string' ? event.event : 'error', error: event.error, ...argsOf(event), ...stamp(event) };
    }
    case '@load.done': {
      if (!sameSession) return null;
      const failure = storeLoad(draft, (event.results ?? []) as LoadResult[]);
      if (!current || !screen.load) return null;
      if (failure) draft.context = setIn(draft.context, 'error', failure.error ?? null);
      if (retryLoad(draft, screen.load, failure)) return null;
      if (!failure) return { type: screen.load.done ?? 'done', ...stamp(event) };
      return { type: screen.load.error ?? 'error', error: failure.error, call: failure.call, ...stamp(event) };
    }
    case '@load.skipped':
      return current && screen.load ? { type: screen.load.done ?? 'done', ...stamp(event) } : null;
    case '@poll.result': {
      const kiosk = typeof event.scope === 'number';
      const poll = kiosk ? flowOf(draft.program, draft.main).polls[event.scope as number] : current ? screen.poll : undefined;
      if (!poll) return null;
      if (poll.into) draft.context = setIn(draft.context, poll.into, event.data);
      if (poll.until !== undefined) {
        if (!evaluate(poll.until, draft.context)) return null;
        if (!kiosk) draft.effects.push({ kind: 'pollStop', seq: draft.seq });
      }
      return { type: poll.done ?? 'done', data: event.data, ...stamp(event) };
    }
    case '@poll.error': {
      const kiosk = typeof event.scope === 'number';
      const poll = kiosk ? flowOf(draft.program, draft.main).polls[event.scope as number] : current ? screen.poll : undefined;
      if (!poll) return null;
      // a kiosk-wide poll's failure is not the visitor's: it leaves their `error` alone
      if (!kiosk) draft.context = setIn(draft.context, 'error', event.error ?? null);
      return poll.error ? { type: poll.error, error: event.error, ...stamp(event) } : null;
    }
    case '@poll.timeout': {
      if (!current || !screen.poll) return null;
      draft.effects.push({ kind: 'pollStop', seq: draft.seq });
      return screen.poll.timeout ? { type: screen.poll.timeout, ...stamp(event) } : null;
    }
    case '@timer': {
      if (!current) return null;
      if (event.event === '@home') return 'home';
      if (event.event === '@load.retry') {
        if (screen.load) resolveLoad(screen.load, stepOf(draft), draft.seq);
        return null;
      }
      // a debounced event carries the data of the last event it is made of
      const { payload } = (event.data ?? {}) as { payload?: Record<string, unknown> };
      return { ...payload, type: String(event.event), ...stamp(event) };
    }
    case '@idle':
      return screen.idle === 'off' ? null : 'home';
    default:
      return event;
  }
}

/**
 * A load's `retry`: when its outcome says to ask again (`retry.if`, over the context with the
 * answers stored and `event.error` of a failure) and tries are left, the attempt counter goes one
 * up and the load runs again after the wait; true when it does.
 */
function retryLoad(draft: Draft, load: Load, failure: { error: unknown; call: string } | null): boolean {
  const retry = load.retry;
  if (!retry) return false;
  const outcome = { ...draft.context, event: failure ? { error: failure.error, call: failure.call } : {} };
  if (!evaluate(retry.if, outcome)) return false;
  const tried = retry.count === undefined ? undefined : readVar(draft.context, retry.count.split('.'));
  const attempt = typeof tried === 'number' ? tried : 1;
  if (retry.times !== undefined && attempt >= retry.times) return false;
  if (retry.count !== undefined) draft.context = setIn(draft.context, retry.count, attempt + 1);
  draft.effects.push({ kind: 'timer', seq: -1, id: 'load.retry', ms: toMs(evaluate(retry.after, draft.context), 0), event: '@load.retry' });
  return true;
}

/** Handles queued events in order, each possibly queueing more; a screen's `always` list is settled before each. */
export function processQueue(draft: Draft): void {
  let steps = 0;
  for (;;) {
    settleAlways(draft);
    const event = draft.queue.shift();
    if (!event) return;
    if (++steps > MAX_STEPS) throw new Error(`flow "${draft.flow}" handled more than ${MAX_STEPS} events in a row (a loop?)`);
    if (!event.type.startsWith('@')) {
      dispatch(draft, event);
      continue;
    }
    if (event.type === '@restore') {
      restore(draft, event);
      continue;
    }
    const next = handleInternal(draft, event);
    if (next === 'home') {
      const [fromFlow, from] = [draft.flow, draft.screen];
      goHome(draft);
      draft.trace.push({ event: event.type, flow: fromFlow, screen: from, checks: [], to: draft.screen, toFlow: draft.flow, handled: true });
    } else if (next) dispatch(draft, next);
    else draft.trace.push({ event: event.type, flow: draft.flow, screen: draft.screen, checks: [], handled: false });
  }
}
