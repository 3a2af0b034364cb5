import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { AllowedVisitor, CheckoutDone, VisitorIdAnswer } from '../schemas/checkout.ts';
import { Visitor } from '../schemas/visitor.ts';

type KioskArgs = { readonly kioskId: number };

/** Visitors allowed to check out at the kiosk (core spec §7 GET /allowedvisitorsforcheckout). Never cached: names change by the minute. */
export const checkoutAllowedVisitors = defineCall({
  name: 'checkout.allowedVisitors',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: (_: KioskArgs) => '/allowedvisitorsforcheckout',
  query: (a) => ({ selfServiceKioskId: a.kioskId }),
  response: z.array(AllowedVisitor),
  description: 'Visitors allowed to check out: id and display name (core spec §3, §7)',
});

export interface FindVisitorArgs extends KioskArgs {
  readonly pincode?: string | null;
  readonly badge?: string | null;
}

/**
 * The visitor with a pincode or a badge (core spec §7 GET /visitors/id?badge= or ?pincode=, with
 * sskId). A 404 means no visitor has it: the wrong-pincode or wrong-badge message of §8.
 */
export const checkoutFindVisitor = defineCall({
  name: 'checkout.findVisitor',
  method: 'GET',
  args: z.object({ kioskId: z.number(), pincode: z.string().nullish(), badge: z.string().nullish() }),
  path: (_: FindVisitorArgs) => '/visitors/id',
  query: (a) => ({ pincode: a.pincode || undefined, badge: a.badge || undefined, sskId: a.kioskId }),
  response: VisitorIdAnswer,
  description: 'Visitor id by pincode or badge (core spec §7)',
});

/** One visitor (core spec §7 GET /visitors/{id}): the checkout reads `hasMissingDocuments`. */
export const checkoutVisitor = defineCall({
  name: 'checkout.visitor',
  method: 'GET',
  args: z.object({ visitorId: z.string() }),
  path: (a: { readonly visitorId: string }) => `/visitors/${encodeURIComponent(a.visitorId)}`,
  response: Visitor,
  description: 'Visitor (core spec §3 "Visitor", §7)',
});

/** Checks a visitor out (core spec §7 POST /visitors/{id}/checkout with visitorId and selfServiceKioskId). */
export const checkoutCheckout = defineCall({
  name: 'checkout.checkout',
  method: 'POST',
  args: z.object({ kioskId: z.number(), visitorId: z.string() }),
  path: (a: KioskArgs & { readonly visitorId: string }) => `/visitors/${encodeURIComponent(a.visitorId)}/checkout`,
  body: (a) => ({ visitorId: a.visitorId, selfServiceKioskId: a.kioskId }),
  response: CheckoutDone,
  description: 'Checkout (core spec §4 "Checkout", §7)',
});
