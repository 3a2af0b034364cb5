import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { Pager } from '../../kit/Pager.tsx';
import { screenText } from '../../kit/screenText.ts';
import { usePaging } from '../../kit/usePaging.ts';
import { tilesPerRow } from '../../kit/iconBars.ts';
import { TileTitle } from '../../kit/TileTitle.tsx';
import { useIconBarsWidth } from '../../kit/useIconBarsWidth.ts';
import { usePortrait } from '../../kit/usePortrait.ts';
import type { ExtraTile, ProfileTile, ProfileTilesEvents, ProfileTilesProps } from './props.ts';

type Tile = { kind: 'profile'; profile: z.infer<typeof ProfileTile> } | { kind: 'extra'; extra: z.infer<typeof ExtraTile> };

/**
 * Profile selection (core spec §2 "Profile selection", §9): up to 8 tiles per page, 4 per row
 * (3 in a window of 800 px or less: §9 "icon bars", widgets/kit/iconBars.ts), each with image,
 * name and description; extra tiles (weighing, checkout) after the profiles. A tile's name is its
 * title, fitted within 8-17 px to the tile (§9 "Text fitting", widgets/kit/useFittedText.ts); its
 * description at most 12 px.
 * Which profile leads where (e-ticket scan, questionary) is the flow's business, not this screen's.
 */
export function ProfileTilesScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof ProfileTilesProps>, typeof ProfileTilesEvents>) {
  const { t } = useTranslation(['profileSelection']);
  const tiles: Tile[] = [
    ...props.profiles.map((profile) => ({ kind: 'profile' as const, profile })),
    ...props.extraTiles.map((extra) => ({ kind: 'extra' as const, extra })),
  ];
  const columns = tilesPerRow(useIconBarsWidth(), props.perRow);
  // a portrait glass has room for one more row of tiles (issue 12 §3)
  const perPage = usePortrait() ? props.perPage + columns : props.perPage;
  const { pageItems, page, pageCount, goPrev, goNext } = usePaging(tiles, perPage);
  const title = screenText(t, props.title, props.titleKey, 'profileSelection:title');
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      {title && <h1 className="kiosk-title">{title}</h1>}
      {tiles.length === 0 ? (
        <p className="kiosk-text" role="status">
          {t('profileSelection:noProfiles')}
        </p>
      ) : (
        <ul className="kiosk-grid" style={{ '--columns': columns } as CSSProperties}>
          {pageItems.map((tile) =>
            tile.kind === 'profile' ? (
              <li key={`profile:${tile.profile.id}`}>
                <ProfileButton
                  profile={tile.profile}
                  onSelect={() => emit('select', { profileId: tile.profile.id, isEticketingProfile: tile.profile.isEticketingProfile })}
                />
              </li>
            ) : (
              <li key={`extra:${tile.extra.id}`}>
                <button
                  type="button"
                  className="kiosk-tile kiosk-extra-tile"
                  data-action={`extra:${tile.extra.id}`}
                  // an extra tile's own event carries what `extra` does (profileTilesEventsFromProps)
                  onClick={() => emit(tile.extra.event as 'extra', { id: tile.extra.id })}
                >
                  {tile.extra.iconUrl && <img src={tile.extra.iconUrl} alt="" />}
                  <TileTitle text={screenText(t, tile.extra.label, tile.extra.labelKey)} />
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} onPrev={goPrev} onNext={goNext} />
    </KioskLayout>
  );
}

function ProfileButton({ profile, onSelect }: { profile: z.infer<typeof ProfileTile>; onSelect: () => void }) {
  return (
    <button type="button" className="kiosk-tile kiosk-profile-tile" data-action={`profile:${profile.id}`} onClick={onSelect}>
      {profile.profileImage ? (
        <img className="kiosk-profile-tile__image" src={profile.profileImage} alt="" />
      ) : (
        <span className="kiosk-profile-tile__image--empty" aria-hidden="true" />
      )}
      <TileTitle text={profile.name} />
      {profile.description && <span className="kiosk-profile-tile__description">{profile.description}</span>}
    </button>
  );
}
