import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { detailsOf, ReferenceList } from '../parts/ReferenceList.tsx';
import type { LinkedReferencesEvents, LinkedReferencesProps } from './props.ts';

/**
 * The references of a combined transport so far (core spec §2 "Visitor identification", §4
 * "Combined transport"): after each valid reference the visitor adds another or finishes.
 * Emits `add`, `finish`, `back` and `home`.
 */
export function LinkedReferencesScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof LinkedReferencesProps>, typeof LinkedReferencesEvents>) {
  const { t } = useTranslation(['combinedTransport']);
  const rows = props.references.map((r, i) => ({ key: `${i}:${r.reference}`, reference: r.reference, details: detailsOf(r.visitors, r.reference) }));
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'combinedTransport:title')}</h1>
      <p className="kiosk-text kiosk-muted">{t('combinedTransport:listIntro', { count: rows.length })}</p>
      <ReferenceList label={t('combinedTransport:listLabel')} rows={rows} />
      <div className="kiosk-nav">
        <Button variant="secondary" action="add" onClick={() => emit('add')}>
          {t('combinedTransport:addAnother')}
        </Button>
        <Button variant="primary" action="finish" onClick={() => emit('finish')} disabled={rows.length === 0}>
          {t('combinedTransport:finish')}
        </Button>
      </div>
    </KioskLayout>
  );
}
