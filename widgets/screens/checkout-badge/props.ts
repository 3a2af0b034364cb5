import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/**
 * Props of CheckoutBadge (core spec §2 "Badge screen", §5 "Badge scan", §8 "Wrong badge"). The weighing
 * flow shows it too (site-operations spec §2 "authenticateforweighing/badge"), with its own texts.
 */
export const CheckoutBadgeProps = z.object({
  scannerLocation: z
    .string()
    .nullish()
    .describe('where the badge scanner sits, e.g. bottom-center (kiosk configuration badgeScannerLocation; bottom centre by default)'),
  busy: withFallback(z.boolean(), false).describe('the flow is looking the badge up: a spinner shows, clear is off'),
  problemText: serverText('why the last badge was refused'),
  problemKey: textKey('why the last badge was refused'),
  attempt: withFallback(z.number().int(), 0).describe('changes with every lookup: the input empties, ready for the next scan'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'checkout:badgeTitle'),
  textKey: textKey('the instruction under the title', 'checkout:badgeText'),
});

/** Events of CheckoutBadge: `change` on every change of the hidden input; the flow looks the badge up 700 ms after the last (core spec §5, §9). */
export const CheckoutBadgeEvents = {
  change: z.object({ value: z.string().describe("the hidden input's value; '' after a tap on clear") }),
  back: NoData,
  home: NoData,
};
