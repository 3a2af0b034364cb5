import { defineWidget } from '../../defineWidget.ts';
import { CheckoutOptionsScreen } from './CheckoutOptionsScreen.tsx';
import { CheckoutOptionsProps } from './props.ts';

/** Checkout options; emits `choose { method }` (`pincode`, `badge`, `displayname`), `back` and `home`. */
export const CheckoutOptions = defineWidget({
  type: 'CheckoutOptions',
  props: CheckoutOptionsProps,
  events: ['choose', 'back', 'home'],
  component: CheckoutOptionsScreen,
  description: 'Checkout options: title, description and the enabled methods only (core spec §2).',
});
