import { z } from 'zod';
import { flag, objectWithDefaults, optionalText, StringId, withDefault } from './common.ts';

/** Document type to scan of a profile (site-operations spec §3 "Profile"). */
export const DocumentTypeToScan = z.object({
  id: StringId,
  name: withDefault(z.string(), ''),
  exampleFileId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v: string | number | null | undefined) => (v == null ? null : String(v))),
  isMultiPagePossible: flag(),
});
export type DocumentTypeToScan = z.infer<typeof DocumentTypeToScan>;

/**
 * Weighing set-up of a profile. The spec names the field only; the process mode uses the flags of
 * site-operations spec §3 (None 0, PostQuestionary 1, Separate 2, Checkout 4). Extra fields are kept.
 */
export const ProfileWeighingConfiguration = z.looseObject({
  weighingProcessMode: withDefault(z.number().int().min(0), 0),
});

/** automaticApprovalInformation of a profile (core spec §3). */
export const AutomaticApprovalInformation = objectWithDefaults({
  automaticApprovalEnabled: flag(),
  errorMessage: optionalText(),
  warningMessage: optionalText(),
});

/** Profile of core spec §3 (a kind of visit), as listed for a kiosk and fetched alone. */
export const Profile = z.object({
  id: z.number().int(),
  name: z.string(),
  description: withDefault(z.string(), ''),
  profileImage: optionalText(),
  isEticketingProfile: flag(),
  documentTypesToScan: withDefault(z.array(DocumentTypeToScan), []),
  profileWeighingConfiguration: ProfileWeighingConfiguration.nullish().transform(
    (v: z.output<typeof ProfileWeighingConfiguration> | null | undefined) => v ?? null,
  ),
  requiresCertificationCheck: flag(),
  automaticApprovalInformation: AutomaticApprovalInformation,
});
export type Profile = z.infer<typeof Profile>;

/** Translations of a profile (GET /profile/{id}/LocalizationResources): namespace → key → text. */
export const ProfileLocalizationResources = z.record(z.string(), z.record(z.string(), z.string()));
export type ProfileLocalizationResources = z.infer<typeof ProfileLocalizationResources>;
