import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';

/** A profile tile (core spec §3 "Profile": id, name, description, profileImage, isEticketingProfile). */
export const ProfileTile = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  description: z.string().nullish(),
  profileImage: z.string().nullish(),
  isEticketingProfile: withFallback(z.boolean(), false),
});

/** An extra tile such as weighing or checkout (§2 "Extra tiles ... appear when enabled"). */
export const ExtraTile = z.object({
  id: z.string(),
  labelKey: z.string(),
  /** An already-translated label; wins over `labelKey` when non-empty. */
  label: z.string().nullish(),
  iconUrl: z.string().nullish(),
  /** Event emitted with `{ id }` on tap. */
  event: withFallback(z.string(), 'extra'),
});

/** Props of ProfileTiles (§2 "Profile selection", §9 "profile tiles per page 8 (4 per row)"). */
export const ProfileTilesProps = z.object({
  profiles: withFallback(z.array(ProfileTile), []),
  perPage: withFallback(z.number().int().positive(), 8),
  perRow: withFallback(z.number().int().positive(), 4),
  /** Shown after the profiles, on the same pages. */
  extraTiles: withFallback(z.array(ExtraTile), []),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});
