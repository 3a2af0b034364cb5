import type { CallDefinition } from './defineCall.ts';
import { logAbortedRegistration } from './calls/abort.ts';
import {
  kioskCompanyLogo,
  kioskConfiguration,
  kioskGet,
  kioskLanguagePageLoaded,
  kioskLanguages,
  kioskLanguageSelected,
  kioskLocalizationResources,
  kioskProfiles,
  kioskStatus,
  kioskTime,
} from './calls/kiosk.ts';
import { logDowntime, logGeneral } from './calls/log.ts';
import { profileGet, profileLocalizationResources, profileQuestionary } from './calls/profile.ts';
import { systemFeatures, systemSettings } from './calls/system.ts';
import { validationIsPhoneNumberValid } from './calls/validation.ts';
import { visitorApprovalStatus, visitorRegister } from './calls/visitor.ts';
import { checkoutAllowedVisitors, checkoutCheckout, checkoutFindVisitor, checkoutVisitor } from './calls/checkout.ts';
import { dispatchResult } from './calls/dispatch.ts';
import { eticketValidate } from './calls/eticket.ts';
import { identificationIdentify, identificationOptions, identificationValidate } from './calls/identification.ts';
import {
  weighingAllowedVisitors,
  weighingLocalizations,
  weighingNetWeight,
  weighingProcessInfo,
  weighingSave,
  weighingVisitorNotAllowed,
  weighingWeigh,
} from './calls/weighing.ts';
import {
  assetCategories,
  assetCategoryQuestionary,
  assetLocalizationResources,
  assetTransactionTypes,
  assetValidateAutomaticApproval,
} from './calls/assetRegistration.ts';
import {
  certificationTestComplete,
  certificationTestGet,
  certificationTestRegisterFailed,
  certifiedPersonAllowedToEnter,
  certifiedPersonByMobilePhone,
  certifiedPersonByPassport,
  certifiedPersonCertificationTypes,
  certifiedPersonRegistrationCompleted,
  certifiedPersonResources,
  certifiedPersonUpdateInformation,
} from './calls/certifiedPersons.ts';
import {
  passportScannerAbort,
  passportScannerComplete,
  passportScannerConfiguration,
  passportScannerConnect,
  passportScannerDisconnect,
  passportScannerProductMetrics,
  passportScannerResetScanValues,
  passportScannerResult,
  passportScannerScan,
} from './calls/passportScanner.ts';
import {
  documentScanningCancel,
  documentScanningError,
  documentScanningExampleImage,
  documentScanningLink,
  documentScanningPrepareScanning,
  documentScanningPreview,
  documentScanningRemove,
  documentScanningScan,
  documentScanningScannerHealth,
  documentScanningStatus,
} from './calls/documentScanning.ts';
import { documentSigningDocuments, documentSigningPreview, documentSigningSign } from './calls/documentSigning.ts';
import { documentHandlingSetLed } from './calls/documentHandling.ts';
import { documentPrintingConfirmation, documentPrintingConfiguration, documentPrintingJobStatus, documentPrintingPrint } from './calls/documentPrinting.ts';

/**
 * The call catalog (DESIGN.md "Calls"): every server call by the name flows use. Keys equal each
 * definition's `name`. Add a call by defining it in `calls/<area>.ts` and adding one line here.
 *
 * @example
 * const profiles = await executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'en' });
 */
export const calls = {
  'kiosk.get': kioskGet,
  'kiosk.configuration': kioskConfiguration,
  'kiosk.companyLogo': kioskCompanyLogo,
  'kiosk.languages': kioskLanguages,
  'kiosk.localizationResources': kioskLocalizationResources,
  'kiosk.profiles': kioskProfiles,
  'kiosk.status': kioskStatus,
  'kiosk.time': kioskTime,
  'kiosk.languagePageLoaded': kioskLanguagePageLoaded,
  'kiosk.languageSelected': kioskLanguageSelected,
  'profile.get': profileGet,
  'profile.localizationResources': profileLocalizationResources,
  'profile.questionary': profileQuestionary,
  'visitor.register': visitorRegister,
  'visitor.approvalStatus': visitorApprovalStatus,
  'identification.options': identificationOptions,
  'identification.validate': identificationValidate,
  'identification.identify': identificationIdentify,
  'eticket.validate': eticketValidate,
  'checkout.allowedVisitors': checkoutAllowedVisitors,
  'checkout.findVisitor': checkoutFindVisitor,
  'checkout.visitor': checkoutVisitor,
  'checkout.checkout': checkoutCheckout,
  'dispatch.result': dispatchResult,
  'weighing.processInfo': weighingProcessInfo,
  'weighing.localizations': weighingLocalizations,
  'weighing.weigh': weighingWeigh,
  'weighing.netWeight': weighingNetWeight,
  'weighing.save': weighingSave,
  'weighing.allowedVisitors': weighingAllowedVisitors,
  'weighing.visitorNotAllowed': weighingVisitorNotAllowed,
  'assetRegistration.localizationResources': assetLocalizationResources,
  'assetRegistration.transactionTypes': assetTransactionTypes,
  'assetRegistration.categories': assetCategories,
  'assetRegistration.categoryQuestionary': assetCategoryQuestionary,
  'assetRegistration.validateAutomaticApproval': assetValidateAutomaticApproval,
  'validation.isPhoneNumberValid': validationIsPhoneNumberValid,
  'log.general': logGeneral,
  'log.downtime': logDowntime,
  'log.abortedRegistration': logAbortedRegistration,
  'system.settings': systemSettings,
  'system.features': systemFeatures,
  'certifiedPersons.resources': certifiedPersonResources,
  'certifiedPersons.byMobilePhone': certifiedPersonByMobilePhone,
  'certifiedPersons.byPassport': certifiedPersonByPassport,
  'certifiedPersons.allowedToEnter': certifiedPersonAllowedToEnter,
  'certifiedPersons.certificationTypes': certifiedPersonCertificationTypes,
  'certifiedPersons.registrationCompleted': certifiedPersonRegistrationCompleted,
  'certifiedPersons.updateInformation': certifiedPersonUpdateInformation,
  'certificationTests.get': certificationTestGet,
  'certificationTests.complete': certificationTestComplete,
  'certificationTests.registerFailed': certificationTestRegisterFailed,
  'passportScanner.configuration': passportScannerConfiguration,
  'passportScanner.connect': passportScannerConnect,
  'passportScanner.scan': passportScannerScan,
  'passportScanner.result': passportScannerResult,
  'passportScanner.disconnect': passportScannerDisconnect,
  'passportScanner.complete': passportScannerComplete,
  'passportScanner.abort': passportScannerAbort,
  'passportScanner.resetScanValues': passportScannerResetScanValues,
  'passportScanner.productMetrics': passportScannerProductMetrics,
  'documentScanning.scannerHealth': documentScanningScannerHealth,
  'documentScanning.exampleImage': documentScanningExampleImage,
  'documentScanning.prepareScanning': documentScanningPrepareScanning,
  'documentScanning.scan': documentScanningScan,
  'documentScanning.status': documentScanningStatus,
  'documentScanning.preview': documentScanningPreview,
  'documentScanning.cancel': documentScanningCancel,
  'documentScanning.remove': documentScanningRemove,
  'documentScanning.error': documentScanningError,
  'documentScanning.link': documentScanningLink,
  'documentSigning.documents': documentSigningDocuments,
  'documentSigning.preview': documentSigningPreview,
  'documentSigning.sign': documentSigningSign,
  'documentPrinting.configuration': documentPrintingConfiguration,
  'documentPrinting.print': documentPrintingPrint,
  'documentPrinting.jobStatus': documentPrintingJobStatus,
  'documentPrinting.confirmation': documentPrintingConfirmation,
  'documentHandling.setLed': documentHandlingSetLed,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** The argument type of a named call. */
export type CallArgs<N extends CallName> = Calls[N] extends CallDefinition<infer A, infer _R> ? A : never;

/** True when `name` is a call of the catalog (for names that come from flow documents). */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}
