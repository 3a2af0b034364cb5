import dayjs from 'dayjs';
import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { REGISTRATION_DATE_FORMAT } from './visitor.ts';

/**
 * What the kiosk knows when it aborts a registration (core spec §7 `logabortedregistration`:
 * "LogData, siteId, siteName, plus page info, current question, visitorId, profileId, language,
 * certification info, kiosk config, redirect info, passport identification").
 */
export interface AbortedRegistrationArgs {
  readonly kioskId: number;
  readonly siteId?: number | null;
  readonly siteName?: string | null;
  /** The screen the registration was left on. */
  readonly page: string | null;
  /** Why, in the flow's words (e.g. `stepUnavailable: certifiedPerson`). */
  readonly reason?: string | null;
  /** The question shown, when the abort came from the questionary. */
  readonly currentQuestion?: unknown;
  readonly visitorId?: string | null;
  readonly profileId?: number | null;
  readonly language?: string | null;
  /** The certified person and certification state, when known. */
  readonly certification?: unknown;
  /** The kiosk configuration in force (core spec §3). */
  readonly kioskConfiguration: unknown;
  /** Where the kiosk redirects to, and after how many ms. */
  readonly redirectUrl?: string | null;
  readonly redirectDelayMs?: number | null;
  readonly passportIdentification?: unknown;
  readonly occurredOn?: string | number | null;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/**
 * Logs an aborted registration (core spec §4 "Aborting", §7; site-operations spec §4 "Downtime,
 * failure and abort", §7). The answer is not used; a failure is swallowed by the flow with a
 * console warning (§8).
 */
export const logAbortedRegistration = defineCall({
  name: 'log.abortedRegistration',
  method: 'POST',
  args: z.object({
    kioskId: z.number(),
    siteId: z.number().nullish(),
    siteName: z.string().nullish(),
    page: z.string().nullable(),
    reason: z.string().nullish(),
    currentQuestion: z.unknown(),
    visitorId: z.string().nullish(),
    profileId: z.number().nullish(),
    language: z.string().nullish(),
    certification: z.unknown(),
    kioskConfiguration: z.unknown(),
    redirectUrl: z.string().nullish(),
    redirectDelayMs: z.number().nullish(),
    passportIdentification: z.unknown(),
    occurredOn: z.union([z.string(), z.number()]).nullish(),
  }),
  path: (_: AbortedRegistrationArgs) => '/logabortedregistration',
  body: (a) => ({
    logData: {
      selfServiceKioskId: a.kioskId,
      page: a.page,
      reason: orNull(a.reason),
      currentQuestion: orNull(a.currentQuestion),
      visitorId: orNull(a.visitorId),
      profileId: orNull(a.profileId),
      twoLetterLanguageIsoCode: orNull(a.language),
      certification: orNull(a.certification),
      kioskConfiguration: a.kioskConfiguration,
      redirect: { url: orNull(a.redirectUrl), delayMs: orNull(a.redirectDelayMs) },
      passportIdentification: orNull(a.passportIdentification),
      occurredOn: a.occurredOn == null ? null : dayjs(a.occurredOn).format(REGISTRATION_DATE_FORMAT),
    },
    siteId: orNull(a.siteId),
    siteName: orNull(a.siteName),
  }),
  response: z.unknown(),
  description: 'Aborted registration log (core spec §7; site-operations spec §7 "Logging and other")',
});
