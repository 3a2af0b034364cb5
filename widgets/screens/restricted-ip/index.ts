import { defineWidget } from '../../defineWidget.ts';
import { RestrictedIpEvents, RestrictedIpProps } from './props.ts';
import { RestrictedIpScreen } from './RestrictedIpScreen.tsx';

/** The RestrictedIpAddress page: reason and blocked IP address; emits nothing. */
export const RestrictedIp = defineWidget({
  type: 'RestrictedIp',
  props: RestrictedIpProps,
  events: RestrictedIpEvents,
  component: RestrictedIpScreen,
  description: 'IP-restricted kiosk: the reason and the blocked IP address (core spec §2 "/{id}/RestrictedIpAddress", §8).',
});
