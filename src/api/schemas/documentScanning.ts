import { z } from 'zod';
import { flag, StringId, withDefault } from './common.ts';

/**
 * Document scanning (site-operations spec §3 "Scanned document", "Document state", §7 "Document
 * scanning"). The spec shows only the fields named here; extra fields are kept.
 */

/** §3 Document state: Scanning 1, Merging 2, Ready 3, ToDelete 4. Merging means the scan succeeded (§4). */
export const DocumentState = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The scanner's health (§7 GET /health/scanner?sskId): offline leads to the scanner-not-found page (§4). */
export const ScannerHealth = z.looseObject({ isOnline: flag() });

/**
 * The answer of a scan request (§7 POST /document/scan): the id of the scanned document, which the
 * status, preview, cancel, remove and error calls name. The spec does not show the answer; the
 * kiosk takes `{ id }` or the bare id.
 */
export const ScanStarted = z.union([StringId, z.looseObject({ id: StringId })]).transform((answer) => (typeof answer === 'string' ? { id: answer } : answer));

/** The state of a scanned document (§7 GET /document/{id}/status), polled every 1 s (§9). */
export const ScanStatus = z.looseObject({ documentState: DocumentState });

/** The images of a scanned document (§7 GET /document/{id}/preview): URLs the kiosk shows, never markup. */
export const ScanPreview = z.looseObject({ previewUrls: withDefault(z.array(z.string().min(1)), []) });

/** One page of a scanned document (§3): the attachment of its scan and its number, from 1. */
export const ScannedPage = z.object({ attachmentId: StringId, pageNumber: z.number().int().min(1) });

/** A scanned document as linked to the visitor (§3 "Scanned document", §7 POST /document/link/{visitorId}). */
export const ScannedDocument = z.object({
  documentTypeId: StringId,
  isDocumentAddedByVisitor: z.boolean(),
  isScannedSuccesful: z.boolean(),
  pages: z.array(ScannedPage),
});
export type ScannedDocument = z.infer<typeof ScannedDocument>;
