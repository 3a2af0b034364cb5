import { HttpResponse } from 'msw';
import { DISPATCH_BY_BOOKED_VISITOR, DISPATCH_BY_PROFILE, NOT_DISPATCHED } from '../data/dispatch.ts';
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
      if (!visitor || visitor.registration.tenant !== tenant) return problem(404, `No visitor ${id} for tenant "${tenant}"`);
      const { visitorId, profileId } = visitor.registration;
      return HttpResponse.json((visitorId ? DISPATCH_BY_BOOKED_VISITOR[visitorId] : undefined) ?? DISPATCH_BY_PROFILE[profileId] ?? NOT_DISPATCHED);
    },
  }),
];
