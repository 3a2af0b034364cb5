import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { defineRoute, problem } from './route.ts';

/**
 * The aborted-registration log as the server checks it (core spec §7 `logabortedregistration`;
 * site-operations §3 "Abort log data": the current question's questionId, internalName, type and
 * isRequired; redirect info with isRedirected and the original and redirected profile).
 */
const AbortedRegistration = z.object({
  logData: z.looseObject({
    selfServiceKioskId: z.number().int(),
    page: z.string().nullable(),
    currentQuestion: z
      .strictObject({ questionId: z.string(), internalName: z.string().nullable(), type: z.number().int(), isRequired: z.boolean() })
      .nullable(),
    redirect: z.strictObject({ isRedirected: z.boolean(), originalProfileId: z.number().int().nullable(), redirectedProfileId: z.number().int().nullable() }),
  }),
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
