import { z } from 'zod';
import { flag, optionalText, StringId, withDefault } from './common.ts';

/**
 * Shapes of the certified-person area (site-operations spec §3 "Certified person", "Certification
 * type", "Certification test", "Passport scan"). Where the spec names the fields only, the kiosk
 * reads them leniently: a missing optional field takes its default, a wrong type is a schema error.
 */

/** A certified person (§3): id, firstName, lastName, passportId, mobilePhoneNumber. */
export const CertifiedPerson = z.object({
  id: StringId,
  firstName: withDefault(z.string(), ''),
  lastName: withDefault(z.string(), ''),
  passportId: withDefault(z.string(), ''),
  mobilePhoneNumber: optionalText(),
});
export type CertifiedPerson = z.infer<typeof CertifiedPerson>;

/**
 * Answer of GET /certifiedpersons/{id}/allowedtoenter (§7; the spec does not show it): whether the
 * person may enter, whether they are blacklisted (§4: the blacklist message), and the server's own
 * refusal text when it gives one (§2 "a message taken from a translation key or from the server").
 */
export const AllowedToEnter = z.object({
  isAllowed: withDefault(z.boolean(), true),
  isBlacklisted: flag(),
  message: optionalText(),
});
export type AllowedToEnter = z.infer<typeof AllowedToEnter>;

/** Certification state values (§3): Valid 0, ExpiredWithTest 1, ExpiredWithoutTest 2, NotFoundWithTest 3, NotFoundWithoutTest 4. */
export const CertificationStateCode = z.number().int().min(0).max(4);

/** A certification type of the person (§3): id, name, state, expiryDate, certificationTestId, reachedAllowedAttempts. */
export const CertificationType = z.object({
  id: StringId,
  name: withDefault(z.string(), ''),
  state: CertificationStateCode,
  /** ISO date-time, or null when the person never held it. */
  expiryDate: optionalText(),
  certificationTestId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  reachedAllowedAttempts: flag(),
});
export type CertificationType = z.infer<typeof CertificationType>;

/** Briefing content type (§3): HtmlBriefing 0, VideoBriefing 1. */
export const BriefingContent = z.object({
  name: withDefault(z.string(), ''),
  info: optionalText(),
  /** HTML (sanitised before it shows) or the URL of the video. */
  content: withDefault(z.string(), ''),
  contentType: z.union([z.literal(0), z.literal(1)]),
});
export type BriefingContent = z.infer<typeof BriefingContent>;

/**
 * A question of a test (§3: id, name, info, translatedAnswerOptions, correctAnswerIndex). The
 * options arrive as texts (or `{ value }` records); they become the questionary's dropdown items
 * (`key` the text shown, `value` the option's index), so the answer a visitor picks is the
 * `selectedAnswerIndex` of §3 "Question score".
 */
export const CertificationQuestion = z.object({
  id: StringId,
  name: withDefault(z.string(), ''),
  info: optionalText(),
  translatedAnswerOptions: z
    .array(z.union([z.string(), z.object({ key: z.string(), value: z.string() }), z.object({ value: z.string() })]))
    .transform((options) =>
      // an item already { key, value } is kept, so parsing a parsed test again changes nothing
      options.map((option, index) =>
        typeof option === 'string' ? { key: option, value: String(index) } : 'key' in option ? option : { key: option.value, value: String(index) },
      ),
    ),
  correctAnswerIndex: z.number().int().min(0),
});
export type CertificationQuestion = z.infer<typeof CertificationQuestion>;

/** A certification test (§3): id, requiredScore, successMessage (with an expiry-date placeholder), failMessage, contentFields, questions. */
export const CertificationTest = z.object({
  id: StringId,
  requiredScore: z.number().int().min(0),
  successMessage: withDefault(z.string(), ''),
  failMessage: withDefault(z.string(), ''),
  contentFields: withDefault(z.array(BriefingContent), []),
  questions: z.array(CertificationQuestion).min(1),
});
export type CertificationTest = z.infer<typeof CertificationTest>;

/** Question score (§3): questionId, selectedAnswerIndex, isCorrectAnswer. */
export const QuestionScore = z.object({ questionId: z.string(), selectedAnswerIndex: z.number().int(), isCorrectAnswer: z.boolean() });
export type QuestionScore = z.infer<typeof QuestionScore>;

/**
 * Answer of completetest (§7 shows none): the new expiry date of the certification when the server
 * gives it, for the success message's placeholder.
 */
export const TestUploaded = z
  .object({ expiryDate: optionalText() })
  .nullish()
  .transform((v) => ({ expiryDate: v?.expiryDate ?? null }));

/** Passport scanner configuration (§3): isEnabled, isPhoneIdentificationEnabled. */
export const PassportScannerConfiguration = z.object({ isEnabled: flag(), isPhoneIdentificationEnabled: flag() });
export type PassportScannerConfiguration = z.infer<typeof PassportScannerConfiguration>;

/** Passport scan status (§3). */
export const PassportScanStatus = z.enum(['None', 'Connected', 'Processing', 'Completed', 'Error', 'ConnectionFailed']);
export type PassportScanStatus = z.infer<typeof PassportScanStatus>;

/** Passport scan result (§3): passportId, firstName, lastName, status, errorMessage. */
export const PassportScanResult = z.object({
  passportId: optionalText(),
  firstName: optionalText(),
  lastName: optionalText(),
  status: PassportScanStatus,
  errorMessage: optionalText(),
});
export type PassportScanResult = z.infer<typeof PassportScanResult>;
