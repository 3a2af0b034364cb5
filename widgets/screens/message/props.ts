import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of Message: server texts (`title`, `text`) win over the keys when non-empty. */
export const MessageProps = z.object({
  variant: withFallback(z.enum(['success', 'info', 'warning', 'error']), 'info'),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  text: z.string().nullish(),
  textKey: z.string().nullish(),
  /** Shows "This screen closes in N s"; display only, the flow's `after` timer returns home. */
  countdownMs: z.number().nonnegative().nullish(),
});

/** Events of Message: `ok` from its button, `home` from the header. */
export const MessageEvents = { ok: NoData, home: NoData };
