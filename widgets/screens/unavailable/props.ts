import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** Props of Unavailable: server texts (`title`, `text`) win over the keys when non-empty. */
export const UnavailableProps = z.object({
  variant: withFallback(z.enum(['blocked', 'offline']), 'blocked').describe(
    'blocked: remotely blocked (core spec §4 "Kiosk fetch"); offline: the site cannot be reached (its default texts differ)',
  ),
  title: serverText('the title'),
  titleKey: textKey('the title', 'statusMessages:unavailableTitle or offlineTitle'),
  text: serverText('the text'),
  textKey: textKey('the text', 'statusMessages:unavailableText or offlineText'),
  canRetry: withFallback(z.boolean(), false).describe('offer "Try again" (emits retry); the flow also retries by itself'),
});

/** Events of Unavailable: `retry` (with `canRetry`); no way home, the kiosk is blocked. */
export const UnavailableEvents = {
  /** "Try again" (only shown with `canRetry`). */
  retry: NoData,
};
