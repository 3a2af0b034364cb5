import { defineWidget } from '../../defineWidget.ts';
import { WaitingEvents, WaitingProps } from './props.ts';

/** Waiting for approval; emits `home`. */
export const Waiting = defineWidget({
  type: 'Waiting',
  props: WaitingProps,
  events: WaitingEvents,
  load: () => import('./WaitingScreen.tsx').then((module) => module.WaitingScreen),
  description: 'Waiting for the host to approve the visit (core spec §2, §4 "Approval").',
});
