import { z } from 'zod';
import { NoData } from '../../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../../kit/propsSchema.ts';

/**
 * Props of SignaturePad: the signature step of document signing (site-operations spec §4, §5,
 * §9: a 600×300 canvas, PNG, stroke width 3, black). Sizes in CSS px.
 */
export const SignaturePadProps = z.object({
  title: serverText('the title'),
  titleKey: textKey('the title', 'documentSigning:signatureTitle'),
  text: serverText('the text under the title'),
  textKey: textKey('the text under the title', 'documentSigning:signatureText'),
  width: withFallback(z.number().int().positive(), 600).describe('canvas width (CSS px; §9: 600)'),
  height: withFallback(z.number().int().positive(), 300).describe('canvas height (CSS px; §9: 300)'),
  penWidth: withFallback(z.number().positive(), 3).describe('stroke width (CSS px; §9: 3)'),
  penColor: withFallback(z.string().min(1), '#000000').describe('stroke colour (§9: black)'),
});

/** Events of SignaturePad: `next` with the signature as a PNG data URL (§4 "The output is a PNG in base64"), `back`, `home`. */
export const SignaturePadEvents = {
  next: z.object({ signatureAsBase64: z.string().startsWith('data:image/png;base64,').describe('the signature: data:image/png;base64,…') }),
  back: NoData,
  home: NoData,
};
