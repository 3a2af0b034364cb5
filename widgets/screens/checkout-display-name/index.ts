import { defineWidget } from '../../defineWidget.ts';
import { CheckoutDisplayNameEvents, CheckoutDisplayNameProps } from './props.ts';

/** Checkout by display name; emits `select { visitorId, displayName }`, `back` and `home`. */
export const CheckoutDisplayName = defineWidget({
  type: 'CheckoutDisplayName',
  props: CheckoutDisplayNameProps,
  events: CheckoutDisplayNameEvents,
  load: () => import('./CheckoutDisplayNameScreen.tsx').then((module) => module.CheckoutDisplayNameScreen),
  description: 'Checkout by display name: search from 3 characters, single-choice list 4 per page, optional keyboard (core spec §2, §5, §9).',
});
