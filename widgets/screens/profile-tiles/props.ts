import { z } from 'zod';
import { NoData, type WidgetEvents } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

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
  profiles: withFallback(z.array(ProfileTile), []).describe('the profiles of the kiosk (core spec §3 "Profile"), one tile each'),
  perPage: withFallback(z.number().int().positive(), 8).describe('tiles per page (§9)'),
  perRow: withFallback(z.number().int().positive(), 4).describe('tiles per row (§9)'),
  extraTiles: withFallback(z.array(ExtraTile), []).describe(
    'tiles after the profiles, on the same pages (checkout, weighing); each emits its event (extra by default) with its id',
  ),
  title: serverText('the title'),
  titleKey: textKey('the title', 'profileSelection:title'),
});

/** What an extra tile sends (its own `event`, `extra` by default). */
const ExtraTap = z.object({ id: z.string().describe("the extra tile's id (e.g. checkout, weighing)") });

/**
 * Events of ProfileTiles (core spec §2 "Profile selection"): `select` with the profile tapped;
 * each extra tile emits its `event` (default `extra`) with its id; `back` and `home` from the
 * header.
 */
export const ProfileTilesEvents = {
  select: z.object({
    profileId: z.union([z.string(), z.number()]).describe('the id of the profile tapped, as the server gave it'),
    isEticketingProfile: z.boolean().describe('the profile registers with an e-ticket (§2: it opens the e-ticket scan)'),
  }),
  extra: ExtraTap,
  back: NoData,
  home: NoData,
};

/**
 * The events ProfileTiles emits with these props: `select`, `back`, `home` and the `event` of
 * each literal extra tile; `ProfileTilesEvents` when `extraTiles` is not literal (json-logic).
 *
 * @example
 * profileTilesEventsFromProps({ extraTiles: [{ id: 'weighing', labelKey: 'k', event: 'weigh' }] }); // select, back, home, weigh
 */
export function profileTilesEventsFromProps(props: unknown): WidgetEvents {
  const extraTiles = z.object({ extraTiles: ProfileTilesProps.shape.extraTiles }).safeParse(props);
  if (!extraTiles.success) return ProfileTilesEvents;
  const { select, back, home } = ProfileTilesEvents;
  return { select, back, home, ...Object.fromEntries(extraTiles.data.extraTiles.map((tile) => [tile.event, ExtraTap])) };
}
