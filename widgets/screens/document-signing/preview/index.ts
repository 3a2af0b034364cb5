import { defineWidget } from '../../../defineWidget.ts';
import { DocumentPreviewEvents, DocumentPreviewProps } from './props.ts';

/** The preview pages of a document to sign; emits `next`, `notOk`, `back`, `home`. */
export const DocumentPreview = defineWidget({
  type: 'DocumentPreview',
  props: DocumentPreviewProps,
  events: DocumentPreviewEvents,
  load: () => import('./DocumentPreviewScreen.tsx').then((module) => module.DocumentPreviewScreen),
  description:
    'The pages of a document to sign, one image each, scrolled in a frame, with next and optionally "document not OK" (site-operations §2, §4 "Document signing").',
});
