import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { ReferenceVisitorProp } from '../parts/ReferenceList.tsx';

/** A validated reference of the transport and the visitors it brought (core spec §4 "Combined transport"). */
export const LinkedReference = z.object({ reference: z.string(), visitors: withFallback(z.array(ReferenceVisitorProp), []) });

/** Props of LinkedReferences (core spec §2 "a list of linked references ... add another or finish"). */
export const LinkedReferencesProps = z.object({
  references: withFallback(z.array(LinkedReference), []).describe('the validated references of the transport, each with the visitors it brought'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'combinedTransport:title'),
});

/** Events of LinkedReferences: add another reference or finish (core spec §2, §4 "Combined transport"). */
export const LinkedReferencesEvents = {
  /** Type another reference. */
  add: NoData,
  /** Done: register the transport (only with at least one reference). */
  finish: NoData,
  back: NoData,
  home: NoData,
};
