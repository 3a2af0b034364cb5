import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { Pager } from '../../kit/Pager.tsx';
import { screenText } from '../../kit/screenText.ts';
import { tilesPerRow } from '../../kit/iconBars.ts';
import { TileTitle } from '../../kit/TileTitle.tsx';
import { useIconBarsWidth } from '../../kit/useIconBarsWidth.ts';
import { usePaging } from '../../kit/usePaging.ts';
import type { ChoiceTilesEvents, ChoiceTilesProps } from './props.ts';

/**
 * A paged choice of tiles (site-operations spec §2 "Asset registration": the transaction type, the
 * asset category 4 per page, §9), with the profile tiles' look and pager: titles fitted within
 * 8-17 px, 3 tiles a row in a window of 800 px or less (core spec §9 "Text fitting", "icon bars"). Each tile carries
 * `data-action="choice:<id>"`. What a choice leads to, and whether a single choice is made for the
 * visitor, is the flow's business.
 */
export function ChoiceTilesScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof ChoiceTilesProps>, typeof ChoiceTilesEvents>) {
  const { t } = useTranslation(['assetRegistration']);
  const { pageItems, page, pageCount, goPrev, goNext } = usePaging(props.choices, props.perPage);
  const columns = tilesPerRow(useIconBarsWidth(), Math.min(props.perRow, props.perPage));
  const title = screenText(t, props.title, props.titleKey);
  // pictures line up when some choices have one; a list without any (transaction types) has no empty circles
  const hasPictures = props.choices.some((choice) => choice.imageUrl);
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      {title && <h1 className="kiosk-title">{title}</h1>}
      {props.choices.length === 0 ? (
        <p className="kiosk-text" role="status">
          {screenText(t, null, props.emptyKey, 'assetRegistration:nothingToChoose')}
        </p>
      ) : (
        <ul className="kiosk-grid" style={{ '--columns': columns } as CSSProperties}>
          {pageItems.map((choice, offset) => (
            <li key={String(choice.id)}>
              <button
                type="button"
                className="kiosk-tile kiosk-profile-tile"
                data-action={`choice:${choice.id}`}
                onClick={() => emit('select', { id: choice.id, index: page * props.perPage + offset })}
              >
                {choice.imageUrl ? (
                  <img className="kiosk-profile-tile__image" src={choice.imageUrl} alt="" />
                ) : (
                  hasPictures && <span className="kiosk-profile-tile__image--empty" aria-hidden="true" />
                )}
                <TileTitle text={choice.name} />
                {choice.description && <span className="kiosk-profile-tile__description">{choice.description}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} onPrev={goPrev} onNext={goNext} />
    </KioskLayout>
  );
}
