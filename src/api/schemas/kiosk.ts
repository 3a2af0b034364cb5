import { z } from 'zod';
import { flag, objectWithDefaults, optionalText, withDefault } from './common.ts';

/** Scanner location values of core spec §3; default bottom centre (§9). */
export const ScannerLocation = z.enum(['top-left', 'top-center', 'top-right', 'middle-left', 'middle-right', 'bottom-left', 'bottom-center', 'bottom-right']);
export type ScannerLocation = z.infer<typeof ScannerLocation>;

/** Default timeouts of core spec §9, in ms. */
export const DEFAULT_TIMEOUTS = { general: 300_000, endScreen: 15_000 } as const;

const timeoutFields = {
  general: withDefault(z.number().int().positive(), DEFAULT_TIMEOUTS.general),
  endScreen: withDefault(z.number().int().positive(), DEFAULT_TIMEOUTS.endScreen),
};

/** Timeouts of a kiosk; absent ones take the defaults. */
export const KioskTimeouts = objectWithDefaults(timeoutFields);
export type KioskTimeouts = z.infer<typeof KioskTimeouts>;

/** checkoutConfiguration of core spec §3 (printer fields also in site-operations spec §3). */
export const CheckoutConfiguration = objectWithDefaults({
  isEnabled: flag(),
  pincodeEnabled: flag(),
  badgeScanEnabled: flag(),
  displayNameEnabled: flag(),
  numberOfCheckoutMethodsEnabled: withDefault(z.number().int().min(0), 0),
  isPrinterAvailable: flag(),
  printerId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v: string | number | null | undefined) => (v == null ? null : String(v))),
  printerLocation: optionalText(),
  iconUrl: optionalText(),
  isDocumentCheckEnabled: flag(),
});
export type CheckoutConfiguration = z.infer<typeof CheckoutConfiguration>;

const WeighingMode = objectWithDefaults({
  isEnabled: flag(),
  forWeighingSteps: withDefault(z.array(z.number().int()), []),
});

/** weighingConfiguration of the kiosk (core spec §3, site-operations spec §3). */
export const WeighingConfiguration = objectWithDefaults({
  iconUrl: optionalText(),
  separateProcess: WeighingMode,
  postQuestionary: WeighingMode,
  isBadgeScanEnabled: flag(),
  isDisplayNameEnabled: flag(),
  isPincodeEnabled: flag(),
});
export type WeighingConfiguration = z.infer<typeof WeighingConfiguration>;

/** Feature flags (core spec §3 "Features", site-operations spec §3). */
export const KioskFeatures = objectWithDefaults({
  isDocumentScanningEnabled: flag(),
  isDocumentSigningEnabled: flag(),
});

/**
 * Kiosk configuration of core spec §3, with the defaults of §9: main colour #000000, scanner
 * locations bottom-center, phone country be, timeouts 300000/15000 ms.
 */
export const KioskConfiguration = z.object({
  id: z.number().int(),
  siteId: z
    .number()
    .int()
    .nullish()
    .transform((v: number | null | undefined) => v ?? null),
  siteName: withDefault(z.string(), ''),
  mainColor: withDefault(z.string().min(1), '#000000'),
  badgeScannerLocation: withDefault(ScannerLocation, 'bottom-center'),
  scannerLocation: withDefault(ScannerLocation, 'bottom-center'),
  isScannerConfigured: flag(),
  canTakeTests: flag(),
  isBlocked: flag(),
  blockedIpAddress: flag(),
  canCombineTransportsOnSSK: flag(),
  defaultPhoneCountryCodeIso2: withDefault(z.string().length(2).toLowerCase(), 'be'),
  preferredCountries: withDefault(z.array(z.string()), []),
  onScreenKeyboardSettings: objectWithDefaults({
    isEnabled: flag(),
    layout: withDefault(z.enum(['qwerty', 'azerty']), 'qwerty'),
  }),
  timeouts: KioskTimeouts,
  checkoutConfiguration: CheckoutConfiguration,
  weighingConfiguration: WeighingConfiguration,
  features: KioskFeatures,
});
export type KioskConfiguration = z.infer<typeof KioskConfiguration>;

/** Welcome and status translations of core spec §3; a missing one reads as '' (§8). */
export const KioskTranslations = z.object({
  welcome: withDefault(z.string(), ''),
  denied: withDefault(z.string(), ''),
  registrationCompleted: withDefault(z.string(), ''),
  waitingForApproval: withDefault(z.string(), ''),
  waitingForApprovalHasTimedOut: withDefault(z.string(), ''),
  askForHelpPopupMessage: withDefault(z.string(), ''),
  askForHelpPopupTitle: withDefault(z.string(), ''),
});
export type KioskTranslations = z.infer<typeof KioskTranslations>;

/**
 * Answer of GET /selfservicekiosks/{id}/configuration: translations and timeouts (core §7). Both
 * objects must be there (an answer without them is not this call's); their fields are lenient.
 */
export const KioskTexts = z.object({ translations: KioskTranslations, timeouts: z.object(timeoutFields) });
export type KioskTexts = z.infer<typeof KioskTexts>;

/** Language of core spec §3. */
export const Language = z.object({ isoCode: z.string().min(2), nativeDisplayName: z.string().min(1) });
export type Language = z.infer<typeof Language>;

/** One namespace of translations: key → text. */
export const TranslationNamespace = z.record(z.string(), z.string());
export type TranslationNamespace = z.infer<typeof TranslationNamespace>;

/**
 * Translations by namespace (core spec §7 localizationresources). The six namespaces of the spec
 * are always present (empty when the server has none); further namespaces are kept.
 */
export const LocalizationResources = z
  .object({
    statusMessages: withDefault(TranslationNamespace, {}),
    profileSelection: withDefault(TranslationNamespace, {}),
    registration: withDefault(TranslationNamespace, {}),
    checkout: withDefault(TranslationNamespace, {}),
    certifiedPersons: withDefault(TranslationNamespace, {}),
    assetRegistration: withDefault(TranslationNamespace, {}),
  })
  .catchall(TranslationNamespace);
export type LocalizationResources = z.infer<typeof LocalizationResources>;

/** Kiosk status of core spec §3, polled (§9). */
export const KioskStatus = z.object({ isBlocked: z.boolean(), version: z.string() });
export type KioskStatus = z.infer<typeof KioskStatus>;

/** The body of a 403 on the kiosk fetch (core spec §4, §8). */
export const BlockedIpAddressBody = z.object({
  blockedIpAddress: z.literal(true),
  reason: optionalText(),
  ipAddress: optionalText(),
});
export type BlockedIpAddressBody = z.infer<typeof BlockedIpAddressBody>;
