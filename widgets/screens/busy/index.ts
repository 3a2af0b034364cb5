import { defineWidget } from '../../defineWidget.ts';
import { BusyEvents, BusyProps } from './props.ts';
import { BusyScreen } from './BusyScreen.tsx';

/** Spinner with a message; emits nothing. */
export const Busy = defineWidget({
  type: 'Busy',
  props: BusyProps,
  events: BusyEvents,
  component: BusyScreen,
  description: 'Spinner with a message while the flow loads or registers (core spec §1).',
});
