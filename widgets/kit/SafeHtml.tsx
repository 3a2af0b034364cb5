import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server-provided HTML (a question's extra description, core spec §2 "optional extra description
 * HTML"), sanitised with DOMPurify. Links lose their target: a tap must never leave the kiosk.
 * Style and form elements are dropped so a text cannot restyle or hijack the screen.
 *
 * @example
 * <SafeHtml className="kiosk-extra" html={metadata.extraDescription} />
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['href', 'action', 'formaction', 'target', 'style'],
      }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place server HTML is shown, after the sanitiser above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
