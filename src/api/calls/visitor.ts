import { z } from 'zod';
import dayjs from 'dayjs';
import { defineCall } from '../defineCall.ts';
import { RegistrationAsset } from '../schemas/assetRegistration.ts';
import { ApprovalStatus, RegisteredVisitor, type RegistrationPayload } from '../schemas/visitor.ts';

/** Date format of the registration payload (core spec §3 "Registration payload"). */
export const REGISTRATION_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

/**
 * A moment the kiosk stamped (epoch ms of its own clock) on the server's clock: plus `clockOffset`,
 * how far the server's clock is ahead (the ambient argument; rules/operations.ts `clockOffset`).
 * A text is a moment already and is kept as it is.
 *
 * @example
 * dayjs(onServerClock(Date.parse('2026-11-22T09:00:00Z'), 5000)) // 09:00:05Z
 */
export function onServerClock(moment: string | number | Date, clockOffset: number | null | undefined): string | number | Date {
  return typeof moment === 'number' && typeof clockOffset === 'number' ? moment + clockOffset : moment;
}

/** One collected answer, keyed by question id in {@link RegisterArgs.answers}. */
export interface RegisterAnswer {
  readonly value: readonly string[];
  readonly fieldDefinitionType: number;
}

export interface RegisterArgs {
  readonly kioskId: number;
  readonly profileId: number;
  readonly language: string;
  readonly answers: Readonly<Record<string, RegisterAnswer>>;
  readonly registrationStartedOn: string | number | Date;
  /** How far the server's clock is ahead of the kiosk's (ms); the kiosk's stamps are sent on the server's clock. */
  readonly clockOffset?: number | null;
  readonly hostId?: string | number | null;
  /** A visitor already known (identification, e-ticket); null for a new one. */
  readonly visitorId?: string | null;
  /** The profile the visitor tapped, when the server redirected to another; default profileId. */
  readonly selectedProfileId?: number;
  readonly transactionType?: number;
  /** The asset the asset registration built ({@link RegistrationAsset}, site-operations §3), or none. */
  readonly asset?: RegistrationAsset | null;
  readonly visitorIds?: readonly string[];
  readonly isETicketRegistration?: boolean;
  readonly hasScannedDocuments?: boolean;
}

/**
 * Builds the registration payload of core spec §3: answers become a map from question id to
 * values (values are sent as the field widgets formatted them), dates use
 * {@link REGISTRATION_DATE_FORMAT}.
 */
export function buildRegistrationPayload(a: RegisterArgs): RegistrationPayload {
  const answers: Record<string, string[]> = {};
  for (const [questionId, answer] of Object.entries(a.answers)) answers[questionId] = [...answer.value];
  return {
    asset: a.asset ?? null,
    visitor: {
      registrationStartedOn: dayjs(onServerClock(a.registrationStartedOn, a.clockOffset)).format(REGISTRATION_DATE_FORMAT),
      visitorId: a.visitorId ?? null,
      profileId: a.profileId,
      selectedProfileId: a.selectedProfileId ?? a.profileId,
      selfServiceKioskId: a.kioskId,
      twoLetterLanguageIsoCode: a.language,
      hostId: a.hostId == null || a.hostId === '' ? null : String(a.hostId),
      answers,
      transactionType: a.transactionType ?? 0,
    },
    isETicketRegistration: a.isETicketRegistration ?? false,
    visitorIds: [...(a.visitorIds ?? [])],
    hasScannedDocuments: a.hasScannedDocuments ?? false,
  };
}

/**
 * Registers the visitor with the visitor registration service (core spec §7 "api/visitor").
 * A failure is stored as a failed action and reported as downtime by the runtime (core spec §4).
 */
export const visitorRegister = defineCall({
  name: 'visitor.register',
  method: 'POST',
  args: z.object({
    kioskId: z.number(),
    profileId: z.number(),
    language: z.string(),
    answers: z.record(z.string(), z.unknown()),
    registrationStartedOn: z.union([z.string(), z.number()]),
    clockOffset: z.number().nullish(),
    hostId: z.union([z.string(), z.number()]).nullish(),
    visitorId: z.string().nullish(),
    selectedProfileId: z.number().nullish(),
    transactionType: z.number().nullish(),
    asset: RegistrationAsset.nullish(),
    visitorIds: z.array(z.string()).nullish(),
    isETicketRegistration: z.boolean().nullish(),
    hasScannedDocuments: z.boolean().nullish(),
  }),
  path: (_: RegisterArgs) => '/visitor',
  body: buildRegistrationPayload,
  response: RegisteredVisitor,
  description: 'Visitor registration (core spec §3 "Registration payload", §7 "api/visitor")',
});

/** Follows the visitor's approvalstatus link, polled every 2 s (core spec §4 "Approval", §9). */
export const visitorApprovalStatus = defineCall({
  name: 'visitor.approvalStatus',
  method: 'GET',
  args: z.object({ url: z.string() }),
  path: (a: { readonly url: string }) => a.url,
  absolute: true,
  response: ApprovalStatus,
  description: 'Approval status: Waiting 0, Declined 1, Approved 2, TimedOut 3 (core spec §3)',
});
