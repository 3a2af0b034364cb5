import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

const Asset = z.object({ assetName: z.string().nullish(), locationName: z.string().nullish() });

/** Props of DispatchResult (core spec §2 "dispatch result with a location arrow view", §3 "Dispatch result", §9). */
export const DispatchResultProps = z.object({
  status: withFallback(z.enum(['IsDispatched', 'IsInNearbyQueue', 'IsInRemoteQueue', 'IsNotOnDispatchDashboard']), 'IsNotOnDispatchDashboard').describe(
    'the dispatch result (core spec §3): where to drive, which queue to wait in, or registered only',
  ),
  dropOff: Asset.nullish().describe('where to drop off (IsDispatched)'),
  pickup: Asset.nullish().describe('where to pick up (IsDispatched)'),
  liveLoadingLocationName: z.string().nullish().describe('the live-loading location (IsDispatched)'),
  countdownMs: z.number().nonnegative().nullish().describe('shows "This screen closes in N s"; display only, the flow\'s end-screen timer returns home'),
});

/** Events of DispatchResult: `ok` and `home`. */
export const DispatchResultEvents = { ok: NoData, home: NoData };
