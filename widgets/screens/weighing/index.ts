import { defineWidget } from '../../defineWidget.ts';
import { WeighingEvents, WeighingProps } from './props.ts';

/** A weighing at the weighbridge: weighing, retrying, or the weights (kg); emits `home`. */
export const Weighing = defineWidget({
  type: 'Weighing',
  props: WeighingProps,
  events: WeighingEvents,
  load: () => import('./WeighingScreen.tsx').then((module) => module.WeighingScreen),
  description:
    'A weighing at the weighbridge (site-operations spec §2, §4): a spinner while weighing, the retry text while a retry waits, then the weight in kg in large digits, platform A and B with several platforms, and first, second and net weight for a second weighing.',
});
