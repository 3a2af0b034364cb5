import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { CHECKOUT_VISITORS, SIGNING_VISITORS, type SimCheckoutVisitor } from '../data/checkout.ts';
import { WEIGHING_DRIVERS } from '../data/weighing.ts';
import type { Site } from '../site.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, toInt } from './route.ts';
import { visitorView } from './views.ts';

/** Ids of the visitors checked out on a site, per tenant. */
export const checkedOut = createAreaState(() => new Set<string>());

const CheckoutBody = z.object({ visitorId: z.string().min(1), selfServiceKioskId: z.number().int() });

/** The visitors of a site who may still check out (the seeded ones of data/checkout.ts). */
export function allowedForCheckout(site: Site): SimCheckoutVisitor[] {
  const out = checkedOut(site);
  return CHECKOUT_VISITORS.filter((v) => !out.has(v.id));
}

/**
 * Everyone on site a pincode or badge finds (core spec §7 GET /visitors/id): the visitors who may
 * check out and the drivers of the weighbridge (data/weighing.ts: weighing authenticates with the
 * same lookup, site-operations spec §2) and the signers of kiosk 24, until they check out.
 */
function onSite(site: Site): SimCheckoutVisitor[] {
  const out = checkedOut(site);
  const drivers = WEIGHING_DRIVERS.filter((d) => !out.has(d.id)).map((d) => ({ ...d, hasMissingDocuments: false }));
  const signers = SIGNING_VISITORS.filter((v) => !out.has(v.id));
  return [...allowedForCheckout(site), ...drivers, ...signers];
}

function checkoutVisitorView(v: SimCheckoutVisitor) {
  return {
    id: v.id,
    currentProfileId: 1,
    fieldValues: [],
    hostIsKnown: true,
    hasMissingDocuments: v.hasMissingDocuments,
    documentsToPrint: [],
    isPrintingNeeded: false,
  };
}

/**
 * Checkout (core spec §4 "Checkout", §7): allowed visitors, the visitor of a pincode or badge, a
 * visitor, and the checkout itself. `/visitors/id` comes before `/visitors/:visitorId`.
 */
export const checkoutRoutes = [
  defineRoute({
    call: 'checkout.allowedVisitors',
    method: 'get',
    path: '/allowedvisitorsforcheckout',
    handle: (c) =>
      withKiosk(c, toInt(c.url.searchParams.get('selfServiceKioskId')), () =>
        HttpResponse.json(allowedForCheckout(c.site).map((v) => ({ id: v.id, displayName: v.displayName }))),
      ),
  }),
  defineRoute({
    call: 'checkout.findVisitor',
    method: 'get',
    path: '/visitors/id',
    handle: (c) =>
      withKiosk(c, toInt(c.url.searchParams.get('sskId')), () => {
        const pincode = c.url.searchParams.get('pincode')?.trim();
        const badge = c.url.searchParams.get('badge')?.trim();
        if (!pincode && !badge) return problem(400, 'Give a pincode or a badge');
        const found = onSite(c.site).find((v) => (pincode ? v.pincode === pincode : v.badge.toUpperCase() === badge?.toUpperCase()));
        if (!found) return problem(404, pincode ? 'No visitor has this pincode' : 'No visitor has this badge');
        return HttpResponse.json({ id: found.id });
      }),
  }),
  defineRoute({
    call: 'checkout.visitor',
    method: 'get',
    path: '/visitors/:visitorId',
    handle: ({ site, params, tenant }) => {
      const id = params.visitorId ?? '';
      const seeded = [...CHECKOUT_VISITORS, ...SIGNING_VISITORS].find((v) => v.id === id);
      if (seeded) return HttpResponse.json(checkoutVisitorView(seeded));
      const driver = WEIGHING_DRIVERS.find((d) => d.id === id);
      if (driver) return HttpResponse.json({ ...checkoutVisitorView({ ...driver, hasMissingDocuments: false }), currentProfileId: driver.profileId });
      const registered = site.visitor(id);
      if (registered && registered.registration.tenant === tenant) return HttpResponse.json(visitorView(registered));
      return problem(404, `No visitor ${id} for tenant "${tenant}"`);
    },
  }),
  defineRoute({
    call: 'checkout.checkout',
    method: 'post',
    path: '/visitors/:visitorId/checkout',
    handle: async (c) => {
      const parsed = CheckoutBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid checkout: ${summarizeIssues(parsed.error.issues)}`);
      return withKiosk(c, parsed.data.selfServiceKioskId, () => {
        const visitor = onSite(c.site).find((v) => v.id === c.params.visitorId);
        if (!visitor) return problem(404, `Visitor ${c.params.visitorId} is not on site`);
        checkedOut(c.site).add(visitor.id);
        return HttpResponse.json({ visitorId: visitor.id, checkedOutOn: c.site.now().toISOString() });
      });
    },
  }),
];
