import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { ReferenceVisitorProp } from '../parts/ReferenceList.tsx';

/** Props of LinkedToExisting (core spec §2 "If the reference already belongs to an existing combined transport"). */
export const LinkedToExistingProps = z.object({
  reference: withFallback(z.string(), '').describe('the reference the visitor typed (with its prefix)'),
  visitors: withFallback(z.array(ReferenceVisitorProp), []).describe('the visitors of the existing transport, as the validation named them'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'combinedTransport:existingTitle'),
});

/** Events of LinkedToExisting: continue with the existing transport, or back (core spec §2). */
export const LinkedToExistingEvents = {
  /** Join the existing combined transport. */
  continue: NoData,
  /** Type another reference. */
  back: NoData,
  home: NoData,
};
