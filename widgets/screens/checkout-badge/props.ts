import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of CheckoutBadge (core spec §2 "Badge screen", §5 "Badge scan", §8 "Wrong badge"). */
export const CheckoutBadgeProps = z.object({
  /** Where the badge scanner sits (kiosk configuration `badgeScannerLocation`; default bottom centre). */
  scannerLocation: z.string().nullish(),
  /** The flow is looking the badge up. */
  busy: withFallback(z.boolean(), false),
  /** Why the last badge was refused: a server text (wins when non-empty) or a translation key. */
  problemText: z.string().nullish(),
  problemKey: z.string().nullish(),
  /** Changes with every lookup: the input empties, ready for the next scan. */
  attempt: withFallback(z.number().int(), 0),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});

/** Events of CheckoutBadge: `change` on every change of the hidden input; the flow looks the badge up 700 ms after the last (core spec §5, §9). */
export const CheckoutBadgeEvents = {
  change: z.object({ value: z.string().describe("the hidden input's value; '' after a tap on clear") }),
  back: NoData,
  home: NoData,
};
