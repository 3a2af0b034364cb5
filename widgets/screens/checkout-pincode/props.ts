import { z } from 'zod';
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
