import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** Props of ErrorScreen: server texts win over keys; defaults "Something went wrong" and advice. */
export const ErrorScreenProps = z.object({
  title: serverText('the title'),
  titleKey: textKey('the title', 'statusMessages:error'),
  text: serverText('the advice'),
  textKey: textKey('the advice', 'statusMessages:errorDescription'),
  canRetry: withFallback(z.boolean(), false).describe('offer "Try again" (emits retry)'),
});

/** Events of ErrorScreen: `retry` (with `canRetry`) and `home` (core spec §8). */
export const ErrorScreenEvents = {
  /** "Try again" (only shown with `canRetry`). */
  retry: NoData,
  home: NoData,
};
