import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';
import { ReferenceVisitorProp } from '../parts/ReferenceList.tsx';

/** Props of LinkedToExisting (core spec §2 "If the reference already belongs to an existing combined transport"). */
export const LinkedToExistingProps = z.object({
  /** The reference the visitor typed (with its prefix). */
  reference: withFallback(z.string(), ''),
  /** The visitors of the existing transport, as the validation named them. */
  visitors: withFallback(z.array(ReferenceVisitorProp), []),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});

/** Events of LinkedToExisting: continue with the existing transport, or back (core spec §2). */
export const LinkedToExistingEvents = {
  /** Join the existing combined transport. */
  continue: NoData,
  /** Type another reference. */
  back: NoData,
  home: NoData,
};
