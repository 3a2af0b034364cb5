import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { DocumentPreview, DocumentSigned, DocumentToSign } from '../schemas/documentSigning.ts';

type DocumentArgs = { readonly documentId: string };

/**
 * The visitor's documents to sign, signed or not (site-operations spec §7 GET
 * /documentSigning/documents?visitorId, twoLetterIsoCode). Never cached: signing changes it.
 */
export const documentSigningDocuments = defineCall({
  name: 'documentSigning.documents',
  method: 'GET',
  args: z.object({ visitorId: z.string(), language: z.string() }),
  path: (_: { readonly visitorId: string; readonly language: string }) => '/documentSigning/documents',
  query: (a) => ({ visitorId: a.visitorId, twoLetterIsoCode: a.language }),
  response: z.array(DocumentToSign),
  description: 'Documents to sign at checkout: document.id, name, isSigned (site-operations spec §3, §7)',
});

export interface DocumentPreviewArgs extends DocumentArgs {
  readonly kioskId: number;
  /** The signature as a PNG data URL; null for the initial preview (before signing). */
  readonly signatureAsBase64?: string | null;
  readonly signerName?: string | null;
}

/**
 * The preview pages of a document (site-operations spec §7 POST /documentSigning/documents/{id}/preview;
 * the body is not shown there): without a signature the document as it is (initial preview), with
 * `signatureAsBase64` and `signerName` the document as it will be signed (signature preview).
 */
export const documentSigningPreview = defineCall({
  name: 'documentSigning.preview',
  method: 'POST',
  args: z.object({ kioskId: z.number(), documentId: z.string(), signatureAsBase64: z.string().nullish(), signerName: z.string().nullish() }),
  path: (a: DocumentPreviewArgs) => `/documentSigning/documents/${encodeURIComponent(a.documentId)}/preview`,
  body: (a) => ({ signatureAsBase64: a.signatureAsBase64 ?? null, signerName: a.signerName ?? null, selfServiceKioskId: a.kioskId }),
  response: DocumentPreview,
  description: 'Preview pages of a document, with the signature when given (site-operations spec §2, §7)',
});

export interface DocumentSignArgs extends DocumentArgs {
  readonly kioskId: number;
  /** PNG data URL of the signature pad (`data:image/png;base64,...`, site-operations §4, §9). */
  readonly signatureAsBase64: string;
  readonly signerName: string;
}

/**
 * Signs a document (site-operations spec §7 POST /documentSigning/documents/{id}/sign with
 * signatureAsBase64, signerName, selfServiceKioskId). The same signature, signer and document are
 * never signed twice (§4, §5): the site answers 409 to a second one, and the kiosk never sends it.
 */
export const documentSigningSign = defineCall({
  name: 'documentSigning.sign',
  method: 'POST',
  args: z.object({ kioskId: z.number(), documentId: z.string(), signatureAsBase64: z.string().min(1), signerName: z.string().min(1) }),
  path: (a: DocumentSignArgs) => `/documentSigning/documents/${encodeURIComponent(a.documentId)}/sign`,
  body: (a) => ({ signatureAsBase64: a.signatureAsBase64, signerName: a.signerName, selfServiceKioskId: a.kioskId }),
  response: DocumentSigned,
  description: 'Signs a document with the signature and the signer name (site-operations spec §4, §7)',
});
