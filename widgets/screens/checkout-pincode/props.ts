import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of CheckoutPincode (core spec §2 "Pincode screen", §4 "Checkout", §8 "Wrong pincode"). */
export const CheckoutPincodeProps = z.object({
  /** The flow is looking the pincode up. */
  busy: withFallback(z.boolean(), false),
  /** Why the pincode was refused: a server text (wins when non-empty) or a translation key. */
  problemText: z.string().nullish(),
  problemKey: z.string().nullish(),
  /** Longest pincode the keypad takes. */
  maxLength: withFallback(z.number().int().positive(), 12),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});

/** Events of CheckoutPincode: `change` on an edit, `submit` on enter (core spec §4 "Checkout"). */
export const CheckoutPincodeEvents = {
  /** An edit of the pincode: the flow clears a refusal shown. */
  change: NoData,
  submit: z.object({ pincode: z.string().regex(/^\d+$/).describe('the digits typed (never empty)') }),
  back: NoData,
  home: NoData,
};
