import { defineWidget } from '../../defineWidget.ts';
import { WaitingProps } from './props.ts';
import { WaitingScreen } from './WaitingScreen.tsx';

/** Waiting for approval; emits `home`. */
export const Waiting = defineWidget({
  type: 'Waiting',
  props: WaitingProps,
  events: ['home'],
  component: WaitingScreen,
  description: 'Waiting for the host to approve the visit (core spec §2, §4 "Approval").',
});
