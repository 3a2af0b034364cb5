import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of Unavailable: server texts (`title`, `text`) win over the keys when non-empty. */
export const UnavailableProps = z.object({
  /** `blocked`: remotely blocked (core spec §4 "Kiosk fetch"); `offline`: the site cannot be reached. */
  variant: withFallback(z.enum(['blocked', 'offline']), 'blocked'),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  text: z.string().nullish(),
  textKey: z.string().nullish(),
  /** Offers "Try again" (emits `retry`); the flow also retries by itself. */
  canRetry: withFallback(z.boolean(), false),
});

/** Events of Unavailable: `retry` (with `canRetry`); no way home, the kiosk is blocked. */
export const UnavailableEvents = {
  /** "Try again" (only shown with `canRetry`). */
  retry: NoData,
};
