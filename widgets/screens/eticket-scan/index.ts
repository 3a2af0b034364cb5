import { defineWidget } from '../../defineWidget.ts';
import { EticketScanEvents, EticketScanProps } from './props.ts';

/** E-ticket scan; emits `change { value }` on every character the scanner types, `back` and `home`. */
export const EticketScan = defineWidget({
  type: 'EticketScan',
  props: EticketScanProps,
  events: EticketScanEvents,
  load: () => import('./EticketScanScreen.tsx').then((module) => module.EticketScanScreen),
  description: 'E-ticket scan: hidden scanner input, scanner arrow, the result of the last scan (core spec §2, §4).',
});
