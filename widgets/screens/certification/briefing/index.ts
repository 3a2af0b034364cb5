import { defineWidget } from '../../../defineWidget.ts';
import { CertificationBriefingEvents, CertificationBriefingProps } from './props.ts';

/** One briefing content page of a certification test (HTML or video); emits `next`, `back`, `home`. */
export const CertificationBriefing = defineWidget({
  type: 'CertificationBriefing',
  props: CertificationBriefingProps,
  events: CertificationBriefingEvents,
  load: () => import('./CertificationBriefingScreen.tsx').then((module) => module.CertificationBriefingScreen),
  description:
    'A briefing content page of a certification test (site-operations §2, §3): sanitised HTML, or a video that holds the idle timeout while it plays; next and back.',
});
