import { HttpResponse } from 'msw';
import { DISPATCH_AFTER_WEIGHING, DISPATCH_BY_BOOKED_VISITOR, DISPATCH_BY_PROFILE, NOT_DISPATCHED } from '../data/dispatch.ts';
import { assetDispatch, isAssetProfile } from '../data/assets.ts';
import { defineRoute, problem } from './route.ts';

/** Dispatch after registration (site-operations spec §4, §7 GET /weighing/dispatchResult). Plans in data/dispatch.ts. */
export const dispatchRoutes = [
  defineRoute({
    call: 'dispatch.result',
    method: 'get',
    path: '/weighing/dispatchResult',
    handle: ({ site, url, tenant }) => {
      const id = url.searchParams.get('visitorId') ?? '';
      const visitor = site.visitor(id);
      // a driver weighed at the weighbridge (site-operations §3 "Weighing state" dispatchInfo): known to the site without a registration here
      if (!visitor && DISPATCH_AFTER_WEIGHING[id]) return HttpResponse.json(DISPATCH_AFTER_WEIGHING[id]);
      if (!visitor || visitor.registration.tenant !== tenant) return problem(404, `No visitor ${id} for tenant "${tenant}"`);
      const { visitorId, profileId, transactionType, asset } = visitor.registration;
      // asset registration (site-operations §2): where the transaction type and the asset send the transport
      if (isAssetProfile(profileId) && transactionType > 0) return HttpResponse.json(assetDispatch(transactionType, assetSummary(asset)));
      return HttpResponse.json((visitorId ? DISPATCH_BY_BOOKED_VISITOR[visitorId] : undefined) ?? DISPATCH_BY_PROFILE[profileId] ?? NOT_DISPATCHED);
    },
  }),
];

/** The name of a registered asset (§3 Asset), else its identification as typed. */
function assetSummary(asset: unknown): { name: string | null; identification: string | null } | null {
  if (typeof asset !== 'object' || asset === null) return null;
  const { name, identificationAnswer } = asset as { name?: unknown; identificationAnswer?: unknown };
  return { name: typeof name === 'string' ? name : null, identification: typeof identificationAnswer === 'string' ? identificationAnswer : null };
}
