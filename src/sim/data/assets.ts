import type { AssetCategory, TransactionTypeOption } from '../../api/schemas/assetRegistration.ts';
import type { QuestionaryNode } from '../../api/schemas/questionary.ts';
import type { LanguageCode } from './languages.ts';
import type { SimProfile } from './profiles.ts';
import { buildTourNodes, type FourLanguages, inLanguage, SPEC_FIELD_TYPES, type TourQuestion } from './questionaries/nodes.ts';

/**
 * Asset registration on the simulated site (site-operations spec §2 "Asset registration", §3 Asset
 * and transaction type flags, §7 /api/assetregistration). Texts in English, Dutch, French and
 * German; other languages show English, as a partly translated site would.
 *
 * | Id | Profile | Transaction types | Categories |
 * |---|---|---|---|
 * | 31 | Container pickup | FullPickup only (auto-selected) | Container only (auto-selected); no questionary |
 * | 32 | Trailer yard | LiveLoading, FullPickup, EmptyPickup, FullDropOff, EmptyDropOff, FullDropOffAndEmptyPickUp | six (two pages of 4) |
 * | 33 | Trailer pickup | FullPickup, EmptyPickup | Trailer only (auto-selected); the driver's country first (rules/country.rules.json) |
 * | 34 | Booked container pickup | FullPickup only | Container only; identification by booking reference first (automatic approval, data/transport.ts) |
 *
 * The tank container's questionary answers 500 ({@link FAILING_CATEGORY_ID}) and the container
 * number `TCLU7654321` makes validateAutomaticApproval answer 500: the failing calls.
 *
 * The trailer yard (32) words the transaction type title its own way ({@link localizationResourcesOf}),
 * so a fixture sees that the profile's texts are shown over the kiosk's.
 *
 * All register without a host and complete automatically, so the kiosk shows where to go
 * (dispatch by transaction type, {@link assetDispatch}).
 */
export const CONTAINER_PICKUP_PROFILE_ID = 31;
export const TRAILER_YARD_PROFILE_ID = 32;
export const TRAILER_PICKUP_PROFILE_ID = 33;
export const BOOKED_CONTAINER_PROFILE_ID = 34;

export const ASSET_PROFILES: readonly SimProfile[] = [
  { id: CONTAINER_PICKUP_PROFILE_ID, key: 'containerPickup', image: 'truckOut', questionary: 'none', approval: 'none' },
  { id: TRAILER_YARD_PROFILE_ID, key: 'trailerYard', image: 'truckIn', questionary: 'transport', approval: 'none' },
  { id: TRAILER_PICKUP_PROFILE_ID, key: 'trailerPickup', image: 'truckOut', questionary: 'transport', approval: 'none' },
  { id: BOOKED_CONTAINER_PROFILE_ID, key: 'bookedContainerPickup', image: 'booking', questionary: 'transport', approval: 'none' },
];

/** True for a profile of this file: its registration completes automatically. */
export function isAssetProfile(profileId: number): boolean {
  return ASSET_PROFILES.some((p) => p.id === profileId);
}

/** The transaction type flags of site-operations spec §3. */
export const TRANSACTION_TYPE = {
  LiveLoading: 1,
  FullPickup: 2,
  EmptyPickup: 4,
  FullDropOff: 8,
  EmptyDropOff: 16,
  FullDropOffAndFullPickUp: 32,
  FullDropOffAndEmptyPickUp: 64,
  EmptyDropOffAndFullPickUp: 128,
  EmptyDropOffAndEmptyPickUp: 256,
} as const;
type TransactionTypeName = keyof typeof TRANSACTION_TYPE;

const TRANSACTION_TYPE_TEXTS: Readonly<Record<TransactionTypeName, FourLanguages>> = {
  LiveLoading: { en: 'Live loading', nl: 'Laden terwijl u wacht', fr: 'Chargement en direct', de: 'Direktbeladung' },
  FullPickup: { en: 'Pick up a full unit', nl: 'Volle eenheid ophalen', fr: 'Enlever une unité pleine', de: 'Volle Einheit abholen' },
  EmptyPickup: { en: 'Pick up an empty unit', nl: 'Lege eenheid ophalen', fr: 'Enlever une unité vide', de: 'Leere Einheit abholen' },
  FullDropOff: { en: 'Drop off a full unit', nl: 'Volle eenheid afzetten', fr: 'Déposer une unité pleine', de: 'Volle Einheit abstellen' },
  EmptyDropOff: { en: 'Drop off an empty unit', nl: 'Lege eenheid afzetten', fr: 'Déposer une unité vide', de: 'Leere Einheit abstellen' },
  FullDropOffAndFullPickUp: {
    en: 'Drop off full, pick up full',
    nl: 'Vol afzetten, vol ophalen',
    fr: 'Déposer plein, enlever plein',
    de: 'Voll abstellen, voll abholen',
  },
  FullDropOffAndEmptyPickUp: {
    en: 'Drop off full, pick up empty',
    nl: 'Vol afzetten, leeg ophalen',
    fr: 'Déposer plein, enlever vide',
    de: 'Voll abstellen, leer abholen',
  },
  EmptyDropOffAndFullPickUp: {
    en: 'Drop off empty, pick up full',
    nl: 'Leeg afzetten, vol ophalen',
    fr: 'Déposer vide, enlever plein',
    de: 'Leer abstellen, voll abholen',
  },
  EmptyDropOffAndEmptyPickUp: {
    en: 'Drop off empty, pick up empty',
    nl: 'Leeg afzetten, leeg ophalen',
    fr: 'Déposer vide, enlever vide',
    de: 'Leer abstellen, leer abholen',
  },
};

const TRANSACTION_TYPES_BY_PROFILE: Readonly<Record<number, readonly TransactionTypeName[]>> = {
  [CONTAINER_PICKUP_PROFILE_ID]: ['FullPickup'],
  [TRAILER_YARD_PROFILE_ID]: ['LiveLoading', 'FullPickup', 'EmptyPickup', 'FullDropOff', 'EmptyDropOff', 'FullDropOffAndEmptyPickUp'],
  [TRAILER_PICKUP_PROFILE_ID]: ['FullPickup', 'EmptyPickup'],
  [BOOKED_CONTAINER_PROFILE_ID]: ['FullPickup'],
};

/** The transaction types a profile offers, in one language (empty: no asset registration). */
export function transactionTypesOf(profileId: number, language: LanguageCode): TransactionTypeOption[] {
  return (TRANSACTION_TYPES_BY_PROFILE[profileId] ?? []).map((name) => ({
    transactionType: TRANSACTION_TYPE[name],
    name: inLanguage(TRANSACTION_TYPE_TEXTS[name], language),
    description: null,
  }));
}

/**
 * Texts a profile words its own way: keys of the kiosk's `assetRegistration` namespace
 * (data/localization/*.json). The other profiles have none, so the kiosk's texts stay.
 */
const PROFILE_TEXTS: Readonly<Record<number, Readonly<Record<string, FourLanguages>>>> = {
  [TRAILER_YARD_PROFILE_ID]: {
    selectTransactionTypeTitle: {
      en: 'What brings you to the trailer yard?',
      nl: 'Waarvoor komt u naar het trailerpark?',
      fr: 'Quel est le motif de votre venue au parc à remorques ?',
      de: 'Weshalb kommen Sie zum Aufliegerplatz?',
    },
  },
};

/**
 * A profile's asset registration texts in one language (site-operations §7 GET
 * /localizationresources?profileId). A language the profile's texts lack gets none: the kiosk's
 * own text in that language stays, rather than an English one over it.
 */
export function localizationResourcesOf(profileId: number, language: LanguageCode): { assetRegistration: Record<string, string> } {
  const texts = Object.entries(PROFILE_TEXTS[profileId] ?? {}).flatMap(([key, text]) => {
    const inThatLanguage = (text as unknown as Partial<Record<string, string>>)[language];
    return inThatLanguage === undefined ? [] : [[key, inThatLanguage]];
  });
  return { assetRegistration: Object.fromEntries(texts) };
}

/** A category of the site: its texts and the one question that identifies its assets. */
interface SimCategory {
  readonly id: string;
  readonly name: FourLanguages;
  readonly image: 'truckIn' | 'truckOut';
  readonly identification: TourQuestion;
}

const CONTAINER_NUMBER: TourQuestion = {
  questionId: 'af-container-number',
  type: SPEC_FIELD_TYPES.TextField,
  name: { en: 'Container number', nl: 'Containernummer', fr: 'Numéro du conteneur', de: 'Containernummer' },
  description: {
    en: 'Four letters and seven digits, as painted on the doors',
    nl: 'Vier letters en zeven cijfers, zoals op de deuren',
    fr: 'Quatre lettres et sept chiffres, comme sur les portes',
    de: 'Vier Buchstaben und sieben Ziffern, wie auf den Türen',
  },
  // 11 characters (ISO 6346): the range is strict, so 10 < length < 12
  metadata: { isRequired: true, requiresRangeValidation: true, minNumberOfCharacters: 10, maxNumberOfCharacters: 12, defaultKeyboardCase: 'upper' },
};

const plateQuestion = (questionId: string, name: FourLanguages): TourQuestion => ({
  questionId,
  type: SPEC_FIELD_TYPES.LicensePlate,
  name,
  metadata: { isRequired: true },
});

const unitNumber = (questionId: string, name: FourLanguages): TourQuestion => ({
  questionId,
  type: SPEC_FIELD_TYPES.TextField,
  name,
  metadata: { isRequired: true, defaultKeyboardCase: 'upper' },
});

const CATEGORIES: readonly SimCategory[] = [
  { id: 'cat-container', name: { en: 'Container', nl: 'Container', fr: 'Conteneur', de: 'Container' }, image: 'truckOut', identification: CONTAINER_NUMBER },
  {
    id: 'cat-trailer',
    name: { en: 'Trailer', nl: 'Oplegger', fr: 'Semi-remorque', de: 'Auflieger' },
    image: 'truckIn',
    identification: plateQuestion('af-trailer-plate', {
      en: 'Trailer licence plate',
      nl: 'Nummerplaat oplegger',
      fr: 'Plaque de la remorque',
      de: 'Kennzeichen des Aufliegers',
    }),
  },
  {
    id: 'cat-swapbody',
    name: { en: 'Swap body', nl: 'Wissellaadbak', fr: 'Caisse mobile', de: 'Wechselbrücke' },
    image: 'truckIn',
    identification: unitNumber('af-swapbody-number', {
      en: 'Swap body number',
      nl: 'Nummer wissellaadbak',
      fr: 'Numéro de la caisse mobile',
      de: 'Nummer der Wechselbrücke',
    }),
  },
  {
    id: 'cat-reefer',
    name: { en: 'Reefer trailer', nl: 'Koeloplegger', fr: 'Remorque frigorifique', de: 'Kühlauflieger' },
    image: 'truckIn',
    identification: plateQuestion('af-reefer-plate', {
      en: 'Reefer licence plate',
      nl: 'Nummerplaat koeloplegger',
      fr: 'Plaque de la remorque frigorifique',
      de: 'Kennzeichen des Kühlaufliegers',
    }),
  },
  {
    id: 'cat-tank',
    name: { en: 'Tank container', nl: 'Tankcontainer', fr: 'Conteneur-citerne', de: 'Tankcontainer' },
    image: 'truckOut',
    identification: {
      ...CONTAINER_NUMBER,
      questionId: 'af-tank-number',
      name: { en: 'Tank number', nl: 'Tanknummer', fr: 'Numéro de la citerne', de: 'Tanknummer' },
    },
  },
  {
    id: 'cat-flatrack',
    name: { en: 'Flat rack', nl: 'Flat rack', fr: 'Plateau (flat rack)', de: 'Flat Rack' },
    image: 'truckOut',
    identification: unitNumber('af-flatrack-number', { en: 'Flat rack number', nl: 'Nummer flat rack', fr: 'Numéro du plateau', de: 'Nummer des Flat Racks' }),
  },
];

const CATEGORIES_BY_PROFILE: Readonly<Record<number, readonly string[]>> = {
  [CONTAINER_PICKUP_PROFILE_ID]: ['cat-container'],
  [TRAILER_YARD_PROFILE_ID]: CATEGORIES.map((c) => c.id),
  [TRAILER_PICKUP_PROFILE_ID]: ['cat-trailer'],
  [BOOKED_CONTAINER_PROFILE_ID]: ['cat-container'],
};

/** The asset categories of a profile, in one language, with the pictogram URL of each. */
export function categoriesOf(profileId: number, language: LanguageCode, iconUrl: (image: SimCategory['image']) => string): AssetCategory[] {
  const ids = CATEGORIES_BY_PROFILE[profileId] ?? [];
  return CATEGORIES.filter((c) => ids.includes(c.id)).map((c) => ({
    id: c.id,
    name: inLanguage(c.name, language),
    description: null,
    iconUrl: iconUrl(c.image),
    assetIdentificationFieldDefinitionId: c.identification.questionId,
  }));
}

/** True when the category belongs to one of the profile's categories. */
export function isCategoryOf(profileId: number, categoryId: string): boolean {
  return (CATEGORIES_BY_PROFILE[profileId] ?? []).includes(categoryId);
}

/** The category whose questionary the site cannot answer (500): a failing call the kiosk must survive. */
export const FAILING_CATEGORY_ID = 'cat-tank';

/** The questionary of a category (site-operations §7): its identification field, in one language; undefined for an unknown category. */
export function categoryQuestionaryOf(categoryId: string, language: LanguageCode): QuestionaryNode[] | undefined {
  const category = CATEGORIES.find((c) => c.id === categoryId);
  return category ? buildTourNodes(`asset-${category.id}`, [category.identification], language) : undefined;
}

/**
 * Assets the site knows, by category and identification (what validateAutomaticApproval finds).
 * `failing` identifications make the call answer 500; anything else answers 404 (no result).
 */
/** The field type (core §3 numeric) of a category's identification question (site-operations §3 `questionaryItemType`); undefined for an unknown category. */
export function identificationTypeOf(categoryId: string): number | undefined {
  return CATEGORIES.find((category) => category.id === categoryId)?.identification.type;
}

export const KNOWN_ASSETS: Readonly<Record<string, Readonly<Record<string, { readonly assetId: string; readonly name: string }>>>> = {
  'cat-container': { MSCU1234565: { assetId: 'asset-1001', name: 'Container MSCU 123456-5' } },
  'cat-trailer': { TRL4471: { assetId: 'asset-2001', name: 'Trailer TRL-4471' } },
  'cat-reefer': { RF8812: { assetId: 'asset-2002', name: 'Reefer RF-8812' } },
};
export const FAILING_IDENTIFICATIONS: readonly string[] = ['TCLU7654321'];

/** What a registration with a transaction type and an asset is dispatched to (site-operations §4 "Dispatch after registration"). */
export function assetDispatch(transactionType: number, asset: { readonly name?: string | null; readonly identification?: string | null } | null) {
  const assetName = asset?.name ?? asset?.identification ?? null;
  const isPickup = (transactionType & (TRANSACTION_TYPE.FullPickup | TRANSACTION_TYPE.EmptyPickup)) !== 0;
  const isLiveLoading = (transactionType & TRANSACTION_TYPE.LiveLoading) !== 0;
  return {
    visitorDispatchStatus: 'IsDispatched' as const,
    dropOffAsset: !isPickup && !isLiveLoading ? { assetName, locationName: 'Trailer park P2' } : null,
    pickupAsset: isPickup ? { assetName, locationName: 'Container stack C4' } : null,
    liveLoadingLocationName: isLiveLoading ? 'Loading bay 3' : null,
  };
}
