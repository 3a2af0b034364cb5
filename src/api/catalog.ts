import type { CallDefinition } from './defineCall.ts';
import {
  kioskCompanyLogo,
  kioskConfiguration,
  kioskGet,
  kioskLanguagePageLoaded,
  kioskLanguageSelected,
  kioskLanguages,
  kioskLocalizationResources,
  kioskProfiles,
  kioskStatus,
  kioskTime,
} from './calls/kiosk.ts';
import { systemFeatures, systemSettings } from './calls/system.ts';

/** How the catalog gives a call: its definition (the start calls, in the first bundle), or a function that fetches it. */
// biome-ignore lint/suspicious/noExplicitAny: calls of different arguments in one list; each entry keeps its own type
export type CallEntry = CallDefinition<any, unknown> | (() => Promise<CallDefinition<any, unknown>>);

/** The modules of the calls that load after the first screen (each call below names its module). */
const profileModule = () => import('./calls/profile.ts');
const visitorModule = () => import('./calls/visitor.ts');
const identificationModule = () => import('./calls/identification.ts');
const eticketModule = () => import('./calls/eticket.ts');
const checkoutModule = () => import('./calls/checkout.ts');
const dispatchModule = () => import('./calls/dispatch.ts');
const weighingModule = () => import('./calls/weighing.ts');
const assetRegistrationModule = () => import('./calls/assetRegistration.ts');
const validationModule = () => import('./calls/validation.ts');
const logModule = () => import('./calls/log.ts');
const abortModule = () => import('./calls/abort.ts');
const certifiedPersonsModule = () => import('./calls/certifiedPersons.ts');
const passportScannerModule = () => import('./calls/passportScanner.ts');
const documentScanningModule = () => import('./calls/documentScanning.ts');
const documentSigningModule = () => import('./calls/documentSigning.ts');
const documentPrintingModule = () => import('./calls/documentPrinting.ts');
const documentHandlingModule = () => import('./calls/documentHandling.ts');
const productMetricsModule = () => import('./calls/productMetrics.ts');

/**
 * The call catalog (DESIGN.md "Calls"): every server call by the name flows use, with the module
 * that defines it; the one list of them. Keys equal each definition's `name`. Add a call by defining
 * it in `calls/<area>.ts` and adding one line here.
 * - The start calls of core spec §3 and §7 (`kiosk.*`, `system.*`: the start, the status poll, the
 *   language screen's calls) are given as their definitions: they come with the first bundle.
 * - Every other is a function that fetches its module, so its argument and answer schemas load after
 *   the first screen (docs/decisions/0019).
 *
 * - Not here, on purpose: GET /api/health (core §7 "returns version"). The version the kiosk compares
 *   is `kiosk.status`'s (core §4 "A changed status version triggers a reload", site-operations §4
 *   "Kiosk status"); no screen shows a version (docs/decisions/0014 "No health call").
 *
 * The kiosk loads them through `createCallDefinitions` (on demand, then all once the first screen
 * is up); the tools and tests read `calls` (src/api/allCalls.ts), every definition fetched. Both
 * derive from this list.
 */
export const callCatalog = {
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
  'profile.get': () => profileModule().then((module) => module.profileGet),
  'profile.localizationResources': () => profileModule().then((module) => module.profileLocalizationResources),
  'profile.questionary': () => profileModule().then((module) => module.profileQuestionary),
  'visitor.register': () => visitorModule().then((module) => module.visitorRegister),
  'visitor.approvalStatus': () => visitorModule().then((module) => module.visitorApprovalStatus),
  'identification.options': () => identificationModule().then((module) => module.identificationOptions),
  'identification.validate': () => identificationModule().then((module) => module.identificationValidate),
  'identification.identify': () => identificationModule().then((module) => module.identificationIdentify),
  'eticket.validate': () => eticketModule().then((module) => module.eticketValidate),
  'checkout.allowedVisitors': () => checkoutModule().then((module) => module.checkoutAllowedVisitors),
  'checkout.findVisitor': () => checkoutModule().then((module) => module.checkoutFindVisitor),
  'checkout.visitor': () => checkoutModule().then((module) => module.checkoutVisitor),
  'checkout.checkout': () => checkoutModule().then((module) => module.checkoutCheckout),
  'dispatch.isDispatched': () => dispatchModule().then((module) => module.dispatchIsDispatched),
  'dispatch.result': () => dispatchModule().then((module) => module.dispatchResult),
  'weighing.processInfo': () => weighingModule().then((module) => module.weighingProcessInfo),
  'weighing.localizations': () => weighingModule().then((module) => module.weighingLocalizations),
  'weighing.weigh': () => weighingModule().then((module) => module.weighingWeigh),
  'weighing.netWeight': () => weighingModule().then((module) => module.weighingNetWeight),
  'weighing.save': () => weighingModule().then((module) => module.weighingSave),
  'weighing.allowedVisitors': () => weighingModule().then((module) => module.weighingAllowedVisitors),
  'weighing.visitorNotAllowed': () => weighingModule().then((module) => module.weighingVisitorNotAllowed),
  'assetRegistration.localizationResources': () => assetRegistrationModule().then((module) => module.assetLocalizationResources),
  'assetRegistration.transactionTypes': () => assetRegistrationModule().then((module) => module.assetTransactionTypes),
  'assetRegistration.categories': () => assetRegistrationModule().then((module) => module.assetCategories),
  'assetRegistration.categoryQuestionary': () => assetRegistrationModule().then((module) => module.assetCategoryQuestionary),
  'assetRegistration.validateAutomaticApproval': () => assetRegistrationModule().then((module) => module.assetValidateAutomaticApproval),
  'validation.isPhoneNumberValid': () => validationModule().then((module) => module.validationIsPhoneNumberValid),
  'log.general': () => logModule().then((module) => module.logGeneral),
  'log.downtime': () => logModule().then((module) => module.logDowntime),
  'log.abortedRegistration': () => abortModule().then((module) => module.logAbortedRegistration),
  'system.settings': systemSettings,
  'system.features': systemFeatures,
  'certifiedPersons.resources': () => certifiedPersonsModule().then((module) => module.certifiedPersonResources),
  'certifiedPersons.byMobilePhone': () => certifiedPersonsModule().then((module) => module.certifiedPersonByMobilePhone),
  'certifiedPersons.byPassport': () => certifiedPersonsModule().then((module) => module.certifiedPersonByPassport),
  'certifiedPersons.allowedToEnter': () => certifiedPersonsModule().then((module) => module.certifiedPersonAllowedToEnter),
  'certifiedPersons.certificationTypes': () => certifiedPersonsModule().then((module) => module.certifiedPersonCertificationTypes),
  'certifiedPersons.registrationCompleted': () => certifiedPersonsModule().then((module) => module.certifiedPersonRegistrationCompleted),
  'certifiedPersons.updateInformation': () => certifiedPersonsModule().then((module) => module.certifiedPersonUpdateInformation),
  'certificationTests.get': () => certifiedPersonsModule().then((module) => module.certificationTestGet),
  'certificationTests.complete': () => certifiedPersonsModule().then((module) => module.certificationTestComplete),
  'certificationTests.registerFailed': () => certifiedPersonsModule().then((module) => module.certificationTestRegisterFailed),
  'passportScanner.configuration': () => passportScannerModule().then((module) => module.passportScannerConfiguration),
  'passportScanner.connect': () => passportScannerModule().then((module) => module.passportScannerConnect),
  'passportScanner.scan': () => passportScannerModule().then((module) => module.passportScannerScan),
  'passportScanner.result': () => passportScannerModule().then((module) => module.passportScannerResult),
  'passportScanner.disconnect': () => passportScannerModule().then((module) => module.passportScannerDisconnect),
  'passportScanner.complete': () => passportScannerModule().then((module) => module.passportScannerComplete),
  'passportScanner.abort': () => passportScannerModule().then((module) => module.passportScannerAbort),
  'passportScanner.resetScanValues': () => passportScannerModule().then((module) => module.passportScannerResetScanValues),
  'passportScanner.productMetrics': () => passportScannerModule().then((module) => module.passportScannerProductMetrics),
  'documentScanning.scannerHealth': () => documentScanningModule().then((module) => module.documentScanningScannerHealth),
  'documentScanning.exampleImage': () => documentScanningModule().then((module) => module.documentScanningExampleImage),
  'documentScanning.prepareScanning': () => documentScanningModule().then((module) => module.documentScanningPrepareScanning),
  'documentScanning.scan': () => documentScanningModule().then((module) => module.documentScanningScan),
  'documentScanning.status': () => documentScanningModule().then((module) => module.documentScanningStatus),
  'documentScanning.preview': () => documentScanningModule().then((module) => module.documentScanningPreview),
  'documentScanning.cancel': () => documentScanningModule().then((module) => module.documentScanningCancel),
  'documentScanning.remove': () => documentScanningModule().then((module) => module.documentScanningRemove),
  'documentScanning.error': () => documentScanningModule().then((module) => module.documentScanningError),
  'documentScanning.link': () => documentScanningModule().then((module) => module.documentScanningLink),
  'documentSigning.documents': () => documentSigningModule().then((module) => module.documentSigningDocuments),
  'documentSigning.preview': () => documentSigningModule().then((module) => module.documentSigningPreview),
  'documentSigning.sign': () => documentSigningModule().then((module) => module.documentSigningSign),
  'documentPrinting.configuration': () => documentPrintingModule().then((module) => module.documentPrintingConfiguration),
  'documentPrinting.print': () => documentPrintingModule().then((module) => module.documentPrintingPrint),
  'documentPrinting.jobStatus': () => documentPrintingModule().then((module) => module.documentPrintingJobStatus),
  'documentPrinting.confirmation': () => documentPrintingModule().then((module) => module.documentPrintingConfirmation),
  'documentHandling.setLed': () => documentHandlingModule().then((module) => module.documentHandlingSetLed),
  'productMetrics.event': () => productMetricsModule().then((module) => module.productMetricsEvent),
};

type Catalog = typeof callCatalog;
export type CallName = keyof Catalog;

/** The definition of a named call, with its argument and answer types. */
export type CallOf<N extends CallName> = Catalog[N] extends () => Promise<infer D> ? D : Catalog[N];

/** The argument type of a named call. */
export type CallArgs<N extends CallName> = CallOf<N> extends CallDefinition<infer A, infer _R> ? A : never;

/** True when `name` is a call of the catalog (for names that come from flow documents). */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(callCatalog, name);
}

/**
 * The definition a catalog entry gives: at once for a start call, fetched for the others.
 * @throws whatever fetching the call's module threw (a network failure), as a rejection.
 */
export function callOf(entry: CallEntry): Promise<CallDefinition<Record<string, unknown>, unknown>> {
  return typeof entry === 'function' ? entry() : Promise.resolve(entry);
}
