import { z } from 'zod';
import { flag, objectWithDefaults, optionalText, StringId, withDefault } from './common.ts';
import { Visitor } from './visitor.ts';

/**
 * Texts of the identification screen in the visitor's language (core spec §3 "Identification
 * translation"). Server texts: they win over the kiosk's own translation keys when non-empty.
 */
export const IdentificationTranslation = objectWithDefaults({
  displayName: optionalText(),
  extraInformationOnScreen: optionalText(),
  extraExplanationBelowInputOnScreen: optionalText(),
  errorMessage: optionalText(),
  warningMessage: optionalText(),
});
export type IdentificationTranslation = z.infer<typeof IdentificationTranslation>;

/**
 * Answer of GET /identification/ssk/{ssk}/profile/{p}/options (core spec §7). The spec names the
 * call only; the kiosk reads: the optional `prefix` put in front of a typed reference (§5 "Answers
 * with a prefix"), whether a reference the server does not know may be accepted anyway
 * (`isManualFallbackAllowed`, §5 "manual fallback") and the screen texts.
 */
export const IdentificationOptions = z.object({
  prefix: optionalText(),
  isManualFallbackAllowed: flag(),
  translation: IdentificationTranslation,
});
export type IdentificationOptions = z.infer<typeof IdentificationOptions>;

/** A field value that made a visitor eligible for automatic approval (core spec §3 "autoApprovalFields"). */
export const AutoApprovalField = z.object({
  questionId: z.string(),
  values: withDefault(z.array(z.string()), []),
});
export type AutoApprovalField = z.infer<typeof AutoApprovalField>;

/** A visitor a validated reference belongs to: id and autoApprovalFields (core spec §3 "Reference validation result"). */
export const ReferenceVisitor = z.object({
  id: StringId,
  autoApprovalFields: withDefault(z.array(AutoApprovalField), []),
});
export type ReferenceVisitor = z.infer<typeof ReferenceVisitor>;

/**
 * Answer of the reference validation (core spec §3 "Reference validation result", §7): whether the
 * reference already belongs to a combined transport, whether it may be combined at the kiosk, and
 * the visitors it belongs to. No visitors means the server does not know the reference.
 */
export const ReferenceValidation = z.object({
  isCombinedTransport: flag(),
  canCombineOnSSK: flag(),
  visitors: withDefault(z.array(ReferenceVisitor), []),
});
export type ReferenceValidation = z.infer<typeof ReferenceValidation>;

/**
 * Answer of POST /identification/ssk/{ssk}/profile/{p} (core spec §7): the identified visitor, its
 * documents and the weighing information (site-operations spec; kept as the server sends them).
 */
export const IdentificationResult = z.object({
  visitor: Visitor,
  visitorDocuments: withDefault(z.array(z.unknown()), []),
  weighingInformation: z.unknown().transform((v) => v ?? null),
});
export type IdentificationResult = z.infer<typeof IdentificationResult>;
