import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** Props of EticketScan (core spec §2 "E-ticket scan", §4 "E-ticket", §8). */
export const EticketScanProps = z.object({
  scannerLocation: z.string().nullish().describe('where the scanner sits, e.g. bottom-center (kiosk configuration scannerLocation; bottom centre by default)'),
  busy: withFallback(z.boolean(), false).describe('the flow is validating a scanned code'),
  problemText: serverText('why the last scan failed'),
  problemKey: textKey('why the last scan failed'),
  attempt: withFallback(z.number().int(), 0).describe('changes with every validation: the input empties, ready for the next scan'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'eticket:title'),
});

/** Events of EticketScan: `change` on every character the scanner types; the flow validates 700 ms after the last (core spec §4, §9). */
export const EticketScanEvents = {
  change: z.object({ value: z.string().describe('what the scanner typed so far (the whole input)') }),
  back: NoData,
  home: NoData,
};
