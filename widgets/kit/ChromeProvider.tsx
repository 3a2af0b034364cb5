import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DEFAULT_MAIN_COLOR } from './colors.ts';

/** Site branding every screen shows (core spec §1 "Common page elements", §3 mainColor). */
export interface Chrome {
  readonly logoUrl?: string;
  readonly footerLogoUrl?: string;
  /** Main colour from the kiosk configuration; #000000 when none is set (§9). */
  readonly mainColor: string;
  /** Where the site's attachments live (`<apiBase>/attachments/`): the only images server HTML may show. */
  readonly attachmentsBase?: string;
}

const ChromeContext = createContext<Chrome>({ mainColor: DEFAULT_MAIN_COLOR });

/**
 * Gives screens the site's logos and main colour. Blank values fall back to the defaults, so
 * the app can pass the configuration through as it comes.
 *
 * @example
 * <ChromeProvider mainColor={config.mainColor} logoUrl={logo}><App /></ChromeProvider>
 */
export function ChromeProvider({
  logoUrl,
  footerLogoUrl,
  mainColor,
  attachmentsBase,
  children,
}: {
  logoUrl?: string | null;
  footerLogoUrl?: string | null;
  mainColor?: string | null;
  attachmentsBase?: string;
  children: ReactNode;
}) {
  const value = useMemo<Chrome>(
    () => ({
      ...(logoUrl ? { logoUrl } : {}),
      ...(footerLogoUrl ? { footerLogoUrl } : {}),
      mainColor: mainColor?.trim() ? mainColor.trim() : DEFAULT_MAIN_COLOR,
      ...(attachmentsBase ? { attachmentsBase } : {}),
    }),
    [logoUrl, footerLogoUrl, mainColor, attachmentsBase],
  );
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

/** The current site branding; defaults (no logos, black) outside a provider. */
export function useChrome(): Chrome {
  return useContext(ChromeContext);
}
