import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

const Asset = z.object({ assetName: z.string().nullish(), locationName: z.string().nullish() });

/** Props of DispatchResult (core spec §2 "dispatch result with a location arrow view", §3 "Dispatch result", §9). */
export const DispatchResultProps = z.object({
  status: withFallback(z.enum(['IsDispatched', 'IsInNearbyQueue', 'IsInRemoteQueue', 'IsNotOnDispatchDashboard']), 'IsNotOnDispatchDashboard'),
  dropOff: Asset.nullish(),
  pickup: Asset.nullish(),
  liveLoadingLocationName: z.string().nullish(),
  /** Shows "This screen closes in N s"; display only, the flow's end-screen timer returns home. */
  countdownMs: z.number().nonnegative().nullish(),
});

/** Events of DispatchResult: `ok` and `home`. */
export const DispatchResultEvents = { ok: NoData, home: NoData };
