import { z } from 'zod';

/**
 * The document schemas of the effects a flow writes (DESIGN.md "Effects are data too"): one per kind
 * of this folder, and what their values are (json-logic, context paths, event names, ms). The flow
 * schema and the compiler read them (src/engine/schema.ts, compile.ts); a built program runs
 * without them (the build checked the documents, docs/decisions/0018), so the kinds' modules import
 * only their types and a build leaves these out of the kiosk's bundle.
 */
/** A json-logic expression (https://jsonlogic.com) or a literal value. Checked by `compile`. */
export const Logic = z.unknown().describe('json-logic expression or literal value');

/** Dotted path into the flow context, e.g. `questionary.index`. */
export const ContextPath = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, 'a dotted context path such as "questionary.index"')
  .describe('dotted path into the flow context');

export const EventName = z
  .string()
  .regex(/^@?[A-Za-z][\w.-]*$/, 'an event name such as "select" or "phoneChecked"')
  .describe('event name');

/** Milliseconds: a number, or json-logic giving them. */
export const Milliseconds = z.union([z.number().int().nonnegative(), z.record(z.string(), z.unknown())]).describe('milliseconds, or json-logic giving them');

/** `"if"` on an effect: it runs only when the condition holds (as a load's call with an `if`). */
const guard = { if: Logic.optional().describe('json-logic: the effect runs only when it holds') };

/** Call arguments by name: values or json-logic. The catalog fills the ambient ones (kioskId, language, ...) it is not given. */
export const CallArgs = z
  .record(z.string(), Logic)
  .describe('arguments by name (values or json-logic); kioskId, language, profileId and visitorId come from the context when not given');

/**
 * `"retry": {"status": [{"const": "HttpStatus.Conflict"}], "after": [1000, 2000, 4000]}`: a backoff the runtime applies to one
 * call (site-operations spec §4 "Saving a weighing retries on HTTP 409 after 1 s, then 2 s, then
 * 4 s, then returns the last response"). A failure whose HTTP status is listed is tried again after
 * the next delay (ms); once the delays are used up, the last answer is the call's outcome. Leaving
 * the screen cancels a retry that waits.
 */
export const CallRetry = z
  .strictObject({
    status: z
      .array(z.strictObject({ const: z.string() }))
      .min(1)
      .describe('the HTTP statuses that are tried again, by name: [{"const": "HttpStatus.Conflict"}]'),
    after: z.array(z.number().int().positive()).min(1).describe('the waits before each new try, in ms, e.g. [1000, 2000, 4000]'),
  })
  .describe('try the call again after these waits (ms) while it fails with one of these HTTP statuses; then the last answer counts');
export type CallRetry = z.infer<typeof CallRetry>;

/**
 * `{"call": "checkout.findVisitor", "args": {...}, "into": "checkout.found", "done": "found", "error": "notFound"}`:
 * calls the server by catalog name (src/api). The answer goes `into` a context path and sends
 * `done` (with `event.data`); a failure sets `error` in the context and sends `error` (with
 * `event.error`), or the flow-level `error` when the effect names none.
 */
export const CallEffect = z
  .strictObject({
    call: z.string().describe('call name from the call catalog (src/api)'),
    args: CallArgs.optional(),
    into: ContextPath.optional(),
    done: EventName.optional().describe('event sent when the call answers (event.data is the answer)'),
    error: EventName.optional().describe('event sent when the call fails (event.error); default: the flow-level "error"'),
    retry: CallRetry.optional(),
    ...guard,
    background: z
      .boolean()
      .optional()
      .describe(
        'deliver the answer whatever screen or visitor the kiosk is on by then (kiosk-wide records such as the downtime report); never for visitor data',
      ),
  })
  .describe('call the server');

/** One call of a screen's `load`. */
export const LoadCall = z.strictObject({
  call: z.string().describe('call name from the call catalog (src/api)'),
  args: CallArgs.optional(),
  into: ContextPath.optional(),
  if: Logic.optional().describe('json-logic: the call runs only when it holds (e.g. data a deep link lacks)'),
  optional: z.boolean().optional().describe('a failure of this call does not fail the load (the kiosk works without its answer)'),
  translations: z
    .enum(['language', 'visit'])
    .optional()
    .describe(
      'the answer (namespace → key → text) is also texts of the current language: "language" for the kiosk, "visit" over the kiosk\'s texts until the kiosk returns home',
    ),
  note: z.string().optional(),
});
export type LoadCall = z.infer<typeof LoadCall>;

/**
 * What a screen loads when it opens (`"load": {"calls": [...]}`): the calls run at once and the
 * runtime joins them; once all have answered the screen gets one `done` event, or `error` (with
 * `event.error` and `event.call`) when a call that is not `optional` failed. Each answer is stored
 * `into` its path as it is; a load whose calls are all skipped (their `if`, or the load's own `if`)
 * is done at once.
 */
/**
 * `"retry": {"if": {"rule": "weighingRetries"}, "after": 5000, "count": "weighing.attemptNumber"}`:
 * a load asked again while its answers say so (site-operations §4: "a failure with canRetry asks
 * again after 5 s with attempts + 1"). `count` is the attempt: 1 when the screen opens, one more
 * at each new try (the calls' arguments read it); `times` ends the tries (then `done` as usual).
 */
export const LoadRetry = z
  .strictObject({
    if: Logic.describe('json-logic over the context with the answers stored (and `event.error` when a call failed): ask again while it holds'),
    after: Milliseconds.describe('the wait before each new try (ms)'),
    count: ContextPath.optional().describe('the attempt number in the context: 1 at the first try, one more at each new one'),
    times: z.number().int().positive().optional().describe('the most tries in all, counted in `count`; none: as long as `if` holds'),
  })
  .describe('ask the load again after a wait while its answers say so');
export type LoadRetry = z.infer<typeof LoadRetry>;

export const Load = z.strictObject({
  if: Logic.optional().describe('json-logic: the load runs only when it holds; otherwise it is done at once'),
  calls: z.array(LoadCall).min(1),
  retry: LoadRetry.optional(),
  done: EventName.optional().describe('event sent when every call answered; default "done"'),
  error: EventName.optional().describe('event sent when a call that is not optional failed; default "error"'),
  note: z.string().optional(),
});
export type Load = z.infer<typeof Load>;

/** `{"log": {"cat": ["call failed: ", {"var": "error.message"}]}, "level": "warning"}`: writes a log line (console; the general log call at "error"). */
export const LogEffect = z
  .strictObject({
    log: Logic,
    level: z.enum(['debug', 'info', 'warning', 'error']).optional().describe('"debug" (default), "info", "warning", "error" (also sent to the site)'),
    ...guard,
  })
  .describe('write a log line');

/** `{"merge": "questionary.answers", "with": {"var": "event.answers"}}`: shallow-merges an object into a context value (pure). */
export const MergeEffect = z.strictObject({ merge: ContextPath, with: Logic, ...guard }).describe('shallow-merge an object into a context value');

/** `{"reload": true}`: reloads the whole app (a changed kiosk status version, site-operations §4). */
export const ReloadEffect = z.strictObject({ reload: z.literal(true), ...guard }).describe('reload the app');

/** `{"redirect": {"rule": "portalUrl"}}`: sends the browser to a URL (the portal after an abort, core §4). */
export const RedirectEffect = z.strictObject({ redirect: Logic, ...guard }).describe('send the browser to a URL');

/**
 * A call repeated on an interval — one construct for every scope: on a screen (`"poll": {...}`)
 * it runs while the screen shows (host approval, core §4); in a flow's `poll` list it is
 * kiosk-wide and runs on every screen for as long as the kiosk runs (kiosk status, site-operations
 * §4). Each answer is stored `into`; `done` is sent after each answer, or, with `until`, once it
 * holds (the poll then stops). A failed call is tried again after `everyAfterError` and sends
 * `error` when one is named. `limit` (ms) ends a screen poll with `timeout`.
 */
export const Poll = z.strictObject({
  description: z.string().optional(),
  call: z.string().describe('call name from the call catalog (src/api)'),
  args: CallArgs.optional(),
  into: ContextPath.optional(),
  every: Milliseconds.describe('interval after an answer (ms)'),
  everyAfterError: Milliseconds.optional().describe('interval after a failed call (ms); default `every`'),
  until: Logic.optional().describe('json-logic over the context (the answer stored): stop and send `done` once it holds'),
  limit: Milliseconds.optional().describe('a screen poll stops after this long (ms) and sends `timeout`'),
  done: EventName.optional().describe('event sent after each answer, or once `until` holds; default "done"'),
  error: EventName.optional().describe('event sent after each failed call (the poll goes on); default none'),
  timeout: EventName.optional().describe('event sent when `limit` passes'),
});
export type Poll = z.infer<typeof Poll>;

/**
 * `{"run": "recordFailedAction", "args": {...}}`: a named effect implemented in code and supplied
 * by the registry (the engine knows none by name). Its arguments are evaluated, checked against its
 * schema by the compiler where they are literal, and it returns the new context and runtime effects.
 */
export const RunEffect = z
  .strictObject({ run: z.string().min(1).describe('name of a code effect of the registry'), args: CallArgs.optional(), ...guard })
  .describe('run a named code effect');

/** `{"count": "checkout.attempt"}`: one more in a counter of the context (absent: 0), e.g. the badge lookups a widget numbers; `"by": -1` one less (a page back). */
export const CountEffect = z
  .strictObject({ count: ContextPath, by: z.number().int().optional().describe('what is added; default 1'), ...guard })
  .describe('add one (or `by`) to a counter of the context');

/** `{"set": "questionary.index", "to": 0}`: writes a context value (pure). */
export const SetEffect = z.strictObject({ set: ContextPath, to: Logic, ...guard }).describe('set a context value');

/** `{"store": "gatehouse.downtime", "value": {"var": "downtime"}}`: keeps a value in local storage (the failed-action and downtime records of core §4). */
export const StoreEffect = z.strictObject({ store: z.string().min(1), value: Logic, ...guard }).describe('keep a value in local storage');

/** `{"forget": "gatehouse.downtime"}`: removes a local-storage key. */
export const ForgetEffect = z.strictObject({ forget: z.string().min(1), ...guard }).describe('remove a local-storage key');

/** `{"translations": {"var": "localization"}}`: loads translations (namespace → key → text) of the context's language into i18next. */
export const TranslationsEffect = z.strictObject({ translations: Logic, ...guard }).describe('load translations for the current language');

/** `{"unset": ["checkout", "identification.problem"]}`: removes context values (pure). */
export const UnsetEffect = z.strictObject({ unset: z.array(ContextPath), ...guard }).describe('remove context values');

/** One effect of `enter`, `exit` or a transition's `do`: exactly one of the kinds above. */
export const Effect = z.union([
  SetEffect,
  MergeEffect,
  UnsetEffect,
  CallEffect,
  CountEffect,
  LogEffect,
  TranslationsEffect,
  StoreEffect,
  ForgetEffect,
  ReloadEffect,
  RedirectEffect,
  RunEffect,
]);
export type Effect = z.infer<typeof Effect>;
