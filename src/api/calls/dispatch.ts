import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { DispatchResult, DispatchState } from '../schemas/dispatch.ts';

/**
 * Whether a visitor registered at this kiosk is on the dispatch dashboard (site-operations §7, Kiosk
 * API: GET /selfservicekiosks/{kiosk}/profile/{profile}/visitor/{visitor}/isDispatched, answer
 * "dispatch state"; §4 "Dispatch after registration"). Answers {@link DispatchState}:
 * `{ visitorDispatchStatus, visitorTransactionType }`. The first dispatch call after a registration
 * (flows/dispatch.flow.json `check`): only `IsDispatched` then asks {@link dispatchResult} where to go.
 */
export const dispatchIsDispatched = defineCall({
  name: 'dispatch.isDispatched',
  method: 'GET',
  args: z.object({ kioskId: z.number(), profileId: z.number().int(), visitorId: z.string() }),
  path: (a: { readonly kioskId: number; readonly profileId: number; readonly visitorId: string }) =>
    `/selfservicekiosks/${a.kioskId}/profile/${a.profileId}/visitor/${encodeURIComponent(a.visitorId)}/isDispatched`,
  response: DispatchState,
  description: 'Dispatch state of a registered visitor: visitorDispatchStatus, visitorTransactionType (site-operations spec §3, §4, §7)',
});

/**
 * Where a transport goes (site-operations spec §3 "Dispatch result", §7 Weighing GET
 * /weighing/dispatchResult?visitorId): `{ visitorDispatchStatus, dropOffAsset, pickupAsset,
 * liveLoadingLocationName }`. Asked after a separate weighing (no profile: the weighing state's
 * dispatchInfo said the driver is dispatched) and after a registration {@link dispatchIsDispatched}
 * answered `IsDispatched`. A visitor who is not dispatched answers `IsNotOnDispatchDashboard`.
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
