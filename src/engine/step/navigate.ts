import type { CompiledFlow } from '../compile.ts';
import type { Context } from '../context.ts';
import { setIn } from '../context.ts';
import { resolveLoad } from '../effects/load.ts';
import { toMs } from '../effects/ms.ts';
import { resolvePoll } from '../effects/poll.ts';
import { evaluate } from '../logic.ts';
import type { EngineEvent } from '../types.ts';
import { currentScreen, type Draft, flowOf, runEffects, screenOf, stepOf } from './draft.ts';

/** Most screens the history keeps for `@back`. */
const HISTORY_LIMIT = 30;

/**
 * Opens a screen: a new screen entry (`seq`), its `enter` effects, its `load`, its poll, and for
 * an end screen the timer that returns home after the end-screen timeout of the main flow.
 */
export function enterScreen(draft: Draft, flow: string, screen: string): void {
  const target = screenOf(draft.program, flow, screen);
  draft.flow = flow;
  draft.screen = screen;
  draft.seq += 1;
  runEffects(draft, target.enter);
  const step = stepOf(draft);
  if (target.load?.retry?.count !== undefined) draft.context = setIn(draft.context, target.load.retry.count, 1);
  if (target.load) resolveLoad(target.load, step, draft.seq);
  if (target.poll) resolvePoll(target.poll, step, 'screen');
  if (target.after !== undefined) {
    // a delayed transition: the screen gets `after` once it has shown this long
    draft.effects.push({ kind: 'timer', seq: -1, id: 'after', ms: toMs(evaluate(target.after, draft.context), 0), event: 'after' });
  }
  if (target.idle === 'end') {
    const ms = endScreenMs(draft.program.flows[draft.main], draft.context);
    if (ms !== null) draft.effects.push({ kind: 'timer', seq: -1, id: 'end', ms, event: '@home' });
  }
}

/** The main flow's end-screen timeout over a context (ms), or null when it sets none. */
export function endScreenMs(main: CompiledFlow | undefined, context: Context): number | null {
  const logic = main?.timeouts.endScreen;
  if (logic === undefined) return null;
  const ms = toMs(evaluate(logic, context), 0);
  return ms > 0 ? ms : null;
}

/** The kiosk's home: everything of the visitor forgotten (but `keep` and `stored`), the main flow's start screen. */
export function goHome(draft: Draft): void {
  const flow = flowOf(draft.program, draft.main);
  const kept: Context = { ...flow.initialContext };
  for (const key of [...flow.keep, ...Object.keys(flow.stored)]) if (key in draft.context) kept[key] = draft.context[key];
  draft.context = kept;
  draft.history = [];
  draft.session += 1;
  draft.forgot = true;
  draft.effects.push({ kind: 'reset' });
  enterScreen(draft, flow.id, flow.start);
}

/** Follows a `goto`: a screen of the current flow, `flow/screen`, `@home` or `@back` (`@next` is compiled to the main flow's `nextStep`). */
export function move(draft: Draft, goto: string): void {
  const from = draft.screen;
  runEffects(draft, currentScreen(draft).exit);
  if (goto === '@home') {
    goHome(draft);
    return;
  }
  if (goto === '@back') {
    const previous = draft.history.at(-1);
    if (!previous) {
      goHome(draft);
      return;
    }
    draft.history = draft.history.slice(0, -1);
    const [f, s] = previous.split('/', 2) as [string, string];
    enterScreen(draft, f, s);
    return;
  }
  const [f, s] = goto.includes('/') ? (goto.split('/', 2) as [string, string]) : [draft.flow, goto];
  const history = [...draft.history, `${draft.flow}/${from}`];
  if (history.length > HISTORY_LIMIT) history.shift();
  draft.history = history;
  enterScreen(draft, f, s);
}

/** Deep link or reload: opens the screen of a URL, or the screen it names in `restore`. */
export function restore(draft: Draft, event: EngineEvent): void {
  const params = (event.params ?? {}) as Record<string, string>;
  for (const [key, value] of Object.entries(params)) {
    // numeric route parameters (kioskId, profileId, ...) are numbers in the context
    draft.context = setIn(draft.context, key, /^\d+$/.test(value) ? Number(value) : value);
  }
  const named = String(event.screen ?? '');
  const [flowId, screenId] = named.includes('/') ? (named.split('/', 2) as [string, string]) : [draft.main, named];
  const flow = draft.program.laterFlows?.has(flowId) ? flowOf(draft.program, flowId) : (draft.program.flows[flowId] ?? flowOf(draft.program, draft.main));
  const resolved = restoreTarget(flow, screenId);
  const [toFlow, toScreen] = resolved ? [flow.id, resolved] : [draft.main, flowOf(draft.program, draft.main).start];
  const fromFlow = draft.flow;
  draft.history = [];
  enterScreen(draft, toFlow, toScreen);
  // `screen` is what the URL asked for (maybe "flow/screen"), `to` what opened
  draft.trace.push({ event: '@restore', flow: fromFlow, screen: named, checks: [], to: toScreen, toFlow, handled: true });
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
