import { z } from 'zod';
import { NoData } from '../../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../../kit/propsSchema.ts';

/**
 * Props of DocumentPreview: the preview pages of a document to sign (site-operations spec §2
 * "Document signing", §3 currentPreviewPageUrls). `title` is the document's name (server text:
 * shown as text). `pages` are image URLs in page order; null while they load.
 */
export const DocumentPreviewProps = z.object({
  title: serverText("the title (the document's name)"),
  titleKey: textKey('the title', 'documentSigning:previewTitle'),
  text: serverText('the text under the title'),
  textKey: textKey('the text under the title', 'documentSigning:previewText'),
  pages: withFallback(z.array(z.string()).nullable(), null).describe('URLs of the preview page images, in page order; null while they load'),
  nextKey: withFallback(z.string().min(1), 'registration:next').describe("i18next key of the next button's label (documentSigning:sign where next signs)"),
  showNotOk: withFallback(z.boolean(), false).describe('offer "document not OK" (emits notOk; site-operations §4)'),
  scrollToEnd: withFallback(z.boolean(), false).describe(
    'show the end of the last page once the pages are in (where the signature is, on the signature preview)',
  ),
  busy: withFallback(z.boolean(), false).describe('next is disabled (a signing is on its way)'),
});

/** Events of DocumentPreview: `next`, `notOk` (only with showNotOk), `back`, `home`. */
export const DocumentPreviewEvents = { next: NoData, notOk: NoData, back: NoData, home: NoData };
