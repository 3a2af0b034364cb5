import { defineWidget } from '../../defineWidget.ts';
import { CheckoutBadgeEvents, CheckoutBadgeProps } from './props.ts';

/** Checkout by badge; emits `change { value }` for every change of the hidden input (a tap on clear sends ''), `back` and `home`. */
export const CheckoutBadge = defineWidget({
  type: 'CheckoutBadge',
  props: CheckoutBadgeProps,
  events: CheckoutBadgeEvents,
  load: () => import('./CheckoutBadgeScreen.tsx').then((module) => module.CheckoutBadgeScreen),
  description: 'Checkout by badge: hidden password input, clear button, scanner arrow and animation (core spec §2, §5, §8).',
});
