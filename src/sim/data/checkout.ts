/**
 * Visitors on site who may check out (core spec §3 "Allowed visitor for checkout", §4 "Checkout"):
 * each with a pincode and a badge (the code a badge scanner types). Checked-out visitors leave the
 * list; a fresh site starts with all of them.
 *
 * | Display name | Pincode | Badge | Notes |
 * |---|---|---|---|
 * | Anna Peeters | 1234 | 04A1B2C3D4 | |
 * | Bart De Vos | 2468 | 04B7E19F20 | |
 * | Chloé Dubois | 1357 | 04C0FFEE42 | |
 * | Dirk Janssens | 9090 | 04D1A5C0DE | missing documents (kiosk 1 checks documents) |
 * | Elif Yılmaz | 4321 | 04E1F00D11 | |
 * | Frank Müller | 8642 | 04F2AB34CD | |
 * | Hanna Annaert | 1111 | 04A9A9A9A9 | |
 * | Johanna Lambrecht | 2222 | 04B2B2B2B2 | |
 * | Jan Van Damme | 3333 | 04C3C3C3C3 | |
 * | Sanne de Wit | 5555 | 04D5D5D5D5 | |
 *
 * The signers of demo kiosk 24 (`SIGNING_VISITORS`, site-operations spec §2 "Document signing";
 * their documents are in data/documentSigning.ts) are on site but not in the checkout list of the
 * other kiosks' name search:
 *
 * | Display name | Pincode | Badge | Documents to sign |
 * |---|---|---|---|
 * | Lena Verbeke | 2401 | 24A0000001 | one (2 pages) |
 * | Ruben Maes | 2402 | 24A0000002 | two (2 pages, 1 page) |
 * | Yara Smet | 2403 | 24A0000003 | none |
 */
import { SIGNING_VISITOR_IDS } from './documentSigning.ts';

export interface SimCheckoutVisitor {
  readonly id: string;
  readonly displayName: string;
  readonly pincode: string;
  readonly badge: string;
  readonly hasMissingDocuments: boolean;
}

const visitor = (n: number, displayName: string, pincode: string, badge: string, hasMissingDocuments = false): SimCheckoutVisitor => ({
  id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  displayName,
  pincode,
  badge,
  hasMissingDocuments,
});

export const CHECKOUT_VISITORS: readonly SimCheckoutVisitor[] = [
  visitor(1, 'Anna Peeters', '1234', '04A1B2C3D4'),
  visitor(2, 'Bart De Vos', '2468', '04B7E19F20'),
  visitor(3, 'Chloé Dubois', '1357', '04C0FFEE42'),
  visitor(4, 'Dirk Janssens', '9090', '04D1A5C0DE', true),
  visitor(5, 'Elif Yılmaz', '4321', '04E1F00D11'),
  visitor(6, 'Frank Müller', '8642', '04F2AB34CD'),
  visitor(7, 'Hanna Annaert', '1111', '04A9A9A9A9'),
  visitor(8, 'Johanna Lambrecht', '2222', '04B2B2B2B2'),
  visitor(9, 'Jan Van Damme', '3333', '04C3C3C3C3'),
  visitor(10, 'Sanne de Wit', '5555', '04D5D5D5D5'),
];

/** The visitors who sign documents at checkout on kiosk 24 (site-operations spec §2 "Document signing"). */
export const SIGNING_VISITORS: readonly SimCheckoutVisitor[] = [
  { id: SIGNING_VISITOR_IDS.oneDocument, displayName: 'Lena Verbeke', pincode: '2401', badge: '24A0000001', hasMissingDocuments: false },
  { id: SIGNING_VISITOR_IDS.twoDocuments, displayName: 'Ruben Maes', pincode: '2402', badge: '24A0000002', hasMissingDocuments: false },
  { id: SIGNING_VISITOR_IDS.noDocuments, displayName: 'Yara Smet', pincode: '2403', badge: '24A0000003', hasMissingDocuments: false },
];
