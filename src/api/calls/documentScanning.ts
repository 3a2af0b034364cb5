import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { ScannedDocument, ScannerHealth, ScanPreview, ScanStarted, ScanStatus } from '../schemas/documentScanning.ts';

/**
 * Document scanning (site-operations spec §2 "Document scanning", §4 "Document scanning", §7
 * "Document scanning (prefix /api/documentScanning)"). Nothing is cached: a scanner changes by the
 * second. `kioskId` is the spec's sskId.
 */

const PREFIX = '/documentScanning';
type KioskArgs = { readonly kioskId: number };
type DocumentArgs = { readonly documentId: string };
const OnDocument = z.object({ documentId: z.string().min(1) });

/** Whether the scanner answers (§7 GET /health/scanner?sskId → isOnline). Offline: the scanner-not-found page (§4). */
export const documentScanningScannerHealth = defineCall({
  name: 'documentScanning.scannerHealth',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: (_: KioskArgs) => `${PREFIX}/health/scanner`,
  query: (a) => ({ sskId: a.kioskId }),
  response: ScannerHealth,
  description: 'Scanner health: isOnline (site-operations §4 "Health check", §7)',
});

/** Readies the scanner for the next page (§7 POST /document/prepareScanning with sskId); the answer is not used. */
export const documentScanningPrepareScanning = defineCall({
  name: 'documentScanning.prepareScanning',
  method: 'POST',
  args: z.object({ kioskId: z.number() }),
  path: (_: KioskArgs) => `${PREFIX}/document/prepareScanning`,
  body: (a) => ({ sskId: a.kioskId }),
  response: z.unknown(),
  description: 'Prepares a scan (site-operations §7)',
});

/**
 * Scans one page of a document type (§7 POST /document/scan with sskId, fileName, documentTypeId).
 * Answers the id of the scanned document, whose status is then polled every 1 s up to 150 s (§9).
 */
export const documentScanningScan = defineCall({
  name: 'documentScanning.scan',
  method: 'POST',
  args: z.object({ kioskId: z.number(), fileName: z.string().min(1), documentTypeId: z.string().min(1) }),
  path: (_: KioskArgs & { readonly fileName: string; readonly documentTypeId: string }) => `${PREFIX}/document/scan`,
  body: (a) => ({ sskId: a.kioskId, fileName: a.fileName, documentTypeId: a.documentTypeId }),
  response: ScanStarted,
  description: 'Scans a page: the scanned document id (site-operations §4, §7)',
});

/** The state of a scan (§7 GET /document/{id}/status → documentState, §3: Scanning 1, Merging 2, Ready 3, ToDelete 4). */
export const documentScanningStatus = defineCall({
  name: 'documentScanning.status',
  method: 'GET',
  args: OnDocument,
  path: (a: DocumentArgs) => `${PREFIX}/document/${encodeURIComponent(a.documentId)}/status`,
  response: ScanStatus,
  description: 'Scan status: documentState (site-operations §3, §7, §9 polled every 1 s up to 150 s)',
});

/** The images of a scanned page (§7 GET /document/{id}/preview → previewUrls), fetched once the scan is Merging (§4). */
export const documentScanningPreview = defineCall({
  name: 'documentScanning.preview',
  method: 'GET',
  args: OnDocument,
  path: (a: DocumentArgs) => `${PREFIX}/document/${encodeURIComponent(a.documentId)}/preview`,
  response: ScanPreview,
  description: 'Scan preview: previewUrls (site-operations §4, §7)',
});

/** One POST on a scanned document whose answer is not used (§7 POST /document/{id}/cancel, /remove). */
function documentCommand<N extends string>(name: N, command: 'cancel' | 'remove', what: string) {
  return defineCall({
    name,
    method: 'POST',
    args: OnDocument,
    path: (a: DocumentArgs) => `${PREFIX}/document/${encodeURIComponent(a.documentId)}/${command}`,
    response: z.unknown(),
    description: `${what} (site-operations §4, §7 POST /document/{id}/${command})`,
  });
}

/** Cancels a scan that failed or timed out (§4 "Otherwise, or on timeout, the scan is cancelled"). */
export const documentScanningCancel = documentCommand('documentScanning.cancel', 'cancel', 'Cancels a scan');
/** Removes a page the visitor discarded on the preview (§4 "no discards the last page"). */
export const documentScanningRemove = documentCommand('documentScanning.remove', 'remove', 'Removes a scanned page');

/** Logs a failed scan with the site (§4 "the failure is logged", §7 POST /document/{id}/error with visitorId, sskId, documentType). */
export const documentScanningError = defineCall({
  name: 'documentScanning.error',
  method: 'POST',
  args: z.object({ documentId: z.string().min(1), kioskId: z.number(), visitorId: z.string().nullish(), documentType: z.string().min(1) }),
  path: (a: DocumentArgs & KioskArgs & { readonly visitorId?: string | null; readonly documentType: string }) =>
    `${PREFIX}/document/${encodeURIComponent(a.documentId)}/error`,
  body: (a) => ({ visitorId: a.visitorId ?? null, sskId: a.kioskId, documentType: a.documentType }),
  response: z.unknown(),
  description: 'Logs a failed scan (site-operations §4, §7)',
});

/** Links the scanned documents to the registered visitor (§4 "linked to the visitor when finished", §7 POST /document/link/{visitorId}). */
export const documentScanningLink = defineCall({
  name: 'documentScanning.link',
  method: 'POST',
  args: z.object({ visitorId: z.string().min(1), scannedDocuments: z.array(ScannedDocument) }),
  path: (a: { readonly visitorId: string; readonly scannedDocuments: readonly ScannedDocument[] }) =>
    `${PREFIX}/document/link/${encodeURIComponent(a.visitorId)}`,
  body: (a) => ({ scannedDocuments: a.scannedDocuments }),
  response: z.unknown(),
  description: 'Links scanned documents to a visitor (site-operations §3 "Scanned document", §4, §7)',
});

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/;

/**
 * The example image of a document type (§7 GET /api/attachments/{fileId}?tenant, §3
 * documentTypesToScan.exampleFileId), as a data URL an image element shows. The kiosk reads the
 * answer as text: an SVG image or a data URL; any other answer is a `schema` error.
 */
export const documentScanningExampleImage = defineCall({
  name: 'documentScanning.exampleImage',
  method: 'GET',
  args: z.object({ fileId: z.string().min(1) }),
  path: (a: { readonly fileId: string }) => `/attachments/${encodeURIComponent(a.fileId)}`,
  response: z
    .string()
    .refine((text) => text.startsWith('data:image/') || SVG_START.test(text), 'an image: an SVG document or a data:image URL')
    .transform((text) => (text.startsWith('data:') ? text : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`)),
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: 'Example image of a document type (site-operations §7 GET /api/attachments/{fileId})',
});
