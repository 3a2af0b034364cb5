import { defineWidget } from '../../defineWidget.ts';
import { CheckoutOptionsEvents, CheckoutOptionsProps } from './props.ts';

/** Checkout options; emits `choose { method }` (`pincode`, `badge`, `displayname`), `back` and `home`. */
export const CheckoutOptions = defineWidget({
  type: 'CheckoutOptions',
  props: CheckoutOptionsProps,
  events: CheckoutOptionsEvents,
  load: () => import('./CheckoutOptionsScreen.tsx').then((module) => module.CheckoutOptionsScreen),
  description: 'Checkout options: title, description and the enabled methods only (core spec §2).',
});
