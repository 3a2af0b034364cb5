import { defineWidget } from '../../defineWidget.ts';
import { MessageProps } from './props.ts';
import { MessageScreen } from './MessageScreen.tsx';

/** Outcome screen (success, info, warning, error); emits `ok` and `home`. */
export const Message = defineWidget({
  type: 'Message',
  props: MessageProps,
  events: ['ok', 'home'],
  component: MessageScreen,
  description: 'End and outcome screen: confirmation, declined, timed out (core spec §2, §4).',
});
