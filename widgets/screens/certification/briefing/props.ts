import { z } from 'zod';
import { NoData } from '../../../defineWidget.ts';
import { withFallback } from '../../../kit/propsSchema.ts';

/**
 * Props of CertificationBriefing (site-operations §2 "briefing content (HTML or video)", §3
 * "Briefing content type: HtmlBriefing 0, VideoBriefing 1"): one content page of a certification
 * test. HTML is sanitised before it shows (no script, no event handlers); a video holds the idle
 * timeout while it plays (§2 "Video screens do not [return home] while the video is playing").
 */
export const CertificationBriefingProps = z.object({
  name: withFallback(z.string(), '').describe('the title of the content page'),
  info: z.string().nullish().describe('a line under the title'),
  content: withFallback(z.string(), '').describe('the HTML of the page (sanitised), or the URL of the video'),
  contentType: withFallback(z.union([z.literal(0), z.literal(1)]), 0).describe('0 HtmlBriefing, 1 VideoBriefing (§3)'),
  page: withFallback(z.number().int().min(0), 0).describe('the page shown, 0-based (for "page n of m")'),
  pages: withFallback(z.number().int().min(1), 1).describe('how many content pages the test has'),
});

/** Events of CertificationBriefing: `next` (the next page or the questions), `back`, `home`. */
export const CertificationBriefingEvents = { next: NoData, back: NoData, home: NoData };
