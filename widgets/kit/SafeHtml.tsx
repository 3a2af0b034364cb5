import { useMemo } from 'react';
import { useChrome } from './ChromeProvider.tsx';
import { sanitizeServerHtml } from './serverHtml.ts';

/**
 * Server-provided HTML (a question's extra description, core spec §2 "optional extra description
 * HTML"; an HtmlField's HTML and confirmation label), through the kiosk's one sanitiser
 * (serverHtml.ts): text structure and the site's own attachment images only; no links, forms,
 * frames, SVG, styles or remote images. The only place server text becomes markup.
 *
 * `scrolls` marks a box the visitor reads by scrolling (an HtmlField's HTML of any length): the
 * one kind of box, with a document's pages, that may scroll on the kiosk (e2e/audit.ts).
 *
 * @example
 * <SafeHtml className="kiosk-extra" html={metadata.extraDescription} />
 */
export function SafeHtml({ html, className, scrolls = false }: { html: string; className?: string; scrolls?: boolean }) {
  const { attachmentsBase } = useChrome();
  const clean = useMemo(() => sanitizeServerHtml(html, attachmentsBase), [html, attachmentsBase]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place server HTML is shown, after the kiosk's sanitiser
  return <div className={className} data-scrolls={scrolls ? 'html' : undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
