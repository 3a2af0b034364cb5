import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { ReferenceList, type ReferenceRow } from '../parts/ReferenceList.tsx';
import type { LinkedToExistingEvents, LinkedToExistingProps } from './props.ts';

/** A visitor's own reference: the first value of its auto-approval fields (the reference field). */
const referenceOf = (visitor: { id: string; autoApprovalFields: readonly { values: readonly string[] }[] }) =>
  visitor.autoApprovalFields[0]?.values[0]?.trim() || visitor.id;

/**
 * The typed reference already belongs to a combined transport (core spec §2): the transport's
 * references are listed, the typed one marked. Emits `continue` (identify with the whole
 * transport), `back` (type another reference) and `home`.
 */
export function LinkedToExistingScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof LinkedToExistingProps>, typeof LinkedToExistingEvents>) {
  const { t } = useTranslation(['combinedTransport']);
  const rows: ReferenceRow[] = props.visitors.map((visitor) => {
    const reference = referenceOf(visitor);
    const details = visitor.autoApprovalFields
      .slice(1)
      .flatMap((f) => f.values)
      .filter(Boolean)
      .join(' · ');
    return { key: visitor.id, reference, details, current: reference.toUpperCase() === props.reference.trim().toUpperCase() };
  });
  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'combinedTransport:existingTitle')}</h1>
      <p className="kiosk-text kiosk-muted">{t('combinedTransport:existingText', { count: rows.length })}</p>
      <ReferenceList label={t('combinedTransport:listLabel')} rows={rows} currentLabel={t('combinedTransport:yours')} />
      <div className="kiosk-nav">
        <Button variant="secondary" action="back" onClick={() => emit('back')}>
          {t('combinedTransport:tryAnother')}
        </Button>
        <Button variant="primary" action="continue" onClick={() => emit('continue')}>
          {t('combinedTransport:continue')}
        </Button>
      </div>
    </KioskLayout>
  );
}
