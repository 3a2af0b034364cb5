import { z } from 'zod';
import { flag, optionalText, StringId, withDefault } from './common.ts';

/** Registration status of core spec §3. */
export const RegistrationStatus = z.enum([
  'unknown',
  'needsRealTimeApproval',
  'needsManualApproval',
  'completeWithAutomaticRegistration',
  'completeWithEticketAndProfileNotAttachedToKiosk',
]);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** A document the visitor must print (site-operations spec "Document printing"). */
export const DocumentToPrint = z.looseObject({ id: StringId, name: optionalText() });

/** Visitor of core spec §3. */
export const Visitor = z.object({
  id: StringId,
  currentProfileId: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  fieldValues: withDefault(z.array(z.object({ questionId: z.string(), values: z.array(z.string()) })), []),
  hostIsKnown: flag(),
  hasMissingDocuments: flag(),
  documentsToPrint: withDefault(z.array(DocumentToPrint), []),
  isPrintingNeeded: flag(),
});
export type Visitor = z.infer<typeof Visitor>;

/**
 * Answer of the visitor registration service (core spec §7 "api/visitor": visitor, links).
 * `links.approvalstatus` is absent for profiles without realtime approval (core spec §4 "Approval").
 */
export const RegisteredVisitor = z.object({
  visitor: Visitor,
  links: z
    .object({
      approvalstatus: z
        .string()
        .min(1)
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((v) => v ?? { approvalstatus: null }),
  registrationStatus: RegistrationStatus.nullish().transform((v) => v ?? null),
});
export type RegisteredVisitor = z.infer<typeof RegisteredVisitor>;

/** Approval status codes of core spec §3. */
export const APPROVAL_STATUS = { Waiting: 0, Declined: 1, Approved: 2, TimedOut: 3 } as const;
export type ApprovalStatusCode = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];

/** Answer of the followed approvalstatus link. */
export const ApprovalStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  message: optionalText(),
});
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** The visitor part of the registration payload (core spec §3 "Registration payload"). */
export interface RegistrationVisitorPayload {
  readonly registrationStartedOn: string;
  readonly visitorId: string | null;
  readonly profileId: number;
  readonly selectedProfileId: number;
  readonly selfServiceKioskId: number;
  readonly twoLetterLanguageIsoCode: string;
  readonly hostId: string | null;
  readonly answers: Record<string, string[]>;
  readonly transactionType: number;
}

/** The outer registration payload (core spec §3): asset, visitor, isETicketRegistration, visitorIds, hasScannedDocuments. */
export interface RegistrationPayload {
  readonly asset: unknown;
  readonly visitor: RegistrationVisitorPayload;
  readonly isETicketRegistration: boolean;
  readonly visitorIds: string[];
  readonly hasScannedDocuments: boolean;
}
