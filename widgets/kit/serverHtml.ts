import DOMPurify from 'dompurify';

/**
 * The elements server HTML may use on a public kiosk: text structure only. No links (a tap must
 * never leave the kiosk), no forms or controls, no frames, media, SVG or MathML, no styles.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'img',
];
/** No `class`, `id`, `style` or `data-*`: server text cannot borrow the kiosk's styles, ids or fixture hooks. */
const ALLOWED_ATTR = ['src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'lang', 'dir'];

/** The default attachments address: the simulated site's API base (`/api`) on the kiosk's origin. */
export const DEFAULT_ATTACHMENTS_BASE = '/api/attachments/';

/** Whether `src` is an image of the site's own attachments (core spec §7 `GET api/attachments/{fileId}`). */
function isAttachment(src: string, attachmentsBase: string, baseUri: string): boolean {
  try {
    const base = new URL(attachmentsBase, baseUri);
    const url = new URL(src, baseUri);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === base.origin &&
      url.pathname.startsWith(base.pathname) &&
      url.pathname.length > base.pathname.length
    );
  } catch {
    return false;
  }
}

/**
 * The sanitisers made so far, one per attachments base (a page has one: its kiosk's): each is its
 * own DOMPurify instance (hooks are per instance) whose image hook knows its base. Made once and
 * never changed, so a page keeps them as it keeps its modules.
 */
const purifiers = new Map<string, ReturnType<typeof DOMPurify>>();

/** The DOMPurify instance of `attachmentsBase`, made on first use. */
function kioskPurifier(attachmentsBase: string) {
  const known = purifiers.get(attachmentsBase);
  if (known) return known;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // an image that is not one of the site's attachments goes entirely (no third-party loads)
    if (node.nodeName === 'IMG' && !isAttachment(node.getAttribute('src') ?? '', attachmentsBase, node.ownerDocument.baseURI)) node.remove();
  });
  // the allow-list is parsed once, not on every sanitize call
  instance.setConfig({
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
  purifiers.set(attachmentsBase, instance);
  return instance;
}

/**
 * Makes the sanitiser and runs it once, while the kiosk is idle after its first screen
 * (src/app/preloadAfterFirstScreen.ts): its first use cost a questionary step ~17 ms at 4× (the
 * instance, its allow-lists, code run for the first time), the step into the first question with an
 * extra description (issue 11 §2).
 */
export function prepareSanitizer(attachmentsBase: string = DEFAULT_ATTACHMENTS_BASE): void {
  kioskPurifier(attachmentsBase).sanitize('<p>ok</p>');
}

/**
 * The one sanitiser of server HTML (a question's extra description and an HtmlField's HTML and
 * confirmation label, core spec §2 "Questionary" and "Feedback"): DOMPurify with a kiosk's
 * allow-list. Keeps text structure and images of the site's attachments (`attachmentsBase`, an
 * absolute or page-relative address ending in `/`); drops links, forms, controls, frames, SVG,
 * styles, event handlers and every other image. Returns an HTML string safe to set as innerHTML.
 *
 * @example
 * sanitizeServerHtml('<p>Hi<img src=x onerror=alert(1)></p>', '/api/attachments/') // '<p>Hi</p>'
 */
export function sanitizeServerHtml(html: string, attachmentsBase: string = DEFAULT_ATTACHMENTS_BASE): string {
  return kioskPurifier(attachmentsBase).sanitize(html);
}
