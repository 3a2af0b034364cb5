import { defineWidget } from '../../../defineWidget.ts';
import { SignaturePadEvents, SignaturePadProps } from './props.ts';

/** The signature pad of document signing; emits `next` with the PNG, `back`, `home`. */
export const SignaturePad = defineWidget({
  type: 'SignaturePad',
  props: SignaturePadProps,
  events: SignaturePadEvents,
  load: () => import('./SignaturePadScreen.tsx').then((module) => module.SignaturePadScreen),
  description:
    'A 600×300 signature canvas (signature_pad, stroke width 3, black) with clear; next is enabled once the canvas is touched and hands the flow the signature as a PNG data URL (site-operations §4, §5, §9 "Document signing").',
});
