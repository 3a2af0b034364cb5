import { defineWidget } from '../../defineWidget.ts';
import { MessageEvents, MessageProps } from './props.ts';

/** Outcome screen (success, info, warning, error); emits `ok` and `home`. */
export const Message = defineWidget({
  type: 'Message',
  props: MessageProps,
  events: MessageEvents,
  load: () => import('./MessageScreen.tsx').then((module) => module.MessageScreen),
  description: 'End and outcome screen: confirmation, declined, timed out (core spec §2, §4).',
});
