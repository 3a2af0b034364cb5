import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps, WidgetEvents } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { Spinner } from '../../kit/Spinner.tsx';
import type { DocumentScanProps } from './props.ts';
import './document-scan.css';

/**
 * A document scanning screen (site-operations spec §2 "Document scanning"): title and text, in
 * which `{{documentType}}` and `{{page}}` name the type and the page (§9); the page images (the
 * type's example, the scan's preview) or, while the scanner works, a spinner; the buttons, each
 * emitting its event and carrying it as `data-action`. The images are described by the title.
 */
export function DocumentScanScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof DocumentScanProps>, WidgetEvents>) {
  const { t } = useTranslation(['documentScanning', 'statusMessages']);
  const values = { documentType: props.documentType ?? '', page: props.page ?? 1 };
  const text = (server: string | null | undefined, key: string | null | undefined) =>
    server?.trim() ? server : key?.trim() ? String(t(key, { ...values, interpolation: { escapeValue: false } })) : '';
  const title = text(props.title, props.titleKey);
  const body = text(props.text, props.textKey);
  return (
    <KioskLayout screenId={screenId} onBack={props.showBack ? () => emit('back') : undefined} onHome={() => emit('home')}>
      <div className="kiosk-docscan kiosk-content" aria-busy={props.busy}>
        <div role="status">
          {title && <h1 className="kiosk-title">{title}</h1>}
          {body && <p className="kiosk-text">{body}</p>}
        </div>
        {props.busy ? (
          <div className="kiosk-docscan__busy">
            <Spinner />
          </div>
        ) : (
          props.images.length > 0 && (
            <div className="kiosk-docscan__pages">
              {props.images.map((url, index) => (
                <img key={url} className="kiosk-docscan__page" src={url} alt={props.images.length > 1 ? `${title} (${index + 1})` : title} />
              ))}
            </div>
          )
        )}
        {props.buttons.length > 0 && (
          <div className="kiosk-actions">
            {props.buttons.map((button) => (
              <Button key={button.event} variant={button.variant} action={button.event} onClick={() => emit(button.event)}>
                {(button.label?.trim() ? button.label : button.labelKey ? String(t(button.labelKey)) : '') || button.event}
              </Button>
            ))}
          </div>
        )}
      </div>
    </KioskLayout>
  );
}
