import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { AllowedToEnter, CertificationTest, CertificationType, CertifiedPerson, TestUploaded } from '../schemas/certified.ts';

/**
 * The certified person with a mobile number in international form (site-operations §7 GET
 * /certifiedpersons/mobilephone?mobilephonenumber). A 404 means nobody has it.
 */
export const certifiedPersonByMobilePhone = defineCall({
  name: 'certifiedPersons.byMobilePhone',
  method: 'GET',
  args: z.object({ mobilePhoneNumber: z.string() }),
  path: (_: { readonly mobilePhoneNumber: string }) => '/certifiedpersons/mobilephone',
  query: (a) => ({ mobilephonenumber: a.mobilePhoneNumber }),
  response: CertifiedPerson,
  description: 'Certified person by mobile phone number (site-operations §7)',
});

/** The certified person with a passport id (§7 GET /certifiedpersons/passport={id}). A 404 means nobody has it. */
export const certifiedPersonByPassport = defineCall({
  name: 'certifiedPersons.byPassport',
  method: 'GET',
  args: z.object({ passportId: z.string().min(1) }),
  path: (a: { readonly passportId: string }) => `/certifiedpersons/passport=${encodeURIComponent(a.passportId)}`,
  response: CertifiedPerson,
  description: 'Certified person by passport id (site-operations §7)',
});

type PersonArgs = { readonly certifiedPersonId: string };
const personPath = (a: PersonArgs) => `/certifiedpersons/${encodeURIComponent(a.certifiedPersonId)}`;

/** Whether the person may enter with this profile at this kiosk (§6, §7 GET .../allowedtoenter?profileId, selfServiceKioskId). */
export const certifiedPersonAllowedToEnter = defineCall({
  name: 'certifiedPersons.allowedToEnter',
  method: 'GET',
  args: z.object({ certifiedPersonId: z.string(), profileId: z.number(), kioskId: z.number() }),
  path: (a: PersonArgs & { readonly profileId: number; readonly kioskId: number }) => `${personPath(a)}/allowedtoenter`,
  query: (a) => ({ profileId: a.profileId, selfServiceKioskId: a.kioskId }),
  response: AllowedToEnter,
  description: 'Allowed to enter: isAllowed, isBlacklisted, message (site-operations §4, §6, §7)',
});

/** The person's certification types for the profile, in the visitor's language (§3, §7 GET .../certificationtypes?profileId, language). */
export const certifiedPersonCertificationTypes = defineCall({
  name: 'certifiedPersons.certificationTypes',
  method: 'GET',
  args: z.object({ certifiedPersonId: z.string(), profileId: z.number(), language: z.string() }),
  path: (a: PersonArgs & { readonly profileId: number; readonly language: string }) => `${personPath(a)}/certificationtypes`,
  query: (a) => ({ profileId: a.profileId, language: a.language }),
  response: z.array(CertificationType),
  description: 'Certification types with state and expiry date (site-operations §3, §7)',
});

/** After the registration completes (§4; §7 POST .../registrationcompleted with kioskId, visitorId); the answer is not used. */
export const certifiedPersonRegistrationCompleted = defineCall({
  name: 'certifiedPersons.registrationCompleted',
  method: 'POST',
  args: z.object({ certifiedPersonId: z.string(), kioskId: z.number(), visitorId: z.string() }),
  path: (a: PersonArgs & { readonly kioskId: number; readonly visitorId: string }) => `${personPath(a)}/registrationcompleted`,
  body: (a) => ({ kioskId: a.kioskId, visitorId: a.visitorId }),
  response: z.unknown(),
  description: 'Registration completed for a certified person (site-operations §4, §7)',
});

/** The name read from the passport, when it differs from the one on record (§4; §7 POST .../updateinformation with selfServiceKioskId, firstName, lastName). */
export const certifiedPersonUpdateInformation = defineCall({
  name: 'certifiedPersons.updateInformation',
  method: 'POST',
  args: z.object({ certifiedPersonId: z.string(), kioskId: z.number(), firstName: z.string(), lastName: z.string() }),
  path: (a: PersonArgs & { readonly kioskId: number; readonly firstName: string; readonly lastName: string }) => `${personPath(a)}/updateinformation`,
  body: (a) => ({ selfServiceKioskId: a.kioskId, firstName: a.firstName, lastName: a.lastName }),
  response: z.unknown(),
  description: "Updates a certified person's name (site-operations §4, §7)",
});

/** A certification test in the visitor's language (§3; §7 GET /certificationtests/{id}?cultureName). */
export const certificationTestGet = defineCall({
  name: 'certificationTests.get',
  method: 'GET',
  args: z.object({ certificationTestId: z.string(), language: z.string() }),
  path: (a: { readonly certificationTestId: string; readonly language: string }) => `/certificationtests/${encodeURIComponent(a.certificationTestId)}`,
  query: (a) => ({ cultureName: a.language }),
  response: CertificationTest,
  description: 'Certification test: briefing content, questions, required score, messages (site-operations §3, §7)',
});

export interface TestUploadArgs {
  readonly certificationTestId: string;
  readonly kioskId: number;
  readonly passportId?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly mobilePhoneNumber?: string | null;
  readonly questionScores: readonly { readonly questionId: string; readonly selectedAnswerIndex: number; readonly isCorrectAnswer: boolean }[];
}

const uploadArgs = z.object({
  certificationTestId: z.string(),
  kioskId: z.number(),
  passportId: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  mobilePhoneNumber: z.string().nullish(),
  questionScores: z.array(z.object({ questionId: z.string(), selectedAnswerIndex: z.number(), isCorrectAnswer: z.boolean() })),
});

/** §3 "Test result upload": certificationTestId, passportId, mobilePhoneNumber, questionScores, firstName, lastName, kioskId. */
const uploadBody = (a: TestUploadArgs) => ({
  certificationTestId: a.certificationTestId,
  passportId: a.passportId ?? null,
  mobilePhoneNumber: a.mobilePhoneNumber ?? null,
  questionScores: a.questionScores,
  firstName: a.firstName ?? null,
  lastName: a.lastName ?? null,
  kioskId: a.kioskId,
});

/** Uploads a passed test, once (§4; §7 POST /certificationtests/{id}/completetest); the answer may carry the new expiry date. */
export const certificationTestComplete = defineCall({
  name: 'certificationTests.complete',
  method: 'POST',
  args: uploadArgs,
  path: (a: TestUploadArgs) => `/certificationtests/${encodeURIComponent(a.certificationTestId)}/completetest`,
  body: uploadBody,
  response: TestUploaded,
  description: 'Upload of a passed certification test (site-operations §3, §4, §7)',
});

/** Uploads a failed test, once (§4; §7 POST /certificationtests/{id}/registerfailedtest); the answer is not used. */
export const certificationTestRegisterFailed = defineCall({
  name: 'certificationTests.registerFailed',
  method: 'POST',
  args: uploadArgs,
  path: (a: TestUploadArgs) => `/certificationtests/${encodeURIComponent(a.certificationTestId)}/registerfailedtest`,
  body: uploadBody,
  response: z.unknown(),
  description: 'Upload of a failed certification test (site-operations §3, §4, §7)',
});

/** The certified-person texts of the kiosk in one language, by namespace (§7 GET /{id}/certifiedpersonresources/{x}). */
export const certifiedPersonResources = defineCall({
  name: 'certifiedPersons.resources',
  method: 'GET',
  args: z.object({ kioskId: z.number(), language: z.string() }),
  path: (a: { readonly kioskId: number; readonly language: string }) => `/selfservicekiosks/${a.kioskId}/certifiedpersonresources/${a.language}`,
  response: z.record(z.string(), z.record(z.string(), z.string())),
  cache: { staleMs: 60_000, scope: 'kiosk' },
  description: 'Certified-person translations by namespace (site-operations §7)',
});
