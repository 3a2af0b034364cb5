import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of EticketScan (core spec §2 "E-ticket scan", §4 "E-ticket", §8). */
export const EticketScanProps = z.object({
  /** Where the scanner sits (kiosk configuration `scannerLocation`; default bottom centre). */
  scannerLocation: z.string().nullish(),
  /** The flow is validating a scanned code. */
  busy: withFallback(z.boolean(), false),
  /** Why the last scan failed: a server message (wins when non-empty) or a translation key. */
  problemText: z.string().nullish(),
  problemKey: z.string().nullish(),
  /** Changes with every validation: the input empties, ready for the next scan. */
  attempt: withFallback(z.number().int(), 0),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});

/** Events of EticketScan: `change` on every character the scanner types; the flow validates 700 ms after the last (core spec §4, §9). */
export const EticketScanEvents = {
  change: z.object({ value: z.string().describe('what the scanner typed so far (the whole input)') }),
  back: NoData,
  home: NoData,
};
