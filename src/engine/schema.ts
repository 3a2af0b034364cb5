import { z } from 'zod';
import { ContextPath, Effect, EventName, Load, Logic, Milliseconds, Poll } from './effects/schemas.ts';

/**
 * The zod schema of flow documents: the single definition of the flow format (DESIGN.md "Flow
 * documents"; written for integrators in flows/README.md). `flows/flow.schema.json` is generated
 * from it (`npm run flows:schema`) and a test keeps the committed file current. The effect kinds
 * and the screen constructs (`load`, `poll`) are defined with their resolution in `effects/`.
 */

export { Effect, Load, Logic, Poll };

/**
 * Where a transition goes: a screen id of the same flow, `flow/screen`, or a keyword: `@home`
 * (the start screen, visitor data cleared), `@back` (the previous screen), `@next` (the next step
 * of the main flow's `next` table). No `goto`: the kiosk stays on the screen.
 */
export const Goto = z.string().min(1).describe('screen id, "flow/screen", "@home", "@back" or "@next"; none: stay on the screen');

/**
 * One guarded entry of an event's ordered list: the first entry whose `if` holds is taken (its
 * `do` runs, its `goto` moves the kiosk; without `goto` the kiosk stays) and no other entry runs.
 */
export const Transition = z.strictObject({
  if: Logic.optional().describe('json-logic condition; absent = always (then the entries after it never run)'),
  do: z.array(Effect).optional(),
  goto: Goto.optional().describe('where the kiosk goes; absent: it stays on the screen'),
  note: z.string().optional().describe('why this entry exists, for integrators and traces'),
  unreachable: z
    .string()
    .min(1)
    .optional()
    .describe(
      'why no visit can take this entry (a guard the simulated site never satisfies, a defensive entry): the coverage gate of `npm test` accepts it untaken, and fails when a fixture takes it (issue 40)',
    ),
});
export type Transition = z.infer<typeof Transition>;

/** An eventless entry (`always`): it must move, or it would run again at every change. */
export const AlwaysTransition = Transition.extend({ goto: Goto });

/**
 * `"debounce": {"lookup": {"of": "change", "ms": 700}}`: the screen gets `lookup` once `change`
 * has not come for 700 ms, with the last change's data (core §5, §9: a badge is looked up 700 ms
 * after the scanner stops typing). Each `change` is handled as usual too.
 */
export const Debounce = z
  .strictObject({ of: EventName.describe('the event that restarts the wait'), ms: Milliseconds.describe('the wait (ms)') })
  .describe('an event sent once another has not come for a while, with its data');

/** A reusable part used by a flow or a screen, with its arguments (`flows/parts/*.part.json`, a document with `"part"`). */
export const PartUse = z.strictObject({
  part: z
    .string()
    .regex(/^[a-z][\w-]*$/)
    .describe('the name of a part (a document with "part": name)'),
  with: z.record(z.string(), z.unknown()).optional().describe("the part's arguments by parameter name"),
  note: z.string().optional(),
});
export type PartUse = z.infer<typeof PartUse>;

/** A screen's idle policy; see `IdlePolicy` in types.ts. */
export const Idle = z
  .enum(['visit', 'quiet', 'off', 'end'])
  .describe(
    'what the idle timeout does: "visit" (default) warns, then returns home; "quiet" returns home without a warning (screens that hold nothing of a visitor); "off" never (screens that finish by themselves); "end" an end screen: home after the end-screen timeout, no way out needed',
  );

export const Screen = z.strictObject({
  description: z.string().optional(),
  path: z.string().startsWith('/').describe('route of the screen, e.g. "/:kioskId/:language/profiles"'),
  widget: z.string().describe('screen widget type from the widget registry (flows/WIDGETS.md)'),
  props: z.record(z.string(), Logic).optional(),
  load: Load.optional(),
  enter: z.array(Effect).optional(),
  exit: z.array(Effect).optional(),
  always: z.array(AlwaysTransition).optional().describe('eventless transitions: checked when the screen opens and whenever the context changes while it shows'),
  on: z.record(z.string(), z.array(Transition)).optional(),
  poll: Poll.optional(),
  after: Milliseconds.optional().describe('the screen gets the event "after" once it has shown this long (ms, or json-logic): a delayed transition'),
  debounce: z.record(EventName, Debounce).optional(),
  use: z.array(PartUse).optional().describe("parts whose handlers join the screen's (before its own entries of the same event)"),
  idle: Idle.optional(),
  deepLink: z.boolean().optional().describe('may be opened directly from its URL (reload, deep link)'),
  restore: z.string().optional().describe('screen shown instead when this one is opened from its URL'),
});
export type Screen = z.infer<typeof Screen>;

/** The kiosk's timeouts, set once in the main flow. */
export const Timeouts = z.strictObject({
  idle: Milliseconds.optional().describe('time without a touch before a screen returns home (ms, or json-logic); none: no idle timeout'),
  endScreen: Milliseconds.optional().describe('how long an end screen shows (ms, or json-logic); none: end screens stay'),
});
export type Timeouts = z.infer<typeof Timeouts>;

/** One step of the next-step table: its name, when it applies and where it starts. */
export const NextStep = z.strictObject({
  step: z.string().min(1).describe('the name of the step (core §4, site-operations §2 "Next-step order")'),
  if: Logic.optional().describe('json-logic: the step applies when it holds; absent: always (the last step)'),
  do: z.array(Effect).optional(),
  goto: Goto.describe('the screen the step starts: "flow/screen" or a screen of the main flow'),
  note: z.string().optional(),
});
export type NextStep = z.infer<typeof NextStep>;

/**
 * The next-step table of the main flow (`"next"`): an ordered list of steps, the first that applies
 * is taken. A sub-flow that is done goes to `@next` and lands on the step that follows, without
 * naming it; the table is one eventless screen, `nextStep`, on `path`.
 */
export const NextTable = z.strictObject({
  description: z.string().optional(),
  path: z.string().startsWith('/').describe('route of the next-step screen'),
  restore: z.string().optional().describe('screen shown instead when the next-step route is opened from its URL'),
  steps: z.array(NextStep).min(1),
});
export type NextTable = z.infer<typeof NextTable>;

/** A top-level context key. */
const ContextKey = z.string().regex(/^[A-Za-z_$][\w$]*$/, 'a top-level context key such as "downtime"');

export const Flow = z.strictObject({
  $schema: z.string().optional(),
  id: z.string().regex(/^[a-z][\w-]*$/),
  description: z.string().optional(),
  start: z.string().describe('the home screen'),
  context: z.record(z.string(), z.unknown()).optional().describe('initial context values'),
  keep: z.array(ContextPath).optional().describe('context keys kept when the kiosk returns home'),
  stored: z
    .record(ContextKey, z.string().min(1))
    .optional()
    .describe(
      'context key → local-storage key: loaded when the kiosk starts, kept when it returns home; write them with the store effect (failed-action and downtime records)',
    ),
  timeouts: Timeouts.optional().describe("the kiosk's idle and end-screen timeouts (main flow)"),
  poll: z.array(Poll).optional().describe('kiosk-wide polls of the main flow: they run on every screen for as long as the kiosk runs (kiosk status)'),
  on: z.record(z.string(), z.array(Transition)).optional().describe('events handled on every screen that does not handle them itself'),
  next: NextTable.optional().describe('the next-step table (main flow): sub-flows go on with "goto": "@next"'),
  use: z.array(PartUse).optional().describe("parts whose screens and handlers join the flow's"),
  screens: z.record(z.string(), Screen),
});
export type Flow = z.infer<typeof Flow>;

/**
 * A part of a flow (`"partOf": "visitor"`): screens, flow-level handlers, kiosk-wide polls and kept
 * or stored context written in a document of its own, so one idea (the kiosk platform: start,
 * status, downtime, blocked and restricted pages) has its room while its screens keep the flow's
 * names (`starting`, not `platform/starting`). The compiler joins a part into its flow before
 * anything else (`joinFlowParts` in parts.ts); a screen or handler defined in both is an error.
 * Its `use` of reusable parts joins the flow's.
 */
export const FlowPart = z.strictObject({
  $schema: z.string().optional(),
  partOf: z
    .string()
    .regex(/^[a-z][\w-]*$/)
    .describe('the id of the flow this document is a part of'),
  description: z.string().optional(),
  context: Flow.shape.context,
  keep: Flow.shape.keep,
  stored: Flow.shape.stored,
  timeouts: Flow.shape.timeouts,
  poll: Flow.shape.poll,
  on: Flow.shape.on,
  use: Flow.shape.use,
  screens: z.record(z.string(), Screen).optional(),
});
export type FlowPart = z.infer<typeof FlowPart>;

/** The type of a part's parameter: what an argument must be. */
export const ParamType = z.enum(['string', 'number', 'boolean', 'logic', 'effects', 'goto', 'path']);
export type ParamType = z.infer<typeof ParamType>;

/** A declared parameter of a part. */
export const Param = z.strictObject({
  type: ParamType.describe(
    'string, number, boolean; logic (json-logic or any value); effects (a list of effects); goto (a screen, "flow/screen" or a keyword); path (a context path)',
  ),
  description: z.string().optional(),
  default: z.unknown().optional().describe('the value when the use gives none; without it the parameter is required'),
  optional: z.boolean().optional().describe('may be left out: a member whose whole value is the parameter is then left out'),
});
export type Param = z.infer<typeof Param>;

/**
 * A reusable part (`flows/parts/phoneCheck.part.json`, `"part": "phoneCheck"`): screens and
 * handlers written once, used by several flows (`"use"` of a flow) or screens (`"use"` of a
 * screen) with arguments. `"${name}"` as a whole value is the argument itself (an optional one
 * without an argument leaves its member out); `"...${name}"` as an item of a list splices a list
 * argument in (effects into a `do`); inside a longer text or a key (a screen's id), its text.
 */
export const Part = z.strictObject({
  $schema: z.string().optional(),
  part: z
    .string()
    .regex(/^[a-z][\w-]*$/)
    .describe('the name flows and screens use it by'),
  description: z.string().optional(),
  params: z.record(z.string().regex(/^[A-Za-z][\w]*$/), Param).optional(),
  on: z
    .record(z.string(), z.array(z.unknown()))
    .optional()
    .describe(
      'handlers the part adds (the flow handler format, with "\u0024{param}"s and "...\u0024{param}"s): a screen\'s when a screen uses it, the flow\'s when a flow does; its entries of an event come before the user\'s own',
    ),
  screens: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('screens the part adds to a flow that uses it (the flow screen format, with "\u0024{param}"s)'),
});
export type Part = z.infer<typeof Part>;

/** A named value (`{"const": "ApprovalStatus.TimedOut"}`): a number or a text of the spec. */
const ConstantValue = z.union([z.number(), z.string()]);

/**
 * A rules file (`rules/*.rules.json`): named json-logic conditions and decisions, and named
 * constants — the spec's numbered states and flags by name (`{"const": "FieldType.PhoneNumber"}`),
 * replaced by their value when the flows are compiled.
 */
export const RulesFile = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  constants: z
    .record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/), z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), ConstantValue))
    .optional()
    .describe('groups of named values: group → name → value'),
  rules: z.record(z.string(), z.strictObject({ description: z.string(), logic: Logic })).optional(),
});
export type RulesFile = z.infer<typeof RulesFile>;
