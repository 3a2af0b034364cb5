import { defineWidget } from '../../defineWidget.ts';
import { CheckoutPincodeEvents, CheckoutPincodeProps } from './props.ts';

/** Checkout by pincode; emits `change` (an edit: the flow clears the error), `submit { pincode }`, `back` and `home`. */
export const CheckoutPincode = defineWidget({
  type: 'CheckoutPincode',
  props: CheckoutPincodeProps,
  events: CheckoutPincodeEvents,
  load: () => import('./CheckoutPincodeScreen.tsx').then((module) => module.CheckoutPincodeScreen),
  description: 'Checkout by pincode with a numeric keypad and the enter-key rules of core spec §4.',
});
