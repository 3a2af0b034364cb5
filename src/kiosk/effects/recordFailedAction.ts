import { z } from 'zod';
import type { Context } from '../../engine/context.ts';
import type { CodeEffect } from '../../engine/effects/effect.ts';

/** The local-storage key of the downtime record (core spec §4 "Failed registration"); the visitor flow's `stored.downtime`. */
export const DOWNTIME_STORAGE_KEY = 'gatehouse.downtime';

/** The failed action of core spec §4 "Failed registration": its label and message. */
export const FAILED_REGISTRATION = { action: 'api/visitor', message: 'could not register visitor' } as const;

const Args = z.object({
  /** What failed; default the registration's label `api/visitor`. */
  action: z.string().min(1).default(FAILED_REGISTRATION.action),
  /** Why; default `could not register visitor`. */
  message: z.string().min(1).default(FAILED_REGISTRATION.message),
  /** The failed call's error message, when there is one. */
  error: z.string().nullish(),
  /** Details put over what the visitor entered (e.g. `isETicketRegistration`). */
  registration: z.record(z.string(), z.unknown()).nullish(),
});

/** What the visitor entered, from the context: the registration that could not be sent. */
function registrationOf(context: Context): Record<string, unknown> {
  const questionary = context.questionary as { answers?: unknown } | undefined;
  const registration = context.registration as { startedOn?: unknown } | undefined;
  const entered: Record<string, unknown> = {
    profileId: context.profileId ?? null,
    language: context.language ?? null,
    registrationStartedOn: registration?.startedOn ?? null,
    answers: questionary?.answers ?? {},
  };
  if (context.visitorId != null) entered.visitorId = context.visitorId;
  return entered;
}

/** The downtime record in the context and in local storage: when the downtime started and what failed since. */
export interface DowntimeRecord {
  readonly startDowntime: unknown;
  readonly failedActions: readonly Record<string, unknown>[];
}

/**
 * `{"run": "recordFailedAction", "args": {"error": {"var": "event.error.message"}}}`: core spec §4
 * "Failed registration" and site-operations §4 "Downtime, failure and abort": the failed action
 * (by default the registration's, `api/visitor` "could not register visitor"), with what the
 * visitor entered (profile, language, start, answers, visitor; `registration` adds to it), is added
 * to the downtime record, whose start is recorded once; the record goes to local storage (reported
 * by the status check once the server answers again) and the failure is logged at error level.
 *
 * @example
 * recordFailedAction.resolve({ action: 'api/visitor', message: 'could not register visitor' }, { context, at: 1732266000000 });
 * // context.downtime: { startDowntime: 1732266000000, failedActions: [{ action: 'api/visitor', ..., occurredOn: 1732266000000 }] }
 */
export const recordFailedAction: CodeEffect<z.input<typeof Args>> = {
  args: Args,
  description: 'adds a failed action to the downtime record (start recorded once), keeps it in local storage and logs it (core §4 "Failed registration")',
  writes: ['downtime.startDowntime', 'downtime.failedActions'],
  resolve(input, { context, at }) {
    const args = Args.parse(input);
    const previous = (context.downtime ?? null) as Partial<DowntimeRecord> | null;
    const downtime: DowntimeRecord = {
      startDowntime: previous?.startDowntime ?? at,
      failedActions: [
        ...(previous?.failedActions ?? []),
        {
          action: args.action,
          message: args.message,
          occurredOn: at,
          error: args.error ?? null,
          registration: { ...registrationOf(context), ...args.registration },
        },
      ],
    };
    return {
      context: { ...context, downtime },
      effects: [
        { kind: 'store', key: DOWNTIME_STORAGE_KEY, value: downtime },
        { kind: 'log', level: 3, message: args.message },
      ],
    };
  },
};
