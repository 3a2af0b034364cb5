import { type ReactNode, useId, useRef } from 'react';
import { useChrome } from './ChromeProvider.tsx';
import { mainColorStyle } from './colors.ts';
import './kiosk.css';
import { useDialogFocus } from './useDialogFocus.ts';
import { useInertBackground } from './useInertBackground.ts';

/**
 * A modal popup over the current screen (the ask-for-help popup of core spec §3, the idle warning):
 * a dimmed backdrop, a centred card with a title, text and large buttons. `role="alertdialog"`
 * for popups that interrupt (announced at once), `dialog` otherwise; labelled by its title and
 * described by its body. While it shows, the rest of the page is inert (cannot be tapped, focused
 * or read), and the focus is in it: on its first button when it opens, back where it was when it
 * closes (`useDialogFocus`). `screenId` goes on the layer as `data-screen`, for fixtures.
 *
 * @example
 * <Popup title={t('statusMessages:askForHelpPopupTitle')} actions={<Button action="ok">OK</Button>}>…</Popup>
 */
export function Popup({
  title,
  children,
  actions,
  urgent = false,
  screenId,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Interrupts the visitor (alertdialog): the idle warning. */
  urgent?: boolean;
  screenId?: string;
}) {
  const chrome = useChrome();
  const titleId = useId();
  const bodyId = useId();
  const layer = useRef<HTMLDivElement>(null);
  useInertBackground(layer);
  useDialogFocus(layer);
  return (
    <div ref={layer} className="kiosk kiosk-popup-layer" data-screen={screenId} style={mainColorStyle(chrome.mainColor)}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog (urgent), both modal */}
      <section
        className="kiosk-popup"
        role={urgent ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        // the focus's place when the popup has no control of its own
        tabIndex={-1}
      >
        <h2 className="kiosk-title" id={titleId}>
          {title}
        </h2>
        {children && (
          <div className="kiosk-popup__body" id={bodyId}>
            {children}
          </div>
        )}
        {actions && <div className="kiosk-actions">{actions}</div>}
      </section>
    </div>
  );
}
