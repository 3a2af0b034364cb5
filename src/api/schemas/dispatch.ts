import { z } from 'zod';
import { optionalText } from './common.ts';

/** Dispatch status of core spec §3. */
export const DispatchStatus = z.enum(['IsDispatched', 'IsInNearbyQueue', 'IsInRemoteQueue', 'IsNotOnDispatchDashboard']);
export type DispatchStatus = z.infer<typeof DispatchStatus>;

/**
 * The dispatch state of a registered visitor (site-operations §7 GET
 * /selfservicekiosks/{kiosk}/profile/{profile}/visitor/{visitor}/isDispatched: "dispatch state").
 * The spec shows no body; the kiosk reads it as the weighing state's `dispatchInfo` (site-operations
 * §3: visitorDispatchStatus, visitorTransactionType, the transaction type flags of §3), and a bare
 * status string as that status. `{ visitorDispatchStatus: 'IsInNearbyQueue', visitorTransactionType: 8 }`.
 */
export const DispatchState = z.union([
  z.object({
    visitorDispatchStatus: DispatchStatus,
    visitorTransactionType: z
      .number()
      .int()
      .nonnegative()
      .nullish()
      .transform((v) => v ?? null),
  }),
  DispatchStatus.transform((visitorDispatchStatus) => ({ visitorDispatchStatus, visitorTransactionType: null })),
]);
export type DispatchState = z.infer<typeof DispatchState>;

/** An asset to drop off or pick up and where (core spec §3 "Dispatch result"). */
export const DispatchAsset = z.object({ assetName: optionalText(), locationName: optionalText() });
export type DispatchAsset = z.infer<typeof DispatchAsset>;

/**
 * Dispatch result of core spec §3 (site-operations spec §3, §7 GET /weighing/dispatchResult):
 * where a transport goes after registration: drop-off and pickup assets with their locations, or
 * the live-loading location; or that it waits in a queue.
 */
export const DispatchResult = z.object({
  visitorDispatchStatus: DispatchStatus,
  dropOffAsset: DispatchAsset.nullish().transform((v) => v ?? null),
  pickupAsset: DispatchAsset.nullish().transform((v) => v ?? null),
  liveLoadingLocationName: optionalText(),
});
export type DispatchResult = z.infer<typeof DispatchResult>;
