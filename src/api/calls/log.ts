import dayjs from 'dayjs';
import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { onServerClock, REGISTRATION_DATE_FORMAT } from './visitor.ts';

/** Log level of every general log line (core spec §9). */
export const LOG_LEVEL = 0;

/** A failed action kept in local storage until downtime is reported (core spec §4 "Failed registration"). */
export interface FailedAction {
  /** What failed, e.g. `api/visitor`. */
  readonly action: string;
  /** Why, e.g. `could not register visitor`. */
  readonly message: string;
  /** When it failed: ISO text or epoch ms; sent as YYYY-MM-DDTHH:mm:ssZ. */
  readonly occurredOn?: string | number | null;
  /** What the visitor entered, so nothing is lost without a record (e.g. the registration). */
  readonly [detail: string]: unknown;
}

export interface DowntimeArgs {
  readonly kioskId: number;
  readonly startDowntime: string | number | Date;
  readonly endDowntime: string | number | Date;
  /** How far the server's clock is ahead of the kiosk's (ms; visitor.ts `onServerClock`). */
  readonly clockOffset?: number | null;
  readonly failedActions: readonly FailedAction[];
}

/** A general log line (core spec §7 POST /log/general: sskId, message, level 0). */
export const logGeneral = defineCall({
  name: 'log.general',
  method: 'POST',
  args: z.object({ kioskId: z.number(), message: z.string() }),
  path: (_: { readonly kioskId: number; readonly message: string }) => '/log/general',
  body: (a) => ({ sskId: a.kioskId, message: a.message, level: LOG_LEVEL }),
  response: z.unknown(),
  description: 'General log (core spec §7)',
});

/** Reports downtime with the stored failed actions (core spec §7 POST /log/downtime; site-operations §4). */
export const logDowntime = defineCall({
  name: 'log.downtime',
  method: 'POST',
  args: z.object({
    kioskId: z.number(),
    startDowntime: z.union([z.string(), z.number()]),
    endDowntime: z.union([z.string(), z.number()]),
    clockOffset: z.number().nullish(),
    failedActions: z.array(z.record(z.string(), z.unknown())),
  }),
  path: (_: DowntimeArgs) => '/log/downtime',
  body: (a) => ({
    startDowntime: dayjs(onServerClock(a.startDowntime, a.clockOffset)).format(REGISTRATION_DATE_FORMAT),
    endDowntime: dayjs(onServerClock(a.endDowntime, a.clockOffset)).format(REGISTRATION_DATE_FORMAT),
    sskId: a.kioskId,
    failedActions: a.failedActions.map((action) =>
      action.occurredOn == null
        ? { ...action }
        : { ...action, occurredOn: dayjs(onServerClock(action.occurredOn, a.clockOffset)).format(REGISTRATION_DATE_FORMAT) },
    ),
  }),
  response: z.unknown(),
  description: 'Downtime report (core spec §7)',
});
