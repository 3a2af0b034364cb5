import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../../defineWidget.ts';
import { Button } from '../../../kit/Button.tsx';
import { KioskLayout } from '../../../kit/KioskLayout.tsx';
import { screenText } from '../../../kit/screenText.ts';
import { Spinner } from '../../../kit/Spinner.tsx';
import type { DocumentPreviewEvents, DocumentPreviewProps } from './props.ts';
import '../document-signing.css';

/** Image URLs a page may show: the site's own images or data images; anything else (javascript:, …) is dropped. */
const SHOWABLE = /^(data:image\/|https?:\/\/|\/)/i;

/**
 * The preview of a document to sign (site-operations §2, §3 currentPreviewPageUrls): its name, the
 * pages as images in a scrolling frame (each `alt` "Page n of m"), a spinner while they load, then
 * next (`data-action="next"`, disabled while loading or busy) and, with `showNotOk`, "document not
 * OK" (`data-action="notOk"`). `scrollToEnd` shows the end of the last page (the signature).
 */
export function DocumentPreviewScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof DocumentPreviewProps>, typeof DocumentPreviewEvents>) {
  const { t } = useTranslation(['documentSigning', 'registration']);
  const title = screenText(t, props.title, props.titleKey, 'documentSigning:previewTitle');
  const text = screenText(t, props.text, props.textKey, 'documentSigning:previewText');
  const pages = props.pages?.filter((url) => SHOWABLE.test(url)) ?? null;
  const frame = useRef<HTMLElement>(null);
  const shown = pages?.join(' ');
  useEffect(() => {
    // the pages have their size before their images load (aspect-ratio): the end is where it stays
    if (props.scrollToEnd && shown && frame.current) frame.current.scrollTop = frame.current.scrollHeight;
  }, [props.scrollToEnd, shown]);
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <div className="kiosk-signing">
        {title && <h1 className="kiosk-title">{title}</h1>}
        {text && <p className="kiosk-text">{text}</p>}
        {pages === null ? (
          <div className="kiosk-signing__loading" role="status">
            <Spinner />
            <span>{t('documentSigning:loadingPreview')}</span>
          </div>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls; keyboard users reach it to scroll
          <section ref={frame} className="kiosk-signing__pages" tabIndex={0} aria-label={title} data-scrolls="pages">
            {pages.map((url, index) => (
              <img key={url} className="kiosk-signing__page" src={url} alt={t('documentSigning:pageAlt', { page: index + 1, count: pages.length })} />
            ))}
          </section>
        )}
        <div className="kiosk-actions">
          {props.showNotOk && (
            <Button action="notOk" onClick={() => emit('notOk')}>
              {t('documentSigning:notOk')}
            </Button>
          )}
          <Button variant="primary" action="next" disabled={pages === null || props.busy} onClick={() => emit('next')}>
            {t(props.nextKey)}
          </Button>
        </div>
      </div>
    </KioskLayout>
  );
}
