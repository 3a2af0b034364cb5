import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { defineRoute, problem } from './route.ts';

const GeneralLog = z.object({ sskId: z.number().int(), message: z.string(), level: z.literal(0) });
const Downtime = z.object({
  sskId: z.number().int(),
  startDowntime: z.string().min(1),
  endDowntime: z.string().min(1),
  failedActions: z.array(z.unknown()),
});

/** Logging calls of core spec §7 (POST /log/general, /log/downtime). */
export const logRoutes = [
  defineRoute({
    call: 'log.general',
    method: 'post',
    path: '/log/general',
    handle: async (c) => {
      const parsed = GeneralLog.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid log line: ${summarizeIssues(parsed.error.issues)}`);
      c.site.logGeneral({ tenant: c.tenant, ...parsed.data });
      return new HttpResponse(null, { status: 204 });
    },
  }),
  defineRoute({
    call: 'log.downtime',
    method: 'post',
    path: '/log/downtime',
    handle: async (c) => {
      const parsed = Downtime.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid downtime report: ${summarizeIssues(parsed.error.issues)}`);
      const id = c.site.logDowntime({ tenant: c.tenant, ...parsed.data });
      return HttpResponse.json({ id, recorded: true });
    },
  }),
];
