import { defineWidget } from '../../defineWidget.ts';
import { DocumentScanEvents, DocumentScanProps, documentScanEventsFromProps } from './props.ts';

/** A document scanning screen: title and text with the document type's name, the page images or a spinner, and buttons. */
export const DocumentScan = defineWidget({
  type: 'DocumentScan',
  props: DocumentScanProps,
  events: DocumentScanEvents,
  eventsFromProps: documentScanEventsFromProps,
  load: () => import('./DocumentScanScreen.tsx').then((module) => module.DocumentScanScreen),
  description:
    'Document scanning (site-operations §2 "Document scanning"): the example of a document type, where to put the page, the scanner working, the preview of the page scanned, each with its buttons; {{documentType}} and {{page}} in the texts name the type and the page.',
});
