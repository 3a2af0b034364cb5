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
  /** Why, in the flow's words (e.g. `no weighbridge at this kiosk for the weighing step`, flows/visitor.flow.json `nextStep`). */
  readonly reason?: string | null;
  /** The questionary node shown, when the abort came from the questionary; logged as site-operations §3 says (questionId, internalName, type, isRequired). */
  readonly currentQuestion?: unknown;
  readonly visitorId?: string | null;
  readonly profileId?: number | null;
  readonly language?: string | null;
  /** The certified person and certification state, when known. */
  readonly certification?: unknown;
  /** The kiosk configuration in force (core spec §3). */
  readonly kioskConfiguration: unknown;
  /** The profile the visitor chose, and the one the site redirected them to (an e-ticket's current profile), if any (site-operations §3 "redirect info"). */
  readonly originalProfileId?: number | null;
  readonly redirectedProfileId?: number | null;
  readonly passportIdentification?: unknown;
  readonly occurredOn?: string | number | null;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

const QuestionNode = z.object({
  metadata: z.object({ questionId: z.string(), internalName: z.string().nullish(), type: z.number(), isRequired: z.boolean().nullish() }),
});

/** The current question as site-operations §3 lists it (questionId, internalName, type, isRequired); null when none was shown. */
function currentQuestionOf(node: unknown) {
  const parsed = QuestionNode.safeParse(node);
  if (!parsed.success) return null;
  const { questionId, internalName, type, isRequired } = parsed.data.metadata;
  return { questionId, internalName: internalName ?? null, type, isRequired: isRequired ?? false };
}

/** Redirect info of site-operations §3: whether the site moved the visitor to another profile, and both profiles. */
function redirectOf(original: number | null | undefined, redirected: number | null | undefined) {
  const originalProfileId = original ?? null;
  const redirectedProfileId = redirected ?? null;
  return { isRedirected: redirectedProfileId !== null && redirectedProfileId !== originalProfileId, originalProfileId, redirectedProfileId };
}

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
    originalProfileId: z.number().nullish(),
    redirectedProfileId: z.number().nullish(),
    passportIdentification: z.unknown(),
    occurredOn: z.union([z.string(), z.number()]).nullish(),
  }),
  path: (_: AbortedRegistrationArgs) => '/logabortedregistration',
  body: (a) => ({
    logData: {
      selfServiceKioskId: a.kioskId,
      page: a.page,
      reason: orNull(a.reason),
      currentQuestion: currentQuestionOf(a.currentQuestion),
      visitorId: orNull(a.visitorId),
      profileId: orNull(a.profileId),
      twoLetterLanguageIsoCode: orNull(a.language),
      certification: orNull(a.certification),
      kioskConfiguration: a.kioskConfiguration,
      redirect: redirectOf(a.originalProfileId, a.redirectedProfileId),
      passportIdentification: orNull(a.passportIdentification),
      occurredOn: a.occurredOn == null ? null : dayjs(a.occurredOn).format(REGISTRATION_DATE_FORMAT),
    },
    siteId: orNull(a.siteId),
    siteName: orNull(a.siteName),
  }),
  response: z.unknown(),
  description: 'Aborted registration log (core spec §7; site-operations spec §7 "Logging and other")',
});
