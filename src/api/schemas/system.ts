import { z } from 'zod';

/** GET /settings (core spec §7): settings; their keys are not shown, so any JSON object. */
export const Settings = z.record(z.string(), z.unknown());
export type Settings = z.infer<typeof Settings>;

/** GET /features (core spec §7): feature flags, name → enabled. */
export const FeatureFlags = z.record(z.string(), z.boolean());
export type FeatureFlags = z.infer<typeof FeatureFlags>;
