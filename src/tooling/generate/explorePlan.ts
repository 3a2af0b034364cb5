import { FAULT_KINDS, type FaultKind } from '../../sim/faults.ts';
import { entrySignature } from '../coverage/coverageGate.ts';
import type { Fixture, FixtureStep } from '../fixtures/fixtureSchema.ts';
import { type FlowGraph, type GraphScreen, type GraphTransition, screenKey } from '../graph/flowGraph.ts';

/**
 * How the fixture explorer (`npm run fixtures:generate`, tests/golden/explore.ts) tries to take a
 * transition no fixture takes: from a screen some fixture shows, it replays that fixture's steps up
 * to it and then tries what can happen there, on the simulated site and its virtual clock. This file
 * is the pure half: which attempts, in which order, and what fixture a successful one becomes.
 */

/** A screen a fixture's run showed: the steps up to its `expect`, and what the run knew there. */
export interface ScreenVisit {
  /** The fixture's name (`approved-realtime`, `generated/visitor-aborted-error-0`). */
  readonly fixture: string;
  /**
   * The index of the step that shows it: the `expect` step of a screen the kiosk stays on, or the
   * step during which the kiosk passed through it (a screen that sends its load and moves on).
   */
  readonly step: number;
  /** The kiosk stayed on it (a fixture `expect`s it): attempts may act on it. False: the kiosk passed through. */
  readonly stays: boolean;
  /** `flow/screen` the kiosk stood on. */
  readonly screen: string;
  /** The router's path then (without the query): a reload opens it again. */
  readonly location: string;
  /**
   * How many times each call had been made before the steps that lead to it (from the previous
   * `expect`; for a screen passed through, before its step): a fault `~skip` on the way to it.
   */
  readonly callsBefore: Readonly<Record<string, number>>;
  /** The same, once the screen showed. */
  readonly callsAt: Readonly<Record<string, number>>;
  /** Calls the run made from this screen to the next `expect` (in order, first time each). */
  readonly callsAfter: readonly string[];
  /** What the fixture typed here, by input (`answer` → ['0470 12 34 56']): the question on the screen then. */
  readonly typed: Readonly<Record<string, readonly string[]>>;
  /** The controls on the screen (`data-action`), inputs with `input`. */
  readonly controls: readonly { readonly action: string; readonly input: boolean; readonly disabled: boolean }[];
}

/**
 * One attempt: open the kiosk at `scenario`, replay `prefix` (steps of a fixture), then run `steps`,
 * checking after each whether the transition was taken. `faults` are in the fixture syntax
 * (src/sim/faults.ts), added to the visit's own.
 */
export interface Attempt {
  /** What the attempt does, for reports: "tap next", "fault visitor.register:http500 on the way to register". */
  readonly label: string;
  readonly visit: ScreenVisit;
  /** How many of the visit fixture's steps run first (up to its screen's expect, or the step before it). */
  readonly prefix: number;
  /** Faults added to the scenario's; empty for none. */
  readonly faults: readonly string[];
  /** Opens the kiosk at this path instead of the scenario's (a reload on a screen's address). */
  readonly path?: string;
  readonly steps: readonly FixtureStep[];
}

/** Virtual time tried after an action (ms, each a step of its own): answers land, short timers fire. */
export const SETTLE_MS: readonly number[] = [250, 750, 2_000];
/**
 * Virtual time tried on a screen left alone (ms, each step added to the ones before: 1 s … 15 min):
 * `after` times, poll intervals and limits, debounces, idle time-outs, the host approval's 10 min.
 */
export const TIME_LADDER_MS: readonly number[] = [1_000, 2_000, 3_000, 5_000, 5_000, 15_000, 30_000, 60_000, 180_000, 300_000, 300_000];
/**
 * Fault kinds tried on a call, likeliest to change the path first: the ones a kiosk can tell apart
 * (a `slow` answer is tried by the clock).
 */
export const TRIED_FAULTS: readonly FaultKind[] = (['network', 'http500', 'forbidden', 'schema'] as const).filter((kind) => FAULT_KINDS.includes(kind));
/**
 * Text tried in an input beside the values fixtures type there: blank, one letter, one digit, too
 * long. Blank is typed as a visitor (or a scanner) makes it: a letter, then erased, so the input
 * changes to empty (an empty input filled with nothing changes nothing): a debounced `change`
 * then sends its event with ''.
 */
export const TRIED_TEXT: readonly string[] = ['', 'x', '1', '1234567890123456789012345678901234567890'];
/** Attempts tried per transition before it is reported as not reached. */
export const ATTEMPTS_PER_TRANSITION = 48;
/**
 * Faults that hold a call's answer for 1 s (syntax of src/sim/faults.ts): what a visitor does
 * meanwhile. Headless, the hold runs on the fixture's clock (`site.wait`), so the settling
 * `advance`s after the action release it.
 */
const HELD_FAULTS: readonly string[] = ['slow@1000', 'http500@1000'];
/**
 * Values of an input raced against its held check: the first one fixtures type there, and one more
 * of the same form, as the site's verdict differs by value (a number it accepts, one it refuses).
 */
const RACED_VALUES = 2;

/** Addresses of a flow reopened at most per transition (a reload on each). */
const RELOADS = 6;

/** Controls that submit what was typed, by their `data-action`. */
const SUBMIT = /^(next|submit|ok|confirm|enter|search|keyboard:\{enter\})$/i;

/** A value changed by its last character (a digit stays a digit): another phone number, another code. */
function changed(value: string): string {
  const last = value.at(-1) ?? '';
  const next = /\d/.test(last) ? String((Number(last) + 1) % 10) : last === 'x' ? 'y' : 'x';
  return `${value.slice(0, -1)}${next}`;
}
/** The form of a typed value: its digits 9, its letters a (`0470 12 00 00` → `9999 99 99 99`, `Jane Doe` → `aaaa aaa`). */
function formOf(value: string): string {
  return value.replace(/\d/g, '9').replace(/\p{L}/gu, 'a');
}
/** The values raced: the first, then others of its form (another phone number where one was typed, not a name). */
export function racedValues(values: readonly string[]): string[] {
  const [first] = values;
  if (first === undefined) return [];
  return [first, ...values.slice(1).filter((value) => formOf(value) === formOf(first))].slice(0, RACED_VALUES);
}
/** The `~skip` of a fault on `call` from the screen on: the calls made before it showed pass. */
const skipOf = (visit: ScreenVisit, call: string) => {
  const made = visit.callsAt[call] ?? 0;
  return made > 0 ? `~${made}` : '';
};

const advance = (ms: number): FixtureStep => ({ advance: ms });
const settle = (): FixtureStep[] => SETTLE_MS.map(advance);

/**
 * A scenario's faults with an attempt's added, in the fixture syntax: one per call, the added one
 * winning (the simulated site keeps one fault per call). Undefined for none.
 */
export function mergeFaults(scenario: string | undefined, added: readonly string[]): string | undefined {
  const byCall = new Map<string, string>();
  for (const entry of [...(scenario ? scenario.split(',') : []), ...added]) byCall.set(entry.slice(0, entry.indexOf(':')), entry);
  return byCall.size > 0 ? [...byCall.values()].join(',') : undefined;
}

/** A fault in the fixture syntax: `visitor.register:http500~2` (the first two calls pass). */
export function faultText(call: string, kind: FaultKind, skip: number): string {
  return `${call}:${kind}${skip > 0 ? `~${skip}` : ''}`;
}

/**
 * The screens a transition entry can be taken on: its screen, or for a flow-level entry the screens
 * of its flow that do not handle its event in their own `on`.
 */
export function screensOf(graph: FlowGraph, transition: GraphTransition): readonly GraphScreen[] {
  const flow = graph.flows.find((f) => f.id === transition.flow);
  if (!flow) return [];
  if (transition.screen !== null) return flow.screens.filter((s) => s.id === transition.screen);
  // the main flow's flow-level entries apply on the screens of every flow whose own flow-level `on` does not handle the event
  const flows = transition.flow === graph.main ? graph.flows.filter((f) => f === flow || !f.handles.includes(transition.event)) : [flow];
  return flows.flatMap((f) => f.screens).filter((s) => !s.handles.includes(transition.event));
}

/** Screens whose address, opened again (a reload), goes to `screen` (their `restore`). */
function restoredFrom(graph: FlowGraph, screen: GraphScreen): string[] {
  const flow = graph.flows.find((f) => f.id === screen.flow);
  return (flow?.screens ?? []).filter((s) => s.restore === screen.id).map((s) => s.key);
}

/**
 * The attempts for one transition, cheapest and likeliest first: what the event's senders say
 * (the clock for timers, faults for a call's failure, the controls for a widget's events), then the
 * rest. `visits` are the screens fixtures showed, shortest first; `fills` the values fixtures type,
 * by screen and input (`visitor/questionary|answer` → ['Jane Doe', …]) and by input alone.
 */
export function attemptsFor(
  graph: FlowGraph,
  transition: GraphTransition,
  visits: readonly ScreenVisit[],
  fills: ReadonlyMap<string, readonly string[]>,
): Attempt[] {
  const screens = screensOf(graph, transition);
  const keys = new Set(screens.map((s) => s.key));
  const at = visits.filter((v) => keys.has(v.screen));
  const attempts: Attempt[] = [];

  // a screen only a reload shows (a flow's `resume`): open the address of the screen it restores
  for (const screen of screens) {
    const from = new Set(restoredFrom(graph, screen));
    for (const visit of visits.filter((v) => v.stays && from.has(v.screen)).slice(0, 1))
      attempts.push({ label: `reopen ${visit.location} (a reload on ${visit.screen})`, visit, prefix: 0, faults: [], path: visit.location, steps: settle() });
  }

  const sources = screens.flatMap((s) => s.events.get(transition.event) ?? []);
  const timed = transition.event === 'after' || sources.some((s) => s.kind === 'timer' || s.kind === 'debounce' || s.kind === 'poll');
  const called = sources.some((s) => s.kind === 'load' || s.kind === 'call' || s.kind === 'poll' || s.kind === 'kiosk-poll') || sources.length === 0;
  // the calls whose failure or answer sends the event, per screen: a flow-level event's come from each screen's own
  const sourceCalls = new Map(screens.map((s) => [s.key, [...new Set((s.events.get(transition.event) ?? []).flatMap((source) => source.calls ?? []))]]));
  const callsFrom = (visit: ScreenVisit) => sourceCalls.get(visit.screen) ?? [];

  // at most two visits per screen: the shortest, and the shortest of another fixture; as many again
  // of the kiosk passing through it (a one-method kiosk passes its choice screen): those take no taps
  const chosen: ScreenVisit[] = [];
  // where the fixture's own next steps made the event's call (the phone question of a questionary), first
  const makes = (v: ScreenVisit) => (callsFrom(v).some((call) => v.callsAfter.includes(call)) ? 0 : 1);
  for (const visit of [...at].sort((a, b) => makes(a) - makes(b))) {
    const same = chosen.filter((c) => c.screen === visit.screen && c.stays === visit.stays);
    if (same.length < 2 && !same.some((c) => c.fixture === visit.fixture)) chosen.push(visit);
  }

  const on = (visit: ScreenVisit, label: string, steps: FixtureStep[], faults: string[] = []): Attempt => ({
    label: `${label} on ${visit.screen}`,
    visit,
    prefix: visit.step + 1,
    faults,
    steps,
  });
  const buttons = (visit: ScreenVisit) => visit.controls.filter((c) => !c.input && !c.disabled);
  // what typed text is submitted with: Next, Enter, OK (the others leave the screen whatever was typed)
  const submits = (visit: ScreenVisit) => {
    const found = buttons(visit).filter((c) => SUBMIT.test(c.action));
    return found.length > 0 ? found : buttons(visit);
  };
  const inputs = (visit: ScreenVisit) => visit.controls.filter((c) => c.input);
  const known = (visit: ScreenVisit, action: string) => [
    ...new Set([...(visit.typed[action] ?? []), ...(fills.get(`${visit.screen}|${action}`) ?? []), ...(fills.get(action) ?? [])]),
  ];
  const valuesFor = (visit: ScreenVisit, action: string) => [...new Set([...known(visit, action).slice(0, 2), ...TRIED_TEXT])];
  const callsOf = (visit: ScreenVisit) => (callsFrom(visit).length > 0 ? callsFrom(visit) : visit.callsAfter);

  const time = (visit: ScreenVisit): Attempt[] => [on(visit, 'wait', TIME_LADDER_MS.map(advance))];
  const taps = (visit: ScreenVisit): Attempt[] => buttons(visit).map((c) => on(visit, `tap ${c.action}`, [{ tap: c.action }, ...settle()]));
  // blank: a letter typed, then erased (TRIED_TEXT)
  const typeInto = (action: string, value: string): { label: string; steps: FixtureStep[] } =>
    value === ''
      ? {
          label: `type "x" into ${action}, then erase it`,
          steps: [
            { fill: action, value: 'x' },
            { fill: action, value: '' },
          ],
        }
      : { label: `type ${JSON.stringify(value)} into ${action}`, steps: [{ fill: action, value }] };
  const typing = (visit: ScreenVisit): Attempt[] =>
    inputs(visit).flatMap((input) =>
      valuesFor(visit, input.action).flatMap((value) => {
        const typed = typeInto(input.action, value);
        return [
          on(visit, typed.label, [...typed.steps, ...settle()]),
          ...submits(visit).map((button) => on(visit, `${typed.label}, tap ${button.action}`, [...typed.steps, { tap: button.action }, ...settle()])),
        ];
      }),
    );
  // what a field that checks as it is typed (a phone number) meets: the same value again, a change,
  // Next, while the check's answer is on its way (a fault that holds it for 1 s); with the value
  // typed there and another of its form a fixture types, as the verdict is the site's: a number it
  // accepts and, where a fixture shows one, a number it refuses
  const typingRaces = (visit: ScreenVisit): Attempt[] =>
    inputs(visit).flatMap((input) =>
      racedValues(known(visit, input.action)).flatMap((value) => {
        const other = changed(value);
        const again = on(visit, `type ${JSON.stringify(value)} into ${input.action}, then again`, [
          { fill: input.action, value },
          ...settle(),
          { fill: input.action, value: '1' },
          { fill: input.action, value },
          ...settle(),
        ]);
        const held = callsOf(visit).flatMap((call) =>
          HELD_FAULTS.flatMap((fault) => [
            on(
              visit,
              `type ${JSON.stringify(value)} into ${input.action}, change it while ${call} is held (${fault})`,
              [{ fill: input.action, value }, { fill: input.action, value: other }, ...settle()],
              [`${call}:${fault}${skipOf(visit, call)}`],
            ),
            ...submits(visit).map((button) =>
              on(
                visit,
                `type ${JSON.stringify(value)} into ${input.action}, tap ${button.action} while ${call} is held (${fault})`,
                [{ fill: input.action, value }, { tap: button.action }, ...settle()],
                [`${call}:${fault}${skipOf(visit, call)}`],
              ),
            ),
          ]),
        );
        return [again, ...held];
      }),
    );
  const onTheWay = (visit: ScreenVisit, call: string, kind: FaultKind): Attempt => ({
    label: `fault ${call}:${kind} on the way to ${visit.screen}`,
    visit,
    // a screen it stays on: the steps up to its expect; one passed through: with the step that passed
    prefix: visit.stays ? visit.step : visit.step + 1,
    faults: [faultText(call, kind, visit.callsBefore[call] ?? 0)],
    steps: TIME_LADDER_MS.slice(0, 5).map(advance),
  });
  const faultsThere = (visit: ScreenVisit, kinds: readonly FaultKind[]): Attempt[] =>
    callsOf(visit).flatMap((call) =>
      kinds.flatMap((kind) => [
        onTheWay(visit, call, kind),
        // a call the screen makes later (a poll, a kiosk-wide poll)
        ...(visit.stays ? [on(visit, `fault ${call}:${kind}, wait`, TIME_LADDER_MS.map(advance), [faultText(call, kind, visit.callsAt[call] ?? 0)])] : []),
      ]),
    );
  const faultsOnTap = (visit: ScreenVisit, kinds: readonly FaultKind[]): Attempt[] =>
    callsOf(visit).flatMap((call) =>
      kinds.flatMap((kind) =>
        buttons(visit).map((c) =>
          on(visit, `fault ${call}:${kind}, tap ${c.action}`, [{ tap: c.action }, ...settle()], [faultText(call, kind, visit.callsAt[call] ?? 0)]),
        ),
      ),
    );

  const [likely, rest] = [TRIED_FAULTS.slice(0, 2), TRIED_FAULTS.slice(2)];
  const tiers: Attempt[][] = [[], [], [], []];
  for (const visit of chosen) {
    if (!visit.stays) {
      tiers[0]?.push(...faultsThere(visit, likely));
      tiers[3]?.push(...faultsThere(visit, rest));
      continue;
    }
    // the likeliest senders first: the clock for a timer's event, faults for a call's, the controls for a widget's
    if (timed) tiers[0]?.push(...time(visit));
    if (called) tiers[0]?.push(...faultsThere(visit, likely));
    // a call's answer that typing sets off (a phone number's check): the races of typing before the rest
    if (called) tiers[1]?.push(...typingRaces(visit));
    tiers[1]?.push(...taps(visit), ...typing(visit));
    if (!called) tiers[2]?.push(...typingRaces(visit));
    tiers[2]?.push(...faultsOnTap(visit, likely));
    if (!timed) tiers[3]?.push(...time(visit));
    if (!called) tiers[3]?.push(...faultsThere(visit, likely));
    tiers[3]?.push(...faultsThere(visit, rest));
  }
  // the widget's own events (no call, no clock): its controls before anything else
  if (!timed && !called) tiers.unshift(tiers.splice(1, 1)[0] ?? []);
  attempts.push(...tiers.flat());
  // last: a reload on each address the flow's screens showed (what a visitor's reload restores)
  const flowOf = (key: string) => key.slice(0, key.indexOf('/'));
  const addresses = new Map<string, ScreenVisit>();
  for (const visit of visits)
    if (visit.stays && visit.location && flowOf(visit.screen) === transition.flow && !addresses.has(visit.location)) addresses.set(visit.location, visit);
  for (const visit of [...addresses.values()].slice(0, RELOADS))
    attempts.push({ label: `reopen ${visit.location} (a reload on ${visit.screen})`, visit, prefix: 0, faults: [], path: visit.location, steps: settle() });
  // the reloads are cheap and few: they stay even when the rest is cut
  const reloads = attempts.filter((a) => a.path !== undefined);
  return [...attempts.filter((a) => a.path === undefined).slice(0, ATTEMPTS_PER_TRANSITION - reloads.length), ...reloads];
}

/**
 * The transitions to explore, in the graph's order: those no fixture takes (`taken`, keys), not on
 * the skipped entries (`skip`, by `entrySignature`: the untaken list's, unless `--all`), and, when
 * `only` is given, among its keys.
 */
export function transitionsToExplore(graph: FlowGraph, taken: ReadonlySet<string>, skip: ReadonlySet<string>, only?: readonly string[]): GraphTransition[] {
  return graph.flows
    .flatMap((flow) => flow.transitions)
    .filter((t) => !taken.has(t.key) && !skip.has(entrySignature(t)) && (only === undefined || only.includes(t.key)));
}

/** Why a transition was not reached, in words, from what was tried. */
export function whyNotReached(graph: FlowGraph, transition: GraphTransition, visits: readonly ScreenVisit[], tried: number): string {
  const screens = screensOf(graph, transition);
  const shown = visits.some((v) => screens.some((s) => s.key === v.screen));
  if (!shown) {
    const names = transition.screen === null ? `no screen of flow ${transition.flow}` : `screen ${screenKey(transition.flow, transition.screen)}`;
    return `no fixture, hand-written or generated, shows ${names}: nothing to start from`;
  }
  const condition = transition.condition === undefined ? '' : ` (its condition never held: ${JSON.stringify(transition.condition)})`;
  return `${tried} attempt(s) from the screen (the clock, faults of the simulated site, taps and typing) never took it${condition}`;
}

/** The file name (without `.fixture.json`) of the fixture generated for a transition: `visitor-aborted-error-0`. */
export function generatedName(transition: GraphTransition): string {
  const part = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return [transition.flow, transition.screen ?? 'any', transition.event, String(transition.index)].map(part).join('-');
}

/**
 * The fixture an attempt that took `transition` becomes: its scenario (with the attempt's faults or
 * address), the visit's steps, the attempt's steps up to the one after which the transition was
 * taken (`through`, 0-based), and an `expect` of the screen the kiosk then showed.
 */
export function generatedFixture(input: {
  readonly transition: GraphTransition;
  readonly base: Fixture;
  readonly attempt: Attempt;
  readonly through: number;
  readonly shown: string;
}): Fixture {
  const { transition, base, attempt, through, shown } = input;
  const faults = mergeFaults(base.scenario.faults, attempt.faults);
  const scenario = {
    ...base.scenario,
    ...(attempt.path === undefined ? {} : { path: attempt.path }),
    ...(faults ? { faults } : {}),
  };
  const steps = [...base.steps.slice(0, attempt.prefix), ...attempt.steps.slice(0, through + 1)].map(({ mark: _mark, ...step }) => step as FixtureStep);
  const where = transition.screen === null ? `${transition.flow} (any screen)` : screenKey(transition.flow, transition.screen);
  return {
    $schema: '../fixture.schema.json',
    name: `generated: ${where} on ${transition.event} [${transition.index}]${transition.note ? ` (${transition.note})` : ''}`,
    description: `${attempt.label}, after the steps of ${attempt.visit.fixture}`,
    generated: { transition: transition.key },
    scenario,
    steps: [...steps, { expect: shown }],
  };
}
