/**
 * Documents to sign at checkout (site-operations spec §2, §3, §4 "Document signing"), by the
 * visitor who signs them (data/checkout.ts `SIGNING_VISITORS`, demo kiosk 24). Each page is a few
 * lines of text; the simulated site draws it as an SVG image (handlers/documentSigning.ts), so the
 * previews need no network.
 */
export interface SimDocumentToSign {
  readonly id: string;
  readonly visitorId: string;
  readonly name: string;
  /** The text of each page, one string per line. */
  readonly pages: readonly (readonly string[])[];
}

const SAFETY_RULES: readonly (readonly string[])[] = [
  [
    '1. Wear your safety shoes and high-visibility vest at all times.',
    '2. Stay on the marked walkways; vehicles have priority.',
    '3. Smoking is allowed only in the marked smoking areas.',
    '4. Report every incident to the reception at once.',
  ],
  [
    '5. In an evacuation, follow the green signs to the assembly point.',
    '6. Do not take photographs without permission.',
    'I have read and accept the site safety rules.',
  ],
];

const WASTE_AGREEMENT: readonly (readonly string[])[] = [
  ['The carrier takes the waste described in the consignment note', 'to the licensed processor named there,', 'and keeps the transfer record for five years.'],
];

export const SIGNING_VISITOR_IDS = {
  oneDocument: 'e2400000-0000-4000-8000-000000002401',
  twoDocuments: 'e2400000-0000-4000-8000-000000002402',
  noDocuments: 'e2400000-0000-4000-8000-000000002403',
} as const;

export const DOCUMENTS_TO_SIGN: readonly SimDocumentToSign[] = [
  { id: 'doc-2401-safety', visitorId: SIGNING_VISITOR_IDS.oneDocument, name: 'Site safety rules', pages: SAFETY_RULES },
  { id: 'doc-2402-safety', visitorId: SIGNING_VISITOR_IDS.twoDocuments, name: 'Site safety rules', pages: SAFETY_RULES },
  { id: 'doc-2402-waste', visitorId: SIGNING_VISITOR_IDS.twoDocuments, name: 'Waste transfer agreement', pages: WASTE_AGREEMENT },
];
