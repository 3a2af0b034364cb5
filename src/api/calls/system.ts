import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { FeatureFlags, Settings } from '../schemas/system.ts';

type NoArgs = Record<string, never>;

/** GET /settings (core spec §7). */
export const systemSettings = defineCall({
  name: 'system.settings',
  method: 'GET',
  args: z.object({}),
  path: (_: NoArgs = {}) => '/settings',
  response: Settings,
  cache: { staleMs: 60_000, scope: 'kiosk' },
  description: 'Settings (core spec §7)',
});

/**
 * GET /features: feature flags (core spec §7; site-operations §3). The kiosk reads them through the
 * rules documentScanningEnabled and documentSigningEnabled (docs/decisions/0014).
 */
export const systemFeatures = defineCall({
  name: 'system.features',
  method: 'GET',
  args: z.object({}),
  path: (_: NoArgs = {}) => '/features',
  response: FeatureFlags,
  cache: { staleMs: 60_000, scope: 'kiosk' },
  description: 'Feature flags (core spec §7)',
});
