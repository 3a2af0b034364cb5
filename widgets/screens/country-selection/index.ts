import { defineWidget } from '../../defineWidget.ts';
import { CountrySelectionEvents, CountrySelectionProps } from './props.ts';

/** Country selection; emits `select { isoCode }` (lower case), `back` and `home`. */
export const CountrySelection = defineWidget({
  type: 'CountrySelection',
  props: CountrySelectionProps,
  events: CountrySelectionEvents,
  load: () => import('./CountrySelectionScreen.tsx').then((module) => module.CountrySelectionScreen),
  description: 'Country selection: preferred countries first, search by name with the country keyboard (core spec §2, §3).',
});
