import type { PictogramName } from '../assets/pictograms.ts';
import { ASK_FOR_HELP } from '../data/kioskTexts.ts';
import { toLanguageCode, type LanguageCode } from '../data/languages.ts';
import { LOCALIZATION } from '../data/localization/index.ts';
import { PROFILE_TEXTS, type SimProfile } from '../data/profiles.ts';
import { transportTraits } from '../data/transport.ts';
import { requiresCertification } from '../data/certified.ts';
import { documentTypesToScan } from '../data/documentScanning.ts';
import { hasDocumentScanner } from '../documentScanner.ts';
import { PRINT_SETUP } from '../data/printing.ts';
import type { SimKiosk, SimVisitor } from '../site.ts';

/**
 * How the simulated site writes its answers on the wire (the shapes of core spec §3). The kiosk
 * parses them with the call catalog's schemas; tests check that they pass.
 */

export const assetUrl = (origin: string, name: PictogramName | `logo-${string}`) => `${origin}/sim-assets/${name}.svg`;

/** Kiosk configuration (core spec §3) of a kiosk. */
export function kioskView(kiosk: SimKiosk, origin: string) {
  const { pincode, badge, displayName } = kiosk.checkout;
  const methods = [pincode, badge, displayName].filter(Boolean).length;
  return {
    id: kiosk.id,
    siteId: kiosk.siteId,
    siteName: kiosk.siteName,
    mainColor: kiosk.mainColor,
    badgeScannerLocation: kiosk.badgeScannerLocation ?? 'bottom-center',
    scannerLocation: kiosk.scannerLocation ?? 'bottom-center',
    isScannerConfigured: hasDocumentScanner(kiosk),
    canTakeTests: kiosk.canTakeTests,
    isBlocked: kiosk.blocked,
    blockedIpAddress: false,
    canCombineTransportsOnSSK: kiosk.canCombineTransports ?? false,
    defaultPhoneCountryCodeIso2: 'be',
    preferredCountries: [...kiosk.preferredCountries],
    onScreenKeyboardSettings: { ...kiosk.onScreenKeyboard },
    timeouts: { general: 300_000, endScreen: 15_000 },
    checkoutConfiguration: {
      isEnabled: methods > 0,
      pincodeEnabled: pincode,
      badgeScanEnabled: badge,
      displayNameEnabled: displayName,
      numberOfCheckoutMethodsEnabled: methods,
      isPrinterAvailable: false,
      printerId: null,
      printerLocation: null,
      iconUrl: assetUrl(origin, 'checkout'),
      isDocumentCheckEnabled: kiosk.documentCheck ?? false,
    },
    weighingConfiguration: weighingConfigurationView(kiosk, origin),
    features: { isDocumentScanningEnabled: hasDocumentScanner(kiosk), isDocumentSigningEnabled: kiosk.documentSigning ?? false },
  };
}

/** weighingConfiguration (site-operations spec §3) of a kiosk: off unless its setup has a weighbridge. */
function weighingConfigurationView(kiosk: SimKiosk, origin: string) {
  const weighing = kiosk.weighing;
  const process = (isEnabled: boolean) => ({ isEnabled, forWeighingSteps: isEnabled ? [1, 2] : [] });
  return {
    iconUrl: assetUrl(origin, 'weighing'),
    separateProcess: process(weighing?.separateProcess ?? false),
    postQuestionary: process(weighing?.postQuestionary ?? false),
    isBadgeScanEnabled: weighing?.badge ?? false,
    isDisplayNameEnabled: weighing?.displayName ?? false,
    isPincodeEnabled: weighing?.pincode ?? false,
  };
}

/** Translations and timeouts of GET /configuration (core spec §3 "Welcome and status translations"). */
export function kioskTextsView(kiosk: SimKiosk, isoCode: string | null) {
  const language = toLanguageCode(isoCode);
  const status = LOCALIZATION[language].statusMessages ?? {};
  return {
    translations: {
      welcome: kiosk.hasWelcomeText ? (status.welcome ?? '') : '',
      denied: status.denied ?? '',
      registrationCompleted: status.registrationCompleted ?? '',
      waitingForApproval: status.waitingForApproval ?? '',
      waitingForApprovalHasTimedOut: status.waitingForApprovalHasTimedOut ?? '',
      askForHelpPopupTitle: ASK_FOR_HELP.title[language],
      askForHelpPopupMessage: ASK_FOR_HELP.message[language],
    },
    timeouts: { general: 300_000, endScreen: 15_000 },
  };
}

/** Profile of core spec §3 in one language. */
export function profileView(profile: SimProfile, language: LanguageCode, origin: string) {
  const texts = PROFILE_TEXTS[profile.key];
  const traits = transportTraits(profile.id);
  return {
    id: profile.id,
    name: texts.name[language],
    description: texts.description[language],
    profileImage: assetUrl(origin, profile.image),
    isEticketingProfile: traits.eticket,
    documentTypesToScan: documentTypesToScan(profile.id).map(({ id, name, exampleFileId, isMultiPagePossible }) => ({
      id,
      name,
      exampleFileId,
      isMultiPagePossible,
    })),
    profileWeighingConfiguration: { weighingProcessMode: 0 },
    requiresCertificationCheck: requiresCertification(profile.id),
    automaticApprovalInformation: { automaticApprovalEnabled: traits.identification, errorMessage: null, warningMessage: null },
  };
}

/** Visitor of core spec §3. */
export function visitorView(visitor: SimVisitor) {
  return {
    id: visitor.id,
    currentProfileId: visitor.registration.profileId,
    fieldValues: Object.entries(visitor.registration.answers).map(([questionId, values]) => ({ questionId, values: [...values] })),
    hostIsKnown: visitor.host !== undefined,
    hasMissingDocuments: false,
    ...printingView(visitor.registration.profileId),
  };
}

/** What a registered visitor has to print (site-operations §3 Visitor; data/printing.ts). */
function printingView(profileId: number) {
  const documents = PRINT_SETUP[profileId]?.documents ?? [];
  return { documentsToPrint: documents.map((d) => ({ ...d })), isPrintingNeeded: documents.length > 0 };
}

/** The approvalstatus link of a visitor: absolute, same origin, carrying the tenant. */
export function approvalStatusUrl(origin: string, visitor: SimVisitor): string {
  return `${origin}/api/visitors/${visitor.id}/approvalstatus?tenant=${encodeURIComponent(visitor.registration.tenant)}`;
}
