import { useMemo } from 'react';
import { useChrome } from './ChromeProvider.tsx';
import { sanitizeServerHtml } from './serverHtml.ts';

/**
 * Server-provided HTML (a question's extra description, core spec §2 "optional extra description
 * HTML"; an HtmlField's HTML and confirmation label), through the kiosk's one sanitiser
 * (serverHtml.ts): text structure and the site's own attachment images only; no links, forms,
 * frames, SVG, styles or remote images. The only place server text becomes markup.
 *
 * @example
 * <SafeHtml className="kiosk-extra" html={metadata.extraDescription} />
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const { attachmentsBase } = useChrome();
  const clean = useMemo(() => sanitizeServerHtml(html, attachmentsBase), [html, attachmentsBase]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place server HTML is shown, after the kiosk's sanitiser
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
