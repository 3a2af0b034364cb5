import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import type { YesNoEvents, YesNoProps } from './props.ts';
import './yes-no.css';

/**
 * A yes-or-no question on a screen of its own: title, text, and two large buttons side by side
 * (stacked in portrait), `data-action="yes"` and `data-action="no"`, each emitting its event. The
 * header has home and back (core spec §1 "Common page elements"; `showBack: false` hides back). What each
 * answer leads to is the flow's business.
 */
export function YesNoScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof YesNoProps>, typeof YesNoEvents>) {
  const { t } = useTranslation(['registration']);
  const title = screenText(t, props.title, props.titleKey);
  const text = screenText(t, props.text, props.textKey);
  return (
    <KioskLayout screenId={screenId} onBack={props.showBack ? () => emit('back') : undefined} onHome={() => emit('home')}>
      <div className="kiosk-yesno">
        {title && <h1 className="kiosk-title">{title}</h1>}
        {text && <p className="kiosk-text">{text}</p>}
        <div className="kiosk-yesno__choices">
          <button type="button" className="kiosk-yesno__choice kiosk-yesno__choice--yes" data-action="yes" onClick={() => emit('yes')}>
            <Icon name="check" />
            <span>{screenText(t, null, props.yesKey) || 'Yes'}</span>
          </button>
          <button type="button" className="kiosk-yesno__choice kiosk-yesno__choice--no" data-action="no" onClick={() => emit('no')}>
            <Icon name="error" />
            <span>{screenText(t, null, props.noKey) || 'No'}</span>
          </button>
        </div>
      </div>
    </KioskLayout>
  );
}
