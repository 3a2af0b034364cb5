import { z } from 'zod';
import { NoData } from '../../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../../kit/propsSchema.ts';

/** One certification type as the overview shows it (site-operations §3 "Certification type"). */
const OverviewType = z.object({
  id: z.string(),
  name: z.string(),
  /** §3: Valid 0, ExpiredWithTest 1, ExpiredWithoutTest 2, NotFoundWithTest 3, NotFoundWithoutTest 4. */
  state: z.number().int().min(0).max(4),
  expiryDate: z.string().nullish(),
});

/**
 * Props of CertificationOverview (site-operations §2 "certificationtypes: the certificates overview
 * with a next button", §3): the person's certification types with their state and expiry date.
 */
export const CertificationOverviewProps = z.object({
  title: serverText('the title'),
  titleKey: textKey('the title', 'certifiedPersons:certificationsTitle'),
  types: withFallback(z.array(OverviewType), []).describe('the certification types (id, name, state, expiryDate) in the order the server gives them'),
  personName: z.string().nullish().describe('the certified person, shown under the title'),
});

/** Events of CertificationOverview: `next` (the decisions of §4 follow), `back`, `home`. */
export const CertificationOverviewEvents = { next: NoData, back: NoData, home: NoData };
