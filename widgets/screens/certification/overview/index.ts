import { defineWidget } from '../../../defineWidget.ts';
import { CertificationOverviewEvents, CertificationOverviewProps } from './props.ts';

/** The certification overview of a certified person; emits `next`, `back`, `home`. */
export const CertificationOverview = defineWidget({
  type: 'CertificationOverview',
  props: CertificationOverviewProps,
  events: CertificationOverviewEvents,
  load: () => import('./CertificationOverviewScreen.tsx').then((module) => module.CertificationOverviewScreen),
  description:
    'The certificates overview with a next button (site-operations §2, §3): each type with its state (Valid green, the others red or warning) and expiry date.',
});
