import type { Program } from './compile.ts';
import type { Context } from './context.ts';
import { resolvePoll } from './effects/poll.ts';
import { processQueue } from './step/dispatch.ts';
import { type Draft, flowOf, stepOf } from './step/draft.ts';

export { CodeEffectNotLoadedError } from './effects/effect.ts';
export { FlowNotLoadedError } from './step/draft.ts';
import { enterScreen } from './step/navigate.ts';
import { viewOf } from './step/view.ts';
import { matchPath } from './path.ts';
import type { EngineEvent, RuntimeEffect, Snapshot, View } from './types.ts';

function finish(draft: Draft, previous?: View): Snapshot {
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
    view: viewOf(draft, previous),
  };
}

/**
 * Starts a flow at its start screen (or at the screen a URL names, see `send` with `@restore`).
 * Returns the first snapshot with the start screen's effects and the main flow's kiosk-wide polls.
 *
 * @example
 * let snapshot = start(program, 'visitor', { kioskId: 1, tenant: 'demo' });
 */
export function start(program: Program, flowId: string, context: Context = {}): Snapshot {
  const flow = flowOf(program, flowId);
  const draft: Draft = {
    program,
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
  enterScreen(draft, flowId, flow.start);
  const step = stepOf(draft);
  flow.polls.forEach((poll, index) => {
    resolvePoll(poll, step, index);
  });
  processQueue(draft);
  return finish(draft);
}

/**
 * Pure step function: given a snapshot and an event, returns the next snapshot with the effects
 * to run and the trace of the guards evaluated. Never runs an effect.
 *
 * @throws Error only when a flow loops (more than 50 chained events or eventless moves); compiled
 * flows are otherwise total: an unhandled event is traced as `handled: false` and changes nothing.
 */
export function send(program: Program, snapshot: Snapshot, event: EngineEvent): Snapshot {
  const draft: Draft = {
    program,
    main: snapshot.main,
    flow: snapshot.flow,
    screen: snapshot.screen,
    context: snapshot.context,
    history: snapshot.history,
    seq: snapshot.seq,
    session: snapshot.session,
    effects: [],
    trace: [],
    queue: [event],
    forgot: false,
    at: event.at,
    checked: { seq: snapshot.seq, context: snapshot.context },
  };
  processQueue(draft);
  return finish(draft, snapshot.view);
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
