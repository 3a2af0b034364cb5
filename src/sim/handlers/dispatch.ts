import { HttpResponse } from 'msw';
import type { DispatchResult } from '../../api/schemas/dispatch.ts';
import type { RegistrationInput } from '../site.ts';
import { DISPATCH_BY_BOOKED_VISITOR, DISPATCH_BY_PROFILE, dispatchAfterWeighing, NOT_DISPATCHED } from '../data/dispatch.ts';
import { assetDispatch, isAssetProfile } from '../data/assets.ts';
import { defineRoute, problem } from './route.ts';
import { weighingDriver } from './weighing.ts';

/**
 * Dispatch after registration and after a weighing (site-operations spec §4, §7): the kiosk API's
 * GET /selfservicekiosks/{kiosk}/profile/{profile}/visitor/{visitor}/isDispatched (the dispatch
 * state) and GET /weighing/dispatchResult?visitorId (where to go). Plans in data/dispatch.ts.
 */
export const dispatchRoutes = [
  defineRoute({
    call: 'dispatch.isDispatched',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/profile/:profileId/visitor/:visitorId/isDispatched',
    handle: ({ site, params, tenant }) => {
      const visitor = site.visitor(params.visitorId ?? '');
      // only a registration of this tenant at a kiosk: a weighed driver's state is in the weighing state
      if (!visitor || visitor.registration.tenant !== tenant) return problem(404, `No visitor ${params.visitorId} for tenant "${tenant}"`);
      const plan = dispatchOf(visitor.registration);
      return HttpResponse.json({ visitorDispatchStatus: plan.visitorDispatchStatus, visitorTransactionType: visitor.registration.transactionType });
    },
  }),
  defineRoute({
    call: 'dispatch.result',
    method: 'get',
    path: '/weighing/dispatchResult',
    handle: ({ site, url, tenant }) => {
      const id = url.searchParams.get('visitorId') ?? '';
      const visitor = site.visitor(id);
      // a driver weighed at the weighbridge (site-operations §3 "Weighing state" dispatchInfo): known to the site without a registration here
      if (!visitor && weighingDriver(id)?.dispatchedAs !== undefined) return HttpResponse.json(dispatchAfterWeighing(id));
      if (!visitor || visitor.registration.tenant !== tenant) return problem(404, `No visitor ${id} for tenant "${tenant}"`);
      return HttpResponse.json(dispatchOf(visitor.registration));
    },
  }),
];

/** Where the site sends a registered visitor: by asset, else by booked visitor, else by profile, else nowhere. */
function dispatchOf(registration: RegistrationInput): DispatchResult {
  const { visitorId, profileId, transactionType, asset } = registration;
  // asset registration (site-operations §2): where the transaction type and the asset send the transport
  if (isAssetProfile(profileId) && transactionType > 0) return assetDispatch(transactionType, assetSummary(asset));
  return (visitorId ? DISPATCH_BY_BOOKED_VISITOR[visitorId] : undefined) ?? DISPATCH_BY_PROFILE[profileId] ?? NOT_DISPATCHED;
}

/** The name of a registered asset (§3 Asset), else its identification as typed. */
function assetSummary(asset: unknown): { name: string | null; identification: string | null } | null {
  if (typeof asset !== 'object' || asset === null) return null;
  const { name, identificationAnswer } = asset as { name?: unknown; identificationAnswer?: unknown };
  return { name: typeof name === 'string' ? name : null, identification: typeof identificationAnswer === 'string' ? identificationAnswer : null };
}
