import { z } from 'zod';

/**
 * The zod schema of flow documents: the single definition of the flow format (DESIGN.md "Flow
 * documents"). `flows/flow.schema.json` is generated from it (`npm run flows:schema`) and a test
 * keeps the committed file current.
 */

/** A json-logic expression (https://jsonlogic.com) or a literal value. Checked by `compile`. */
export const Logic = z.unknown().describe('json-logic expression or literal value');
export type Logic = unknown;

/** Dotted path into the flow context, e.g. `questionary.index`. */
const ContextPath = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, 'a dotted context path such as "questionary.index"')
  .describe('dotted path into the flow context');

const EventName = z.string().min(1).describe('event name');

/** Set a context value (pure: applied by the engine). */
export const SetEffect = z.strictObject({ set: ContextPath, to: Logic });
/** Shallow-merge an object into a context value (pure). */
export const MergeEffect = z.strictObject({ merge: ContextPath, with: Logic });
/** Remove context values (pure). */
export const UnsetEffect = z.strictObject({ unset: z.array(ContextPath) });
/** Call the server by catalog name; the answer goes `into` a context path, then `then` fires. */
export const CallEffect = z.strictObject({
  call: z.string().describe('call name from the call catalog (src/api)'),
  args: z.record(z.string(), Logic).optional(),
  into: ContextPath.optional(),
  then: EventName.optional().describe('event sent when the call succeeds'),
  catch: EventName.optional().describe('event sent when the call fails; default: the flow-level "error"'),
  background: z
    .boolean()
    .optional()
    .describe('deliver the answer whatever screen or visitor the kiosk is on by then (kiosk-wide records such as the downtime report); never for visitor data'),
});
/** Write a log line (console, and the general log call at error level). */
export const LogEffect = z.strictObject({ log: Logic, level: z.number().int().min(0).max(3).optional() });
/** Send an event to the current screen, now or after a delay (a timer, cancelled on exit). */
export const SendEffect = z.strictObject({ send: EventName, after: Logic.optional(), data: Logic.optional() });
/** Load translations (namespace → key → text) for the current language into i18next. */
export const TranslationsEffect = z.strictObject({ translations: Logic });
/** Persist a value in local storage under a key (spec failed-action and downtime records). */
export const StoreEffect = z.strictObject({ store: z.string(), value: Logic });
/** Remove a local-storage key. */
export const ForgetEffect = z.strictObject({ forget: z.string() });
/** Reload the whole app (e.g. a changed kiosk status version). */
export const ReloadEffect = z.strictObject({ reload: z.literal(true) });
/** Redirect the browser to a URL. */
export const RedirectEffect = z.strictObject({ redirect: Logic });

export const Effect = z.union([
  SetEffect,
  MergeEffect,
  UnsetEffect,
  CallEffect,
  LogEffect,
  SendEffect,
  TranslationsEffect,
  StoreEffect,
  ForgetEffect,
  ReloadEffect,
  RedirectEffect,
]);
export type Effect = z.infer<typeof Effect>;

/**
 * Where a transition goes: a screen id of the same flow, `flow/screen`, or a keyword:
 * `@home` (the start screen, visitor data cleared), `@back` (the previous screen), `@stay`.
 */
export const Goto = z.string().min(1).describe('screen id, "flow/screen", "@home", "@back" or "@stay"');

/** One guarded entry of an event's ordered list; the first entry with a `goto` that holds wins. */
export const Transition = z.strictObject({
  if: Logic.optional().describe('json-logic condition; absent = always'),
  do: z.array(Effect).optional(),
  goto: Goto.optional(),
  note: z.string().optional().describe('why this entry exists, for integrators and traces'),
});
export type Transition = z.infer<typeof Transition>;

const Milliseconds = z.union([z.number().int().nonnegative(), z.record(z.string(), z.unknown())]).describe('milliseconds, or json-logic giving them');

/** Call a server call every `every` ms until `until` holds (then send `then`). */
export const Poll = z.strictObject({
  call: z.string(),
  args: z.record(z.string(), Logic).optional(),
  into: ContextPath,
  every: Milliseconds,
  everyAfterError: Milliseconds.optional().describe('interval after a failed call; default `every`'),
  timeout: Milliseconds.optional().describe('overall timeout; then `onTimeout` is sent'),
  until: Logic,
  then: EventName,
  onTimeout: EventName.optional(),
  onError: EventName.optional().describe('sent on each failed call (the poll goes on)'),
});
export type Poll = z.infer<typeof Poll>;

export const Timer = z.strictObject({ ms: Milliseconds, send: EventName });

export const Screen = z.strictObject({
  path: z.string().startsWith('/').describe('route of the screen, e.g. "/:kioskId/:language/profiles"'),
  widget: z.string().describe('screen widget type from the widget registry'),
  props: z.record(z.string(), Logic).optional(),
  enter: z.array(Effect).optional(),
  exit: z.array(Effect).optional(),
  on: z.record(z.string(), z.array(Transition)).optional(),
  poll: Poll.optional(),
  after: z.array(Timer).optional(),
  end: z.boolean().optional().describe('an end screen: no way out but its timer or the idle timeout'),
  idle: z.enum(['home', 'none']).optional().describe('what the general idle timeout does; default "home"'),
  idleWarning: z
    .boolean()
    .optional()
    .describe(
      'warn the visitor before the idle timeout returns home (default true); false for screens that hold nothing of a visitor, such as the language selection',
    ),
  deepLink: z.boolean().optional().describe('may be opened directly from its URL (reload, deep link)'),
  restore: z.string().optional().describe('screen shown instead when this one is opened from its URL'),
  description: z.string().optional(),
});
export type Screen = z.infer<typeof Screen>;

/**
 * A background poll of the main flow (site-operations spec §4 "Kiosk status"): runs on every screen
 * for as long as the kiosk runs, independent of screens and visitors. Each answer is stored `into`
 * and sends `then`; each failure sends `onError` with `event.error`. A screen may handle these
 * events itself; otherwise the flow-level handler does.
 */
export const Watch = z.strictObject({
  call: z.string().describe('call name from the call catalog (src/api)'),
  args: z.record(z.string(), Logic).optional(),
  into: ContextPath.optional(),
  every: Milliseconds,
  everyAfterError: Milliseconds.optional().describe('interval after a failed call; default `every`'),
  then: EventName.describe('event sent after each answer'),
  onError: EventName.optional().describe('event sent after each failed call'),
  description: z.string().optional(),
});
export type Watch = z.infer<typeof Watch>;

/** A top-level context key. */
const ContextKey = z.string().regex(/^[A-Za-z_$][\w$]*$/, 'a top-level context key such as "downtime"');

export const Flow = z.strictObject({
  $schema: z.string().optional(),
  id: z.string().regex(/^[a-z][\w-]*$/),
  description: z.string().optional(),
  start: z.string().describe('the home screen'),
  context: z.record(z.string(), z.unknown()).optional().describe('initial context values'),
  keep: z.array(z.string()).optional().describe('context keys kept when the kiosk returns home'),
  stored: z
    .record(ContextKey, z.string().min(1))
    .optional()
    .describe(
      'context key → local-storage key: loaded when the kiosk starts, kept when it returns home; write them with the store effect (failed-action and downtime records)',
    ),
  watch: z.array(Watch).optional().describe('background polls of the main flow, running on every screen (kiosk status)'),
  on: z.record(z.string(), z.array(Transition)).optional().describe('events handled on every screen'),
  screens: z.record(z.string(), Screen),
});
export type Flow = z.infer<typeof Flow>;

/** A rules file: named json-logic conditions and decisions (`rules/*.rules.json`). */
export const RulesFile = z.strictObject({
  $schema: z.string().optional(),
  rules: z.record(z.string(), z.strictObject({ description: z.string(), logic: Logic })),
});
export type RulesFile = z.infer<typeof RulesFile>;
