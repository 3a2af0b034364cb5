import type { SimKioskSetup } from './kiosks.ts';
import type { SimProfile } from './profiles.ts';

/**
 * Document scanning at the simulated site (site-operations spec §2 "Document scanning", §3
 * documentTypesToScan, §4 "Document scanning"): the document types profiles ask for, their example
 * images, the document desk kiosk and how its scanner behaves.
 *
 * | Profile | Documents to scan |
 * |---|---|
 * | 40 | a delivery note: one page |
 * | 41 | a CMR consignment note: one page or more |
 * | 42 | a delivery note, then a CMR consignment note |
 *
 * The delivery note's example is an SVG drawing, the CMR note's a PNG file (a binary attachment).
 */
export interface SimDocumentType {
  readonly id: string;
  readonly name: string;
  /** The attachment with the example image (§7 GET /api/attachments/{fileId}). */
  readonly exampleFileId: string;
  readonly isMultiPagePossible: boolean;
  /** How the site stores the example: an SVG drawing (text) or a PNG file (binary). */
  readonly exampleFormat: 'svg' | 'png';
}

export const DELIVERY_NOTE: SimDocumentType = {
  id: 'dt-delivery-note',
  name: 'Delivery note',
  exampleFileId: 'att-example-delivery-note',
  isMultiPagePossible: false,
  exampleFormat: 'svg',
};
export const CMR_NOTE: SimDocumentType = {
  id: 'dt-cmr',
  name: 'CMR consignment note',
  exampleFileId: 'att-example-cmr',
  isMultiPagePossible: true,
  exampleFormat: 'png',
};

export const DELIVERY_NOTE_PROFILE_ID = 40;
export const CMR_PROFILE_ID = 41;
export const TWO_DOCUMENTS_PROFILE_ID = 42;

/** The profiles of the document desk; their questionary is empty and the registration needs no host. */
export const DOCUMENT_SCANNING_PROFILES: readonly SimProfile[] = [
  { id: DELIVERY_NOTE_PROFILE_ID, key: 'truckDelivery', image: 'truckIn', questionary: 'none', approval: 'none' },
  { id: CMR_PROFILE_ID, key: 'truckPickup', image: 'truckOut', questionary: 'none', approval: 'none' },
  { id: TWO_DOCUMENTS_PROFILE_ID, key: 'courier', image: 'parcel', questionary: 'none', approval: 'none' },
];

const DOCUMENT_TYPES_BY_PROFILE: Readonly<Record<number, readonly SimDocumentType[]>> = {
  [DELIVERY_NOTE_PROFILE_ID]: [DELIVERY_NOTE],
  [CMR_PROFILE_ID]: [CMR_NOTE],
  [TWO_DOCUMENTS_PROFILE_ID]: [DELIVERY_NOTE, CMR_NOTE],
};

/** The document types a profile asks to scan (§3 Profile.documentTypesToScan); none for most profiles. */
export const documentTypesToScan = (profileId: number): readonly SimDocumentType[] => DOCUMENT_TYPES_BY_PROFILE[profileId] ?? [];

/** The document type of an example attachment id, if any. */
export const exampleOf = (fileId: string): SimDocumentType | undefined => [DELIVERY_NOTE, CMR_NOTE].find((t) => t.exampleFileId === fileId);

/**
 * How a kiosk's document scanner behaves (§4 "Document scanning"): `succeeds` (the status answers
 * Scanning, then Merging), `offline` (the health check answers isOnline false), `fails` (Scanning,
 * then ToDelete), `neverFinishes` (Scanning until the kiosk gives up after 150 s, §9).
 */
export const SCANNER_BEHAVIOURS = ['succeeds', 'offline', 'fails', 'neverFinishes'] as const;
export type DocumentScannerBehaviour = (typeof SCANNER_BEHAVIOURS)[number];

export interface DocumentScanningKioskSetup {
  /** The document scanner: the kiosk reports isScannerConfigured and isDocumentScanningEnabled. */
  readonly documentScanner: { readonly behaviour: DocumentScannerBehaviour };
}

/** Kiosk 23 "Document desk" of tenant demo: a scanner that succeeds, profiles 40, 41, 42 and the visitor profile 1 (README "Document scanning"). */
export function documentScanningKiosks(base: SimKioskSetup): (SimKioskSetup & DocumentScanningKioskSetup)[] {
  return [
    {
      ...base,
      id: 23,
      siteName: 'Demo plant – document desk',
      mainColor: '#4338ca',
      profileIds: [DELIVERY_NOTE_PROFILE_ID, CMR_PROFILE_ID, TWO_DOCUMENTS_PROFILE_ID, 1],
      documentScanner: { behaviour: 'succeeds' },
    },
  ];
}

/**
 * Texts of the scanning screens (namespace documentScanning), served with the kiosk's localization
 * resources in English for every language; `{{documentType}}` is the placeholder for the type's name
 * (§9 "Document types: placeholder token for the type name in titles"). The other languages leave
 * scanConnectionErrorDescription empty, so the kiosk shows it in English (§8).
 */
export const DOCUMENT_SCANNING_TEXTS: Readonly<Record<string, string>> = {
  exampleTitle: 'Scan your {{documentType}}',
  exampleText: 'Your document should look like this example. Press Scan when you have it at hand.',
  scan: 'Scan',
  insertTitle: 'Insert your {{documentType}}',
  insertText: 'Put the first page face down in the scanner.',
  insertNextPageTitle: 'Insert the next page',
  insertNextPageText: 'Put the next page of your {{documentType}} face down in the scanner.',
  progress: 'Scanning your document…',
  takeDocumentBackTitle: 'Take your document back',
  takeDocumentBackText: 'Take the page out of the scanner.',
  previewTitle: 'Is page {{page}} of your {{documentType}} readable?',
  previewText: 'No scans the page again.',
  selectNextPageTitle: 'Does your {{documentType}} have another page?',
  scanProcessingErrorTitle: 'The document could not be scanned',
  scanProcessingErrorDescription: 'Please try again, or ask at the reception.',
  scannerNotFoundTitle: 'The scanner is not available',
  scanConnectionErrorDescription: 'The document scanner does not answer. Please ask at the reception.',
  tryAgain: 'Try again',
};

/** The documentScanning namespace in a language (English texts; see {@link DOCUMENT_SCANNING_TEXTS}). */
export const documentScanningTexts = (language: string): Readonly<Record<string, string>> =>
  language === 'en' ? DOCUMENT_SCANNING_TEXTS : { ...DOCUMENT_SCANNING_TEXTS, scanConnectionErrorDescription: '' };
