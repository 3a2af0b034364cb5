import type { CompiledScreen, Program } from '../compile.ts';
import type { Context } from '../context.ts';
import { toMs } from '../effects/ms.ts';
import { dependenciesOf, evaluate, readVar } from '../logic.ts';
import { buildPath } from '../path.ts';
import type { View } from '../types.ts';
import { currentScreen, type Draft } from './draft.ts';
import { endScreenMs } from './navigate.ts';

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
export function viewOf(draft: Draft, previous?: View): View {
  const { program, context } = draft;
  const screen = currentScreen(draft);
  const inputs = previous && previous.screen === draft.screen && previous.flow === draft.flow ? viewInputs.get(previous) : undefined;
  // only a view this engine computed, with this program, from a known context
  const before = inputs && previous && inputs.program === program ? inputs.context : undefined;
  const reusable = before ? previous : undefined;
  const props: Record<string, unknown> = {};
  for (const { name, logic, dependencies } of propPlanOf(screen)) {
    props[name] =
      before && reusable && dependencies && Object.hasOwn(reusable.props, name) && sameInputs(dependencies, before, context)
        ? reusable.props[name]
        : evaluate(logic, context);
  }
  const samePath = before && screen.route.params.every((name) => Object.is(before[name], context[name]));
  const idle = screen.idle ?? 'visit';
  const main = program.flows[draft.main];
  const idleLogic = main?.timeouts.idle;
  const idleMs = idle === 'visit' || idle === 'quiet' ? (idleLogic === undefined ? null : toMs(evaluate(idleLogic, context), 0) || null) : null;
  const view: View = {
    screen: draft.screen,
    flow: draft.flow,
    widget: screen.widget,
    props,
    path: samePath && reusable ? reusable.path : buildPath(screen.route, context),
    idle,
    idleMs,
    idleWarning: idle === 'visit',
    endMs: idle === 'end' ? endScreenMs(main, context) : null,
  };
  viewInputs.set(view, { program, context });
  return view;
}
