import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { DOCUMENTS_TO_SIGN, type SimDocumentToSign } from '../data/documentSigning.ts';
import type { Site } from '../site.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem } from './route.ts';

/** What was signed on a site: `documentId` → the signer name and signature of each signing. */
export const signings = createAreaState(() => new Map<string, Array<{ readonly signerName: string; readonly signatureAsBase64: string }>>());

const PreviewBody = z.object({
  signatureAsBase64: z.string().nullish(),
  signerName: z.string().nullish(),
  selfServiceKioskId: z.number().int(),
});
const SignBody = z.object({
  signatureAsBase64: z.string().startsWith('data:image/png;base64,'),
  signerName: z.string().trim().min(1),
  selfServiceKioskId: z.number().int(),
});

const isSigned = (site: Site, id: string) => (signings(site).get(id)?.length ?? 0) > 0;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Page width and height of the preview images (px, A4 proportions). */
const PAGE = { width: 595, height: 842 } as const;

/**
 * One page of a document as an SVG data URL (no network): its title, its lines, the page number and,
 * on the last page, the signature box — with the signer's name and signature image when given.
 * Every text is escaped: a hostile signer name stays text.
 */
export function previewPage(
  document: SimDocumentToSign,
  index: number,
  signature?: { readonly signerName: string; readonly signatureAsBase64: string },
): string {
  const lines = document.pages[index] ?? [];
  const isLast = index === document.pages.length - 1;
  const text = lines.map((line, i) => `<text x="48" y="${170 + i * 34}" font-size="17">${escapeXml(line)}</text>`).join('');
  const box = isLast
    ? [
        '<rect x="48" y="600" width="300" height="150" fill="none" stroke="#64748b" stroke-dasharray="6 4"/>',
        '<text x="48" y="585" font-size="15" fill="#475569">Signature</text>',
        signature ? `<image x="48" y="600" width="300" height="150" href="${escapeXml(signature.signatureAsBase64)}"/>` : '',
        signature ? `<text x="48" y="775" font-size="16">${escapeXml(signature.signerName)}</text>` : '',
      ].join('')
    : '';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}" font-family="sans-serif">`,
    `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#fff"/>`,
    `<text x="48" y="100" font-size="28" font-weight="bold">${escapeXml(document.name)}</text>`,
    text,
    box,
    `<text x="${PAGE.width - 48}" y="${PAGE.height - 30}" font-size="14" text-anchor="end" fill="#475569">${index + 1} / ${document.pages.length}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Document signing (site-operations spec §2, §4, §7 "Document signing"): the visitor's documents,
 * their preview pages (with the signature when given) and the signing. The same document with the
 * same signature and signer is refused a second time: 409 (§4 "cannot be signed twice").
 */
export const documentSigningRoutes = [
  defineRoute({
    call: 'documentSigning.documents',
    method: 'get',
    path: '/documentSigning/documents',
    handle: ({ site, url }) => {
      const visitorId = url.searchParams.get('visitorId');
      if (!visitorId) return problem(400, 'Give a visitorId');
      // the documents are in English in every language (twoLetterIsoCode is read by a real site)
      return HttpResponse.json(
        DOCUMENTS_TO_SIGN.filter((d) => d.visitorId === visitorId).map((d) => ({ document: { id: d.id, name: d.name }, isSigned: isSigned(site, d.id) })),
      );
    },
  }),
  defineRoute({
    call: 'documentSigning.preview',
    method: 'post',
    path: '/documentSigning/documents/:documentId/preview',
    handle: async (c) => {
      const parsed = PreviewBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid preview request: ${summarizeIssues(parsed.error.issues)}`);
      const document = DOCUMENTS_TO_SIGN.find((d) => d.id === c.params.documentId);
      if (!document) return problem(404, `No document ${c.params.documentId}`);
      const { signatureAsBase64, signerName } = parsed.data;
      const signature = signatureAsBase64 && signerName ? { signatureAsBase64, signerName } : undefined;
      return withKiosk(c, parsed.data.selfServiceKioskId, () =>
        HttpResponse.json({ previewPageUrls: document.pages.map((_, index) => previewPage(document, index, signature)) }),
      );
    },
  }),
  defineRoute({
    call: 'documentSigning.sign',
    method: 'post',
    path: '/documentSigning/documents/:documentId/sign',
    handle: async (c) => {
      const parsed = SignBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid signature: ${summarizeIssues(parsed.error.issues)}`);
      const document = DOCUMENTS_TO_SIGN.find((d) => d.id === c.params.documentId);
      if (!document) return problem(404, `No document ${c.params.documentId}`);
      return withKiosk(c, parsed.data.selfServiceKioskId, () => {
        const { signerName, signatureAsBase64 } = parsed.data;
        const done = signings(c.site).get(document.id) ?? [];
        if (done.some((s) => s.signerName === signerName && s.signatureAsBase64 === signatureAsBase64)) {
          return problem(409, 'This document is already signed with this signature and signer');
        }
        signings(c.site).set(document.id, [...done, { signerName, signatureAsBase64 }]);
        return HttpResponse.json({ documentId: document.id, isSigned: true });
      });
    },
  }),
];
