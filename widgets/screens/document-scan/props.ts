import { z } from 'zod';
import { NoData, type WidgetEvents } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { MessageButtons } from '../message/props.ts';

/** An image the kiosk may show: a data:image URL (a scan the site drew), an http(s) URL or a path on the site. */
const ImageUrl = z
  .string()
  .refine((url) => /^(data:image\/|https?:\/\/|\/)/.test(url), 'an image URL: data:image/…, http(s)://… or /…')
  .describe('an image URL: data:image/…, http(s)://… or a path');

/**
 * Props of DocumentScan, the screens of document scanning (site-operations spec §2 "Document
 * scanning": example, insert, insertNextPage, progress, takeDocumentBack, selectNextPage, preview):
 * a title and a text in which `{{documentType}}` and `{{page}}` are the document type's name and
 * the page number (§9 "Document types: placeholder token for the type name in titles"), the page
 * images, a spinner while the scanner works, and the buttons. Server texts (`title`, `text`,
 * `documentType`) show as text, never as HTML.
 */
export const DocumentScanProps = z.object({
  title: serverText('the title'),
  titleKey: textKey('the title (may hold {{documentType}} and {{page}})'),
  text: serverText('the text under the title'),
  textKey: textKey('the text under the title (may hold {{documentType}} and {{page}})'),
  documentType: z.string().nullish().describe('the name of the document type (a server text), for {{documentType}}'),
  page: z.number().int().min(1).nullish().describe('the page number, for {{page}}'),
  images: withFallback(z.array(ImageUrl), []).describe('the page images shown: the example of the type, or the preview of the scan'),
  busy: withFallback(z.boolean(), false).describe('the scanner is working: a spinner instead of the images'),
  buttons: MessageButtons.describe('the buttons under the images, in order, each emitting its event; one OK button (ok) when not given'),
  showBack: withFallback(z.boolean(), true).describe("show the header's back arrow (emits back); false hides it"),
});

/** Events of DocumentScan with its default button: `ok`, and from the header `home` and `back`. */
export const DocumentScanEvents: WidgetEvents = { ok: NoData, back: NoData, home: NoData };

/**
 * The events a DocumentScan emits with these props: each button's event, `home`, and `back` unless
 * a literal `showBack: false` hides it; `DocumentScanEvents` when a prop is json-logic.
 *
 * @example
 * documentScanEventsFromProps({ buttons: [{ event: 'yes', labelKey: 'registration:yes' }], showBack: false }); // { yes, home }
 */
export function documentScanEventsFromProps(props: unknown): WidgetEvents {
  const parsed = z.object({ buttons: MessageButtons, showBack: DocumentScanProps.shape.showBack }).safeParse(props);
  if (!parsed.success) return DocumentScanEvents;
  const buttons = Object.fromEntries(parsed.data.buttons.map((button) => [button.event, NoData]));
  return { ...buttons, home: NoData, ...(parsed.data.showBack ? { back: NoData } : {}) };
}
