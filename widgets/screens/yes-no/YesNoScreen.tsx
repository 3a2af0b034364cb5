import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { Popup } from '../../kit/Popup.tsx';
import { screenText } from '../../kit/screenText.ts';
import type { YesNoEvents, YesNoProps } from './props.ts';
import './yes-no.css';

/**
 * A yes-or-no question on a screen of its own: title, text, and two large buttons side by side
 * (stacked in portrait), `data-action="yes"` and `data-action="no"`, each emitting its event. The
 * header has home and back (core spec §1 "Common page elements"; `showBack: false` hides back). With
 * `helpKey`, an ask-for-help button (`data-action="help"`) opens a popup over the question (OK,
 * `data-action="help-ok"`, closes it) and emits `help`. What each answer leads to is the flow's business.
 */
export function YesNoScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof YesNoProps>, typeof YesNoEvents>) {
  const { t } = useTranslation(['registration']);
  const title = screenText(t, props.title, props.titleKey);
  const text = screenText(t, props.text, props.textKey);
  const [helpOpen, setHelpOpen] = useState(false);
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
        {props.helpKey && (
          <div className="kiosk-actions kiosk-yesno__help">
            <Button
              action="help"
              onClick={() => {
                setHelpOpen(true);
                emit('help');
              }}
            >
              {screenText(t, null, props.helpKey)}
            </Button>
          </div>
        )}
      </div>
      {helpOpen && (
        <Popup
          title={screenText(t, props.helpTitle, props.helpTitleKey)}
          actions={
            <Button variant="primary" action="help-ok" onClick={() => setHelpOpen(false)}>
              {t('statusMessages:ok')}
            </Button>
          }
        >
          <p className="kiosk-text">{screenText(t, props.helpText, props.helpTextKey)}</p>
        </Popup>
      )}
    </KioskLayout>
  );
}
