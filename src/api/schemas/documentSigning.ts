import { z } from 'zod';
import { flag, optionalText, StringId } from './common.ts';

/**
 * A document the visitor is to sign at checkout (site-operations spec §3 "Document signing state":
 * documentsToSign with document.id and isSigned). `name` is server text: shown as text, never markup.
 */
export const DocumentToSign = z.object({
  document: z.object({ id: StringId, name: optionalText() }),
  isSigned: flag(),
});
export type DocumentToSign = z.infer<typeof DocumentToSign>;

/**
 * Answer of POST /documentSigning/documents/{id}/preview (site-operations spec §7; the spec shows no
 * answer): the URLs of the preview pages, in page order (state `currentPreviewPageUrls`, §3).
 */
export const DocumentPreview = z.object({ previewPageUrls: z.array(z.string().min(1)) });
export type DocumentPreview = z.infer<typeof DocumentPreview>;

/** Answer of POST /documentSigning/documents/{id}/sign (site-operations spec §7; not shown): the document, now signed. */
export const DocumentSigned = z.object({ documentId: StringId, isSigned: z.literal(true) });
export type DocumentSigned = z.infer<typeof DocumentSigned>;
