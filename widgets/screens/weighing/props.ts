import { z } from 'zod';
import { WeighingResult } from '../../../src/api/schemas/weighing.ts';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** A weight in kg (site-operations spec §9 "Weight unit: KG"); `null` shows nothing. */
const Kilograms = z.number().nonnegative().nullish().describe('a weight in kg');

/**
 * Props of Weighing (site-operations spec §2 "Weighing screens show the weight in KG. With several
 * platforms they also show platform A and platform B weights. The second weighing shows the first
 * weight, the second weight and the delta (net weight)", §4 "Weighing", §8).
 */
export const WeighingProps = z.object({
  phase: withFallback(z.enum(['weighing', 'retrying', 'weighed']), 'weighing').describe(
    'weighing: a spinner while the weighbridge weighs; retrying: the retry text (weighingRetryErrorText) while the next attempt waits; weighed: the weights',
  ),
  result: WeighingResult.nullish().describe(
    'the weighing shown (site-operations §3 "Weighing result"): its weight, reference number and, with hasMultiplePlatforms, platform A and B',
  ),
  firstWeight: Kilograms.describe('the first weighing, in kg (the second weighing shows it)'),
  secondWeight: Kilograms.describe('the second weighing, in kg'),
  netWeight: Kilograms.describe('the net weight (the delta of the two weighings), in kg: the largest figure when given'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'weighing:firstTitle'),
  text: serverText('the line under the title'),
  textKey: textKey('the line under the title'),
  countdownMs: z.number().nonnegative().nullish().describe('shows "This screen closes in N s"; display only, the flow\'s timer returns home'),
});

/** Events of Weighing: only `home` (the header). A weighing finishes by itself (the flow's timers). */
export const WeighingEvents = { home: NoData };
