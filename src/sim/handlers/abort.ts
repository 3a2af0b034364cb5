import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { defineRoute, problem } from './route.ts';

/** The aborted-registration log as the server checks it (core spec §7 `logabortedregistration`). */
const AbortedRegistration = z.object({
  logData: z.looseObject({ selfServiceKioskId: z.number().int(), page: z.string().nullable() }),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
});

/** POST /logabortedregistration (core spec §7; site-operations spec §7 "Logging and other"). */
export const abortRoutes = [
  defineRoute({
    call: 'log.abortedRegistration',
    method: 'post',
    path: '/logabortedregistration',
    handle: async (c) => {
      const parsed = AbortedRegistration.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid aborted-registration log: ${summarizeIssues(parsed.error.issues)}`);
      c.site.logAborted({ tenant: c.tenant, ...parsed.data });
      return new HttpResponse(null, { status: 204 });
    },
  }),
];
