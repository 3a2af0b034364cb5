import { memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChrome } from './ChromeProvider.tsx';
import { mainColorStyle } from './colors.ts';
import { Icon } from './icons.tsx';
import { IconButton } from './IconButton.tsx';
import './kiosk.css';

/**
 * The page chrome of core spec §1 "Common page elements": a header with the back arrow and the
 * home button (each only when the screen passes its handler), the company logo, the main area
 * (content at most 1024 px wide, centred) and the footer logo. The root carries
 * `data-screen={screenId}` and the main colour as `--main-color`.
 *
 * @example
 * <KioskLayout screenId={screenId} onHome={() => emit('home')}>...</KioskLayout>
 */
export function KioskLayout({
  screenId,
  onBack,
  onHome,
  logoUrl,
  className,
  children,
}: {
  screenId: string;
  onBack?: (() => void) | undefined;
  onHome?: (() => void) | undefined;
  /** Overrides the logo of the ChromeProvider for this screen. */
  logoUrl?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const chrome = useChrome();
  // the same colour on every render of a screen (a questionary step): computed once
  const style = useMemo(() => mainColorStyle(chrome.mainColor), [chrome.mainColor]);
  return (
    <div className={['kiosk', className].filter(Boolean).join(' ')} data-screen={screenId} style={style}>
      <KioskHeader onBack={onBack} onHome={onHome} logo={logoUrl || chrome.logoUrl} />
      <main className="kiosk-main">
        <div className="kiosk-content">{children}</div>
      </main>
      <KioskFooter logo={chrome.footerLogoUrl} />
    </div>
  );
}

/**
 * The header and footer are drawn again only when what they show changes: a screen that changes
 * its content on every step (the questionary) passes stable handlers and leaves them alone.
 */
const KioskHeader = memo(function KioskHeader({
  onBack,
  onHome,
  logo,
}: {
  onBack?: (() => void) | undefined;
  onHome?: (() => void) | undefined;
  logo?: string | undefined;
}) {
  const { t } = useTranslation(['statusMessages']);
  return (
    <header className="kiosk-header">
      <div className="kiosk-header__side">
        {onBack && (
          <IconButton label={t('statusMessages:back')} action="back" onClick={onBack}>
            <Icon name="back" />
          </IconButton>
        )}
      </div>
      <div className="kiosk-header__logo">{logo && <img src={logo} alt="" />}</div>
      <div className="kiosk-header__side kiosk-header__side--end">
        {onHome && (
          <IconButton label={t('statusMessages:home')} action="home" onClick={onHome}>
            <Icon name="home" />
          </IconButton>
        )}
      </div>
    </header>
  );
});

const KioskFooter = memo(function KioskFooter({ logo }: { logo?: string | undefined }) {
  return <footer className="kiosk-footer">{logo && <img src={logo} alt="" />}</footer>;
});
