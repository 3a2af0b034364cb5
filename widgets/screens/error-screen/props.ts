import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of ErrorScreen: server texts win over keys; defaults "Something went wrong" and advice. */
export const ErrorScreenProps = z.object({
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  text: z.string().nullish(),
  textKey: z.string().nullish(),
  canRetry: withFallback(z.boolean(), false),
});

/** Events of ErrorScreen: `retry` (with `canRetry`) and `home` (core spec §8). */
export const ErrorScreenEvents = {
  /** "Try again" (only shown with `canRetry`). */
  retry: NoData,
  home: NoData,
};
