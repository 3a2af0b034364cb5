import { defineWidget } from '../../defineWidget.ts';
import { ProfileTilesEvents, ProfileTilesProps, profileTilesEventsFromProps } from './props.ts';

/**
 * Profile selection; emits `select { profileId, isEticketingProfile }`, `extra { id }` (or an
 * extra tile's own `event`), `back` and `home`.
 */
export const ProfileTiles = defineWidget({
  type: 'ProfileTiles',
  props: ProfileTilesProps,
  events: ProfileTilesEvents,
  eventsFromProps: profileTilesEventsFromProps,
  load: () => import('./ProfileTilesScreen.tsx').then((module) => module.ProfileTilesScreen),
  description: 'Profile selection: paged tiles with image, name and description (core spec §2, §9).',
});
