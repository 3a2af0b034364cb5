import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { Asset, AssetCategory, AssetLocalizationResources, TransactionTypeOption } from '../schemas/assetRegistration.ts';
import { Questionary } from '../schemas/questionary.ts';

/** Asset registration calls of site-operations spec §7 (prefix /api/assetregistration). */
const BASE = '/assetregistration';

type ForProfile = { readonly profileId: number; readonly language: string };

/**
 * The asset registration texts of a profile, by namespace (site-operations spec §7 GET
 * /localizationresources?profileId): `{ assetRegistration: { key: text } }`, laid over the kiosk's
 * `assetRegistration` namespace (core spec §7). The spec lists only profileId; the kiosk also sends
 * the language, as it loads one language's texts at a time (as kiosk.localizationResources does).
 */
export const assetLocalizationResources = defineCall({
  name: 'assetRegistration.localizationResources',
  method: 'GET',
  args: z.object({ profileId: z.number(), language: z.string() }),
  path: (_: ForProfile) => `${BASE}/localizationresources`,
  query: (a) => ({ profileId: a.profileId, twoLetterLanguageIsoCode: a.language }),
  response: AssetLocalizationResources,
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: "A profile's asset registration texts by namespace: assetRegistration (site-operations §7)",
});

/**
 * The transaction types a profile offers (site-operations spec §2 "Asset registration", §3 flags,
 * §7 GET /transactiontypes?profileId, language). An empty list: the profile registers no asset.
 */
export const assetTransactionTypes = defineCall({
  name: 'assetRegistration.transactionTypes',
  method: 'GET',
  args: z.object({ profileId: z.number(), language: z.string() }),
  path: (_: ForProfile) => `${BASE}/transactiontypes`,
  query: (a) => ({ profileId: a.profileId, language: a.language }),
  response: z.array(TransactionTypeOption),
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: 'Transaction types of a profile: flag (§3) and translated name (site-operations §7)',
});

/** The asset categories of a profile (site-operations spec §2, §7 GET /assetcategories?profileId, language). */
export const assetCategories = defineCall({
  name: 'assetRegistration.categories',
  method: 'GET',
  args: z.object({ profileId: z.number(), language: z.string() }),
  path: (_: ForProfile) => `${BASE}/assetcategories`,
  query: (a) => ({ profileId: a.profileId, language: a.language }),
  response: z.array(AssetCategory),
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: 'Asset categories of a profile, with the identification field of each (site-operations §3, §7)',
});

export interface CategoryQuestionaryArgs {
  readonly assetCategoryId: string;
  readonly profileId: number;
  readonly language: string;
}

/**
 * The questionary of an asset category (site-operations spec §7 GET
 * /assetCategory/{id}/questionary?twoLetterLanguageIsoCode, profileId): questionary nodes of core §3,
 * among them the asset identification field (§5).
 */
export const assetCategoryQuestionary = defineCall({
  name: 'assetRegistration.categoryQuestionary',
  method: 'GET',
  args: z.object({ assetCategoryId: z.string(), profileId: z.number(), language: z.string() }),
  path: (a: CategoryQuestionaryArgs) => `${BASE}/assetCategory/${encodeURIComponent(a.assetCategoryId)}/questionary`,
  query: (a) => ({ twoLetterLanguageIsoCode: a.language, profileId: a.profileId }),
  response: Questionary,
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: "An asset category's questionary: the asset identification field (site-operations §5, §7)",
});

export interface ValidateAutomaticApprovalArgs {
  readonly assetCategoryId: string;
  readonly fieldDefinitionId: string;
  /** The identification as the visitor typed it (the field widget's submitted value). */
  readonly value: string;
  /** The visitor, when one is known already (identification, e-ticket); null before registration. */
  readonly visitorId?: string | null;
}

/**
 * Matches an asset identification with the site's assets (site-operations spec §4 "Asset
 * registration", §7 GET /assetCategory/{id}/validateAutomaticApproval?fieldDefinitionId, value,
 * visitorId). The answer is the known asset (§3). A **404 means no result**: the flow builds a local
 * asset (flows/asset.flow.json); any other failure is an error.
 */
export const assetValidateAutomaticApproval = defineCall({
  name: 'assetRegistration.validateAutomaticApproval',
  method: 'GET',
  args: z.object({ assetCategoryId: z.string(), fieldDefinitionId: z.string(), value: z.string(), visitorId: z.string().nullish() }),
  path: (a: ValidateAutomaticApprovalArgs) => `${BASE}/assetCategory/${encodeURIComponent(a.assetCategoryId)}/validateAutomaticApproval`,
  query: (a) => ({ fieldDefinitionId: a.fieldDefinitionId, value: a.value, visitorId: a.visitorId ?? undefined }),
  response: Asset,
  description: 'The known asset for an identification; 404 = no result, a local asset is built (site-operations §7)',
});
