import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { FeatureFlags, Health, Settings } from '../schemas/system.ts';

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

/** GET /health: the server version (core spec §7). */
export const systemHealth = defineCall({
  name: 'system.health',
  method: 'GET',
  args: z.object({}),
  path: (_: NoArgs = {}) => '/health',
  response: Health,
  description: 'Health and version (core spec §7)',
});

/** GET /features: feature flags (core spec §7). */
export const systemFeatures = defineCall({
  name: 'system.features',
  method: 'GET',
  args: z.object({}),
  path: (_: NoArgs = {}) => '/features',
  response: FeatureFlags,
  cache: { staleMs: 60_000, scope: 'kiosk' },
  description: 'Feature flags (core spec §7)',
});
