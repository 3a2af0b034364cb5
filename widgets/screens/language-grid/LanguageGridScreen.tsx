import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { Pager } from '../../kit/Pager.tsx';
import { screenText } from '../../kit/screenText.ts';
import { usePaging } from '../../kit/usePaging.ts';
import { usePortrait } from '../../kit/usePortrait.ts';
import type { LanguageGridEvents, LanguageGridProps } from './props.ts';

/**
 * Language selection (core spec §2 "Language selection", §9): 15 languages per page, at most 5
 * columns, paging arrows and a dot indicator, the company logo on top. Each tile shows the
 * language's native display name and carries `lang` so it is pronounced in that language.
 */
export function LanguageGridScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof LanguageGridProps>, typeof LanguageGridEvents>) {
  const { t } = useTranslation(['statusMessages']);
  // a portrait glass has room for one more row of languages (issue 12 §3)
  const perPage = usePortrait() ? props.perPage + props.columns : props.perPage;
  const { pageItems, page, pageCount, goPrev, goNext } = usePaging(props.languages, perPage);
  const columns = Math.max(1, Math.min(props.columns, pageItems.length || 1));
  const title = screenText(t, props.title, props.titleKey, 'statusMessages:chooseLanguage');
  return (
    <KioskLayout screenId={screenId} logoUrl={props.logoUrl ?? undefined}>
      {title && <h1 className="kiosk-title">{title}</h1>}
      <ul className="kiosk-grid" style={{ '--columns': columns } as CSSProperties}>
        {pageItems.map((language) => (
          <li key={language.isoCode}>
            <button
              type="button"
              lang={language.isoCode}
              className="kiosk-tile kiosk-language-tile"
              data-action={`language:${language.isoCode}`}
              onClick={() => emit('select', { isoCode: language.isoCode })}
            >
              {language.nativeDisplayName || language.isoCode}
            </button>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} onPrev={goPrev} onNext={goNext} />
    </KioskLayout>
  );
}
