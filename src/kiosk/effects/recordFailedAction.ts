import { z } from 'zod';
import type { CodeEffect } from '../../engine/effects/effect.ts';

/** The local-storage key of the downtime record (core spec §4 "Failed registration"); the visitor flow's `stored.downtime`. */
export const DOWNTIME_STORAGE_KEY = 'gatehouse.downtime';

const Args = z.object({
  /** What failed, e.g. `api/visitor`. */
  action: z.string().min(1),
  /** Why, e.g. `could not register visitor`. */
  message: z.string().min(1),
  /** The failed call's error message, when there is one. */
  error: z.string().nullish(),
  /** What the visitor entered, so nothing is lost (e.g. the registration). */
  registration: z.record(z.string(), z.unknown()).nullish(),
});

/** The downtime record in the context and in local storage: when the downtime started and what failed since. */
export interface DowntimeRecord {
  readonly startDowntime: unknown;
  readonly failedActions: readonly Record<string, unknown>[];
}

/**
 * `{"run": "recordFailedAction", "args": {"action": "api/visitor", "message": "could not register visitor", ...}}`:
 * core spec §4 "Failed registration" and site-operations §4 "Downtime, failure and abort": the
 * failed action, with what the visitor entered, is added to the downtime record, whose start is
 * recorded once; the record goes to local storage (reported by the status check once the server
 * answers again) and the failure is logged at error level.
 *
 * @example
 * recordFailedAction.resolve({ action: 'api/visitor', message: 'could not register visitor' }, { context, at: 1732266000000 });
 * // context.downtime: { startDowntime: 1732266000000, failedActions: [{ action: 'api/visitor', ..., occurredOn: 1732266000000 }] }
 */
export const recordFailedAction: CodeEffect<z.infer<typeof Args>> = {
  args: Args,
  description: 'adds a failed action to the downtime record (start recorded once), keeps it in local storage and logs it (core §4 "Failed registration")',
  writes: ['downtime.startDowntime', 'downtime.failedActions'],
  resolve(args, { context, at }) {
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
          ...(args.registration ? { registration: args.registration } : {}),
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
