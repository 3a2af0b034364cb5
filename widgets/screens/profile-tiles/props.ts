import { z } from 'zod';

/** A profile tile (core spec §3 "Profile": id, name, description, profileImage, isEticketingProfile). */
export const ProfileTile = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  description: z.string().nullish(),
  profileImage: z.string().nullish(),
  isEticketingProfile: z.boolean().default(false),
});

/** An extra tile such as weighing or checkout (§2 "Extra tiles ... appear when enabled"). */
export const ExtraTile = z.object({
  id: z.string(),
  labelKey: z.string(),
  /** An already-translated label; wins over `labelKey` when non-empty. */
  label: z.string().nullish(),
  iconUrl: z.string().nullish(),
  /** Event emitted with `{ id }` on tap. */
  event: z.string().default('extra'),
});

/** Props of ProfileTiles (§2 "Profile selection", §9 "profile tiles per page 8 (4 per row)"). */
export const ProfileTilesProps = z.object({
  profiles: z.array(ProfileTile).default([]),
  perPage: z.number().int().positive().default(8),
  perRow: z.number().int().positive().default(4),
  /** Shown after the profiles, on the same pages. */
  extraTiles: z.array(ExtraTile).default([]),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});
