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

/** An ArrayBuffer of any realm (jsdom's and Node's differ). */
const isArrayBuffer = (value: unknown): value is ArrayBuffer => Object.prototype.toString.call(value) === '[object ArrayBuffer]';

/** The bytes of a file as base64 (chunked: String.fromCharCode takes a bounded number of arguments). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Image formats by the first bytes of their files: what the bytes are, not what the server says they are. */
const SIGNATURES: readonly { readonly type: string; readonly starts: readonly (number | null)[] }[] = [
  { type: 'image/png', starts: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', starts: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', starts: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', starts: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  { type: 'image/bmp', starts: [0x42, 0x4d] },
];

const imageTypeOf = (bytes: Uint8Array) => SIGNATURES.find(({ starts }) => starts.every((b, i) => b === null || bytes[i] === b))?.type;

/**
 * The example image of a document type (§7 GET /api/attachments/{fileId}?tenant, §3
 * documentTypesToScan.exampleFileId), as a data URL an image element shows. The kiosk reads the
 * answer's bytes: an image file (PNG, JPEG, GIF, WebP, BMP, known by its first bytes) becomes a base64
 * data URL of them; text may be an SVG document or a data:image URL; anything else (HTML, JSON) is a
 * `schema` error. The image is only ever the source of an `img` element, never markup in the page.
 */
export const documentScanningExampleImage = defineCall({
  name: 'documentScanning.exampleImage',
  method: 'GET',
  args: z.object({ fileId: z.string().min(1) }),
  path: (a: { readonly fileId: string }) => `/attachments/${encodeURIComponent(a.fileId)}`,
  responseType: 'arraybuffer',
  response: z.custom<ArrayBuffer>(isArrayBuffer, 'a file').transform((file, ctx) => {
    const bytes = new Uint8Array(file);
    const type = imageTypeOf(bytes);
    if (type) return `data:${type};base64,${base64Of(bytes)}`;
    const text = new TextDecoder().decode(bytes);
    if (text.startsWith('data:image/')) return text;
    if (SVG_START.test(text)) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    ctx.addIssue({ code: 'custom', message: 'an image: an image file, an SVG document or a data:image URL' });
    return z.NEVER;
  }),
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: 'Example image of a document type (site-operations §7 GET /api/attachments/{fileId})',
});
