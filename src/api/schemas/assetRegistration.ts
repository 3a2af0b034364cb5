import { z } from 'zod';
import { optionalText, StringId, withDefault } from './common.ts';
import { TranslationNamespace } from './kiosk.ts';

/**
 * One transaction type flag of site-operations spec §3 ("Transaction types (flags)": LiveLoading 1,
 * FullPickup 2, EmptyPickup 4, … EmptyDropOffAndEmptyPickUp 256): a single bit from 1 to 256. The
 * names are the named constants `TransactionType.*` of rules/names.rules.json; None (0) is what a
 * visitor without asset registration sends, never an offered choice.
 */
export const TransactionTypeFlag = z
  .number()
  .int()
  .refine((value) => value >= 1 && value <= 256 && (value & (value - 1)) === 0, {
    message: 'expected one transaction type flag of site-operations §3 (1, 2, 4, … 256)',
  });

/**
 * A transaction type the profile offers (site-operations spec §7 GET /assetregistration/transactiontypes
 * ?profileId, language): its flag and its name in the visitor's language.
 */
export const TransactionTypeOption = z.object({
  transactionType: TransactionTypeFlag,
  name: z.string(),
  description: optionalText(),
});
export type TransactionTypeOption = z.infer<typeof TransactionTypeOption>;

/**
 * An asset category of a profile (site-operations spec §7 GET /assetregistration/assetcategories
 * ?profileId, language): trailer, container, … with its name in the visitor's language, and the id of
 * the questionary field that identifies an asset of the category (§3 Asset
 * `assetIdentificationFieldDefinitionId`).
 */
export const AssetCategory = z.object({
  id: StringId,
  name: z.string(),
  description: optionalText(),
  iconUrl: optionalText(),
  assetIdentificationFieldDefinitionId: StringId,
});
export type AssetCategory = z.infer<typeof AssetCategory>;

/**
 * A field value of an asset (site-operations spec §3 Asset `fieldValues`: fieldDefinitionId, values;
 * "also ... fieldValues (questionId, questionaryItemType, values)"). `questionaryItemType` is the
 * field type of core §3 (numeric: TextField 3, LicensePlate 21, ...), null when the site gives none.
 */
export const AssetFieldValue = z.object({
  fieldDefinitionId: StringId,
  questionaryItemType: z
    .number()
    .int()
    .nullish()
    .transform((v: number | null | undefined) => v ?? null),
  values: withDefault(z.array(z.string()), []),
});

/**
 * A field value of the asset the registration sends (site-operations §3 Asset "id and fieldValues
 * (questionId, questionaryItemType, values)"): the question's id under both names the spec uses
 * (`questionId`, and `fieldDefinitionId` as the site's asset has it) and its core §3 field type.
 * `{ questionId: 'af-trailer-plate', fieldDefinitionId: 'af-trailer-plate', questionaryItemType: 21, values: ['1-TRL-042'] }`
 */
export const RegistrationAssetFieldValue = z.object({
  questionId: z.string(),
  fieldDefinitionId: z.string(),
  questionaryItemType: z.number().int().nullable(),
  values: z.array(z.string()),
});

/**
 * The asset of the registration payload (core §3 "The outer payload holds asset"; site-operations §3
 * Asset, §4 "Completion attaches the asset (or none)"): `id`/`assetId` of a known asset (null for one
 * built locally after a 404), its category, field values with their types, the identification field
 * and the identification as typed. flows/asset.flow.json builds it; visitor.register sends it.
 */
export const RegistrationAsset = z.object({
  id: z.string().nullable(),
  assetId: z.string().nullable(),
  assetCategoryId: z.string(),
  name: z.string().nullish(),
  fieldValues: z.array(RegistrationAssetFieldValue),
  assetIdentificationFieldDefinitionId: z.string(),
  identificationAnswer: z.string(),
});
export type RegistrationAsset = z.infer<typeof RegistrationAsset>;

/**
 * An asset as the site knows it (site-operations spec §3 "Asset": assetId, assetCategoryId,
 * fieldValues, assetIdentificationFieldDefinitionId; §7 validateAutomaticApproval). A local asset the
 * kiosk builds after a 404 has the same shape with `assetId` null.
 */
export const Asset = z.object({
  assetId: StringId.nullish().transform((v) => v ?? null),
  assetCategoryId: StringId,
  fieldValues: withDefault(z.array(AssetFieldValue), []),
  assetIdentificationFieldDefinitionId: StringId,
  name: optionalText(),
});
export type Asset = z.infer<typeof Asset>;

/**
 * The asset registration texts of a profile, by namespace (site-operations spec §7 GET
 * /assetregistration/localizationresources?profileId): `{ assetRegistration: { key: text } }`, the
 * keys of the kiosk's `assetRegistration` namespace (core spec §7) that the profile words its own
 * way; always present (empty when the profile has none); further namespaces are kept.
 */
export const AssetLocalizationResources = z.object({ assetRegistration: withDefault(TranslationNamespace, {}) }).catchall(TranslationNamespace);
export type AssetLocalizationResources = z.infer<typeof AssetLocalizationResources>;
