import { afterAll, afterEach, beforeAll } from 'vitest';
import type { CallArgs, CallName } from '../api/catalog.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';
import { startScan } from './documentScanner.ts';
import { approvalStatusUrl } from './handlers/views.ts';
import { printJobs } from './handlers/documentPrinting.ts';
import { createNodeSimulator, type NodeSimulator } from './node.ts';
import { createSite, type Site } from './site.ts';

/** Test helpers over the simulated site (tests only; not part of the kiosk bundle). */

export const SIM_ORIGIN = 'http://kiosk.test';

/** A catalog client against the simulated site, with fixed header values to assert on. */
export function createSimClient(tenant: string | null = 'demo', timeoutMs = 5_000): ApiClient {
  return createApiClient({
    baseURL: `${SIM_ORIGIN}/api`,
    tenant,
    timeoutMs,
    getLanguage: () => 'nl-BE',
    getTimeZone: () => 'Europe/Brussels',
  });
}

/**
 * The hooks of a test file over the simulated site: one msw/node server listening for the file, a
 * fresh site for each test (`sim.site`, so no test sees another's visitors or faults), and a
 * catalog client against it.
 *
 * @example
 * const { sim, client } = simSuite();
 * it('…', async () => { await executeCall(client, calls['kiosk.get'], { kioskId: 1 }); expect(sim.site.requests).toHaveLength(1); });
 */
export function simSuite(): { sim: NodeSimulator; client: ApiClient } {
  let site = createSite();
  const sim = createNodeSimulator(() => site);
  beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sim.resetHandlers();
    site = createSite();
  });
  afterAll(() => sim.close());
  return { sim, client: createSimClient() };
}

/**
 * Valid arguments for every catalog call on the demo site's kiosk 1. The mapped type makes a call
 * added to the catalog without sample arguments a type error.
 */
export function sampleArgs(site: Site): { readonly [N in CallName]: CallArgs<N> } {
  const waiting = site.register({
    tenant: 'demo',
    kioskId: 1,
    profileId: 1,
    selectedProfileId: 1,
    language: 'en',
    hostId: 'host-1',
    answers: {},
    registrationStartedOn: '2026-11-22T09:00:00+01:00',
    visitorId: null,
    transactionType: 0,
    visitorIds: [],
  });
  const desk = site.kiosk('demo', 23);
  if (!desk) throw new Error('the demo site has no document desk (kiosk 23)');
  const scanned = startScan(site, desk, 'dt-cmr', 'dt-cmr-page-1.pdf').id;
  const printing = site.register({ ...waiting.registration, kioskId: 25, profileId: 46, selectedProfileId: 46, hostId: null });
  // a running print job of kiosk 25 (data/printing.ts), for its status call
  printJobs(site).jobs.set('job-sample', { id: 'job-sample', visitorId: printing.id, documentIds: ['doc-site-map'], result: 1, afterPolls: 3, polls: 0 });
  return {
    'kiosk.get': { kioskId: 1 },
    'kiosk.configuration': { kioskId: 1, language: 'fr' },
    'kiosk.companyLogo': { kioskId: 1 },
    'kiosk.languages': { kioskId: 1 },
    'kiosk.localizationResources': { kioskId: 1, language: 'de' },
    'kiosk.profiles': { kioskId: 1, language: 'nl' },
    'kiosk.status': { kioskId: 1 },
    'kiosk.time': {},
    'kiosk.languagePageLoaded': { kioskId: 1 },
    'kiosk.languageSelected': { kioskId: 1, language: 'pl' },
    'profile.get': { profileId: 2, kioskId: 1 },
    'profile.localizationResources': { profileId: 2, kioskId: 1, language: 'it' },
    'profile.questionary': { profileId: 1, kioskId: 1, language: 'cs' },
    'visitor.register': {
      kioskId: 1,
      profileId: 1,
      language: 'en',
      registrationStartedOn: '2026-11-22T09:00:00Z',
      answers: { 'q-fullname': { value: ['Ada Lovelace'], fieldDefinitionType: 3 }, 'q-host': { value: ['host-2'], fieldDefinitionType: 2 } },
    },
    'visitor.approvalStatus': { url: approvalStatusUrl(SIM_ORIGIN, waiting) },
    'identification.options': { kioskId: 1, profileId: 22, language: 'nl' },
    'identification.validate': { kioskId: 1, profileId: 22, value: 'BK-2001', visitors: [] },
    'identification.identify': { kioskId: 1, profileId: 22, value: 'BK-1001', visitorIds: [], culture: 'en', forceManualFallback: false },
    'eticket.validate': { kioskId: 1, code: 'ETK-1001', language: 'fr' },
    'checkout.allowedVisitors': { kioskId: 1 },
    'checkout.findVisitor': { kioskId: 1, pincode: '1234' },
    'checkout.visitor': { visitorId: 'c0000000-0000-4000-8000-000000000001' },
    'checkout.checkout': { kioskId: 1, visitorId: 'c0000000-0000-4000-8000-000000000002' },
    'productMetrics.event': {
      url: `${SIM_ORIGIN}/api/productmetrics`,
      event: { type: 'pageView', kioskId: 1, screen: 'visitor/language', language: 'en', at: '2026-11-22T09:00:00.000Z' },
    },
    'dispatch.isDispatched': { kioskId: 1, profileId: 1, visitorId: waiting.id },
    'dispatch.result': { visitorId: waiting.id },
    'weighing.processInfo': { kioskId: 8, visitorId: 'd0000000-0000-4000-8000-000000007001', profileId: null },
    'weighing.localizations': { language: 'nl', profileId: null, visitorId: null },
    'weighing.weigh': { kioskId: 8, profileId: 8, attemptNumber: 1 },
    'weighing.netWeight': { kioskId: 8, visitorId: 'd0000000-0000-4000-8000-000000007002', newWeights: [{ stepNumber: 2, weight: 15_120 }] },
    'weighing.save': { kioskId: 8, visitorId: 'd0000000-0000-4000-8000-000000007001', currentWeighingInfo: { weight: 38_420 } },
    'weighing.allowedVisitors': { kioskId: 8, filter: 'tom' },
    'weighing.visitorNotAllowed': { kioskId: 8, visitorId: 'd0000000-0000-4000-8000-000000007008', reason: 'refused' },
    'assetRegistration.localizationResources': { profileId: 32, language: 'de' },
    'assetRegistration.transactionTypes': { profileId: 32, language: 'nl' },
    'assetRegistration.categories': { profileId: 32, language: 'fr' },
    'assetRegistration.categoryQuestionary': { assetCategoryId: 'cat-container', profileId: 31, language: 'de' },
    'assetRegistration.validateAutomaticApproval': { assetCategoryId: 'cat-container', fieldDefinitionId: 'af-container-number', value: 'MSCU1234565' },
    'validation.isPhoneNumberValid': { phoneNumber: '+32470123456' },
    'log.general': { kioskId: 1, message: 'sample log line' },
    'log.downtime': {
      kioskId: 1,
      startDowntime: '2026-11-22T08:00:00Z',
      endDowntime: '2026-11-22T08:05:00Z',
      failedActions: [{ action: 'api/visitor', message: 'could not register visitor' }],
    },
    'log.abortedRegistration': {
      kioskId: 1,
      siteId: 10,
      siteName: 'Demo plant – Antwerp',
      page: 'questionary',
      kioskConfiguration: { id: 1 },
      originalProfileId: 1,
      redirectedProfileId: null,
    },
    'system.settings': {},
    'system.features': {},
    'certifiedPersons.resources': { kioskId: 14, language: 'en' },
    'certifiedPersons.byMobilePhone': { mobilePhoneNumber: '+32470101001' },
    'certifiedPersons.byPassport': { passportId: 'P1001' },
    'certifiedPersons.allowedToEnter': { certifiedPersonId: 'cp-1001', profileId: 30, kioskId: 14 },
    'certifiedPersons.certificationTypes': { certifiedPersonId: 'cp-1004', profileId: 30, language: 'en' },
    'certifiedPersons.registrationCompleted': { certifiedPersonId: 'cp-1001', kioskId: 14, visitorId: waiting.id },
    'certifiedPersons.updateInformation': { certifiedPersonId: 'cp-1001', kioskId: 14, firstName: 'Anna', lastName: 'Valid' },
    'certificationTests.get': { certificationTestId: 'test-forklift', language: 'en' },
    'certificationTests.complete': {
      certificationTestId: 'test-forklift',
      kioskId: 14,
      passportId: 'P1004',
      firstName: 'Dirk',
      lastName: 'Expired',
      questionScores: [{ questionId: 'q-speed', selectedAnswerIndex: 1, isCorrectAnswer: true }],
    },
    'certificationTests.registerFailed': {
      certificationTestId: 'test-forklift',
      kioskId: 14,
      passportId: 'P1004',
      questionScores: [{ questionId: 'q-speed', selectedAnswerIndex: 0, isCorrectAnswer: false }],
    },
    'passportScanner.configuration': { kioskId: 14 },
    'passportScanner.connect': { kioskId: 14 },
    'passportScanner.scan': { kioskId: 14 },
    'passportScanner.result': { kioskId: 14 },
    'passportScanner.disconnect': { kioskId: 14 },
    'passportScanner.complete': { kioskId: 14 },
    'passportScanner.abort': { kioskId: 14 },
    'passportScanner.resetScanValues': { kioskId: 14 },
    'passportScanner.productMetrics': { kioskId: 14, error: 'Error', errorMessage: 'The passport could not be read', userLanguage: 'en' },
    'documentScanning.scannerHealth': { kioskId: 23 },
    'documentScanning.exampleImage': { fileId: 'att-example-cmr' },
    'documentScanning.prepareScanning': { kioskId: 23 },
    'documentScanning.scan': { kioskId: 23, fileName: 'dt-delivery-note-page-1.pdf', documentTypeId: 'dt-delivery-note' },
    'documentScanning.status': { documentId: scanned },
    'documentScanning.preview': { documentId: scanned },
    'documentScanning.cancel': { documentId: scanned },
    'documentScanning.remove': { documentId: scanned },
    'documentScanning.error': { documentId: scanned, kioskId: 23, visitorId: null, documentType: 'dt-cmr' },
    'documentScanning.link': {
      visitorId: waiting.id,
      scannedDocuments: [
        { documentTypeId: 'dt-cmr', isDocumentAddedByVisitor: true, isScannedSuccesful: true, pages: [{ attachmentId: scanned, pageNumber: 1 }] },
      ],
    },
    'documentSigning.documents': { visitorId: 'e2400000-0000-4000-8000-000000002401', language: 'en' },
    'documentSigning.preview': { kioskId: 24, documentId: 'doc-2401-safety' },
    'documentSigning.sign': { kioskId: 24, documentId: 'doc-2401-safety', signatureAsBase64: 'data:image/png;base64,iVBORw0KGgo=', signerName: 'LENA VERBEKE' },
    'documentPrinting.configuration': { kioskId: 25 },
    'documentPrinting.print': { kioskId: 25, visitorId: printing.id, printerId: 'PRN-25', documentIds: ['doc-site-map', 'doc-safety'] },
    'documentPrinting.jobStatus': { printJobId: 'job-sample' },
    'documentPrinting.confirmation': { kioskId: 25, visitorId: printing.id },
    'documentHandling.setLed': { kioskId: 25, ledColor: 1, documentHandlingType: 0 },
  };
}
