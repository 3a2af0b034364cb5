import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { IconButton } from './IconButton.tsx';

/**
 * Paging arrows with a dot indicator (core spec §2 language and profile selection). Renders
 * nothing for a single page. Arrows at the ends are disabled, not hidden, so nothing shifts.
 *
 * @example
 * <Pager page={page} pageCount={pageCount} onPrev={goPrev} onNext={goNext} />
 */
/** More pages than this show "page / pages" instead of a dot each (250 countries make 63 pages: dots wider than the glass). */
const MAX_DOTS = 12;

export function Pager({ page, pageCount, onPrev, onNext }: { page: number; pageCount: number; onPrev: () => void; onNext: () => void }) {
  const { t } = useTranslation(['profileSelection']);
  if (pageCount <= 1) return null;
  return (
    <div className="kiosk-pager">
      <IconButton label={t('profileSelection:previous')} action="page-prev" onClick={onPrev} disabled={page <= 0}>
        <Icon name="prev" />
      </IconButton>
      {pageCount > MAX_DOTS ? (
        <p className="kiosk-pager__count" aria-hidden="true">
          {page + 1} / {pageCount}
        </p>
      ) : (
        <ol className="kiosk-pager__dots" aria-hidden="true">
          {Array.from({ length: pageCount }, (_, dot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page dot is its page number
            <li key={dot} className={dot === page ? 'kiosk-pager__dot kiosk-pager__dot--current' : 'kiosk-pager__dot'} />
          ))}
        </ol>
      )}
      <p className="kiosk-sr-only" aria-live="polite">
        {t('profileSelection:page', { page: page + 1, pages: pageCount })}
      </p>
      <IconButton label={t('profileSelection:nextPage')} action="page-next" onClick={onNext} disabled={page >= pageCount - 1}>
        <Icon name="next" />
      </IconButton>
    </div>
  );
}
