import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { DispatchResult } from '../schemas/dispatch.ts';

/**
 * Where a registered transport goes (site-operations spec §4 "Dispatch after registration", §7
 * GET /weighing/dispatchResult?visitorId). A visitor who is not dispatched answers
 * `IsNotOnDispatchDashboard`.
 */
export const dispatchResult = defineCall({
  name: 'dispatch.result',
  method: 'GET',
  args: z.object({ visitorId: z.string() }),
  path: (_: { readonly visitorId: string }) => '/weighing/dispatchResult',
  query: (a) => ({ visitorId: a.visitorId }),
  response: DispatchResult,
  description: 'Dispatch result: status, drop-off and pickup assets and locations, live-loading location (core spec §3)',
});
