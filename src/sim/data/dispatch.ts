import type { DispatchResult } from '../../api/schemas/dispatch.ts';

/**
 * Where the simulated site dispatches a registered transport (site-operations spec §4 "Dispatch
 * after registration"): by the pre-booked visitor the registration names (identification,
 * e-ticket), else by profile. Everyone else is not on the dispatch dashboard.
 */
export const DISPATCH_BY_BOOKED_VISITOR: Readonly<Record<string, DispatchResult>> = {
  // BK-1001: swap-body exchange, a drop-off location longer than 30 characters (cut on screen)
  'b0000000-0000-4000-8000-000000001001': {
    visitorDispatchStatus: 'IsDispatched',
    dropOffAsset: { assetName: 'Swap body SB-4471', locationName: 'Dock 7 – North warehouse cold store' },
    pickupAsset: { assetName: 'Empty swap body SB-1290', locationName: 'Yard lane B' },
    liveLoadingLocationName: null,
  },
  // BK-2001 (the first of a combined transport): live loading
  'b0000000-0000-4000-8000-000000002001': {
    visitorDispatchStatus: 'IsDispatched',
    dropOffAsset: null,
    pickupAsset: null,
    liveLoadingLocationName: 'Loading bay 2',
  },
};

export const DISPATCH_BY_PROFILE: Readonly<Record<number, DispatchResult>> = {
  3: {
    visitorDispatchStatus: 'IsDispatched',
    dropOffAsset: { assetName: 'Trailer TR-8812', locationName: 'Dock 3' },
    pickupAsset: null,
    liveLoadingLocationName: null,
  },
  4: { visitorDispatchStatus: 'IsDispatched', dropOffAsset: null, pickupAsset: null, liveLoadingLocationName: 'Loading bay 5' },
  21: { visitorDispatchStatus: 'IsInRemoteQueue', dropOffAsset: null, pickupAsset: null, liveLoadingLocationName: null },
  22: { visitorDispatchStatus: 'IsInNearbyQueue', dropOffAsset: null, pickupAsset: null, liveLoadingLocationName: null },
};

/**
 * Where the site dispatches a driver weighed at the weighbridge (site-operations spec §3 "Weighing
 * state" dispatchInfo; the drivers in data/weighing.ts with `dispatchedAs`), by visitor id. A driver
 * with `dispatchedAs` who is not here is off the dispatch dashboard once weighed (Bram Hendrickx,
 * 7017: queued nearby on arrival, `dispatchOnArrival`).
 */
const DISPATCH_AFTER_WEIGHING: Readonly<Record<string, DispatchResult>> = {
  // Yusuf Aerts (7016): FullDropOffAndEmptyPickUp
  'd0000000-0000-4000-8000-000000007016': {
    visitorDispatchStatus: 'IsDispatched',
    dropOffAsset: { assetName: 'Trailer TR-5120', locationName: 'Dock 4' },
    pickupAsset: { assetName: 'Empty trailer TR-2291', locationName: 'Yard lane C' },
    liveLoadingLocationName: null,
  },
};

export const NOT_DISPATCHED: DispatchResult = {
  visitorDispatchStatus: 'IsNotOnDispatchDashboard',
  dropOffAsset: null,
  pickupAsset: null,
  liveLoadingLocationName: null,
};

/** Where the site sends a driver once weighed (GET /weighing/dispatchResult): {@link DISPATCH_AFTER_WEIGHING}, else nowhere. */
export function dispatchAfterWeighing(visitorId: string): DispatchResult {
  return DISPATCH_AFTER_WEIGHING[visitorId] ?? NOT_DISPATCHED;
}
