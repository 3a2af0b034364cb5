import * as z from 'zod/mini';
import { described } from '../../zod.ts';

/**
 * The document schemas of the effects a flow writes (DESIGN.md "Effects are data too"): one per kind
 * of this folder, and what their values are (json-logic, context paths, event names, ms). The flow
 * schema and the compiler read them (src/engine/schema.ts, compile.ts); a built program runs
 * without them (the build checked the documents, docs/decisions/0018), so the kinds' modules import
 * only their types and a build leaves these out of the kiosk's bundle.
 */
/** A json-logic expression (https://jsonlogic.com) or a literal value. Checked by `compile`. */
export const Logic = described(z.unknown(), 'json-logic expression or literal value');

/** Dotted path into the flow context, e.g. `questionary.index`. */
export const ContextPath = described(
  z.string().check(z.regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, 'a dotted context path such as "questionary.index"')),
  'dotted path into the flow context',
);

export const EventName = described(z.string().check(z.regex(/^@?[A-Za-z][\w.-]*$/, 'an event name such as "select" or "phoneChecked"')), 'event name');

/** Milliseconds: a number, or json-logic giving them. */
export const Milliseconds = described(
  z.union([z.number().check(z.int(), z.nonnegative()), z.record(z.string(), z.unknown())]),
  'milliseconds, or json-logic giving them',
);

/** Call arguments by name: values or json-logic. The catalog fills the ambient ones (kioskId, language, ...) it is not given. */
export const CallArgs = described(
  z.record(z.string(), Logic),
  'arguments by name (values or json-logic); kioskId, language, profileId and visitorId come from the context when not given',
);

/**
 * `"retry": {"status": [409], "after": [1000, 2000, 4000]}`: a backoff the runtime applies to one
 * call (site-operations spec §4 "Saving a weighing retries on HTTP 409 after 1 s, then 2 s, then
 * 4 s, then returns the last response"). A failure whose HTTP status is listed is tried again after
 * the next delay (ms); once the delays are used up, the last answer is the call's outcome. Leaving
 * the screen cancels a retry that waits.
 */
export const CallRetry = described(
  z.strictObject({
    status: described(z.array(z.number().check(z.int(), z.gte(100), z.lte(599))).check(z.minLength(1)), 'the HTTP statuses that are tried again, e.g. [409]'),
    after: described(z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)), 'the waits before each new try, in ms, e.g. [1000, 2000, 4000]'),
  }),
  'try the call again after these waits (ms) while it fails with one of these HTTP statuses; then the last answer counts',
);
export type CallRetry = z.infer<typeof CallRetry>;

/**
 * `{"call": "checkout.findVisitor", "args": {...}, "into": "checkout.found", "done": "found", "error": "notFound"}`:
 * calls the server by catalog name (src/api). The answer goes `into` a context path and sends
 * `done` (with `event.data`); a failure sets `error` in the context and sends `error` (with
 * `event.error`), or the flow-level `error` when the effect names none.
 */
export const CallEffect = described(
  z.strictObject({
    call: described(z.string(), 'call name from the call catalog (src/api)'),
    args: z.optional(CallArgs),
    into: z.optional(ContextPath),
    done: described(z.optional(EventName), 'event sent when the call answers (event.data is the answer)'),
    error: described(z.optional(EventName), 'event sent when the call fails (event.error); default: the flow-level "error"'),
    retry: z.optional(CallRetry),
    background: described(
      z.optional(z.boolean()),
      'deliver the answer whatever screen or visitor the kiosk is on by then (kiosk-wide records such as the downtime report); never for visitor data',
    ),
  }),
  'call the server',
);

/** One call of a screen's `load`. */
export const LoadCall = z.strictObject({
  call: described(z.string(), 'call name from the call catalog (src/api)'),
  args: z.optional(CallArgs),
  into: z.optional(ContextPath),
  if: described(z.optional(Logic), 'json-logic: the call runs only when it holds (e.g. data a deep link lacks)'),
  optional: described(z.optional(z.boolean()), 'a failure of this call does not fail the load (the kiosk works without its answer)'),
  translations: described(
    z.optional(z.literal('visit')),
    '"visit": the answer (namespace → key → text) also goes over the kiosk\'s texts of the current language until the kiosk returns home',
  ),
  note: z.optional(z.string()),
});
export type LoadCall = z.infer<typeof LoadCall>;

/**
 * What a screen loads when it opens (`"load": {"calls": [...]}`): the calls run at once and the
 * runtime joins them; once all have answered the screen gets one `done` event, or `error` (with
 * `event.error` and `event.call`) when a call that is not `optional` failed. Each answer is stored
 * `into` its path as it is; a load whose calls are all skipped (their `if`, or the load's own `if`)
 * is done at once.
 */
export const Load = z.strictObject({
  if: described(z.optional(Logic), 'json-logic: the load runs only when it holds; otherwise it is done at once'),
  calls: z.array(LoadCall).check(z.minLength(1)),
  done: described(z.optional(EventName), 'event sent when every call answered; default "done"'),
  error: described(z.optional(EventName), 'event sent when a call that is not optional failed; default "error"'),
  note: z.optional(z.string()),
});
export type Load = z.infer<typeof Load>;

/** `{"log": {"cat": ["call failed: ", {"var": "error.message"}]}, "level": 2}`: writes a log line (console; the general log call from level 3). */
export const LogEffect = described(
  z.strictObject({
    log: Logic,
    level: described(z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))), '0 debug, 1 info, 2 warning, 3 error (also sent to the site)'),
  }),
  'write a log line',
);

/** `{"merge": "questionary.answers", "with": {"var": "event.answers"}}`: shallow-merges an object into a context value (pure). */
export const MergeEffect = described(z.strictObject({ merge: ContextPath, with: Logic }), 'shallow-merge an object into a context value');

/** `{"reload": true}`: reloads the whole app (a changed kiosk status version, site-operations §4). */
export const ReloadEffect = described(z.strictObject({ reload: z.literal(true) }), 'reload the app');

/** `{"redirect": {"rule": "portalUrl"}}`: sends the browser to a URL (the portal after an abort, core §4). */
export const RedirectEffect = described(z.strictObject({ redirect: Logic }), 'send the browser to a URL');

/**
 * A call repeated on an interval — one construct for every scope: on a screen (`"poll": {...}`)
 * it runs while the screen shows (host approval, core §4); in a flow's `poll` list it is
 * kiosk-wide and runs on every screen for as long as the kiosk runs (kiosk status, site-operations
 * §4). Each answer is stored `into`; `done` is sent after each answer, or, with `until`, once it
 * holds (the poll then stops). A failed call is tried again after `everyAfterError` and sends
 * `error` when one is named. `limit` (ms) ends a screen poll with `timeout`.
 */
export const Poll = z.strictObject({
  description: z.optional(z.string()),
  call: described(z.string(), 'call name from the call catalog (src/api)'),
  args: z.optional(CallArgs),
  into: z.optional(ContextPath),
  every: described(Milliseconds, 'interval after an answer (ms)'),
  everyAfterError: described(z.optional(Milliseconds), 'interval after a failed call (ms); default `every`'),
  until: described(z.optional(Logic), 'json-logic over the context (the answer stored): stop and send `done` once it holds'),
  limit: described(z.optional(Milliseconds), 'a screen poll stops after this long (ms) and sends `timeout`'),
  done: described(z.optional(EventName), 'event sent after each answer, or once `until` holds; default "done"'),
  error: described(z.optional(EventName), 'event sent after each failed call (the poll goes on); default none'),
  timeout: described(z.optional(EventName), 'event sent when `limit` passes'),
});
export type Poll = z.infer<typeof Poll>;

/**
 * `{"run": "recordFailedAction", "args": {...}}`: a named effect implemented in code and supplied
 * by the registry (the engine knows none by name). Its arguments are evaluated, checked against its
 * schema by the compiler where they are literal, and it returns the new context and runtime effects.
 */
export const RunEffect = described(
  z.strictObject({ run: described(z.string().check(z.minLength(1)), 'name of a code effect of the registry'), args: z.optional(CallArgs) }),
  'run a named code effect',
);

/**
 * `{"send": "lookup", "after": 700, "data": {"var": "event.value"}}`: sends an event to the current
 * screen, now or after a delay (ms) — the one way a flow waits. A delayed send is a timer of the
 * screen entry: leaving the screen cancels it, and sending the same event again restarts it (a
 * debounce). The event carries `data`.
 */
export const SendEffect = described(
  z.strictObject({ send: EventName, after: described(z.optional(Logic), 'delay in ms (or json-logic)'), data: z.optional(Logic) }),
  'send an event, now or after a delay',
);

/** `{"set": "questionary.index", "to": 0}`: writes a context value (pure). */
export const SetEffect = described(z.strictObject({ set: ContextPath, to: Logic }), 'set a context value');

/** `{"store": "gatehouse.downtime", "value": {"var": "downtime"}}`: keeps a value in local storage (the failed-action and downtime records of core §4). */
export const StoreEffect = described(z.strictObject({ store: z.string().check(z.minLength(1)), value: Logic }), 'keep a value in local storage');

/** `{"forget": "gatehouse.downtime"}`: removes a local-storage key. */
export const ForgetEffect = described(z.strictObject({ forget: z.string().check(z.minLength(1)) }), 'remove a local-storage key');

/** `{"translations": {"var": "localization"}}`: loads translations (namespace → key → text) of the context's language into i18next. */
export const TranslationsEffect = described(z.strictObject({ translations: Logic }), 'load translations for the current language');

/** `{"unset": ["checkout", "identification.problem"]}`: removes context values (pure). */
export const UnsetEffect = described(z.strictObject({ unset: z.array(ContextPath) }), 'remove context values');

/** One effect of `enter`, `exit` or a transition's `do`: exactly one of the kinds above. */
export const Effect = z.union([
  SetEffect,
  MergeEffect,
  UnsetEffect,
  CallEffect,
  SendEffect,
  LogEffect,
  TranslationsEffect,
  StoreEffect,
  ForgetEffect,
  ReloadEffect,
  RedirectEffect,
  RunEffect,
]);
export type Effect = z.infer<typeof Effect>;
