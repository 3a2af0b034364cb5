import { defineWidget } from '../../defineWidget.ts';
import { MessageEvents, MessageProps, messageEventsFromProps } from './props.ts';

/**
 * Outcome screen (success, info, warning, error) with any number of named buttons; emits each
 * button's event (`ok` with the default OK button) and `home`.
 */
export const Message = defineWidget({
  type: 'Message',
  props: MessageProps,
  events: MessageEvents,
  eventsFromProps: messageEventsFromProps,
  load: () => import('./MessageScreen.tsx').then((module) => module.MessageScreen),
  description: 'End and outcome screen: confirmation, declined, timed out (core spec §2, §4), or any message with its own buttons, each emitting its event.',
});
