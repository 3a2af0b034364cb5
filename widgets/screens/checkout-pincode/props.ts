import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/**
 * Props of CheckoutPincode (core spec §2 "Pincode screen", §4 "Checkout", §8 "Wrong pincode"). The
 * weighing flow shows it too (site-operations spec §2 "authenticateforweighing/pincode"), with its
 * own texts through the `*Key` props.
 */
export const CheckoutPincodeProps = z.object({
  busy: withFallback(z.boolean(), false).describe('the flow is looking the pincode up: enter is off'),
  problemText: serverText('why the pincode was refused'),
  problemKey: textKey('why the pincode was refused'),
  maxLength: withFallback(z.number().int().positive(), 12).describe('the longest pincode the keypad takes'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'checkout:pincodeTitle'),
  textKey: textKey('the line under the title', 'checkout:pincodeText'),
  busyKey: textKey('the text while the pincode is looked up', 'checkout:checkingOut'),
  submitKey: textKey('the name of the enter key', 'checkout:keyEnter'),
});

/** Events of CheckoutPincode: `change` on an edit, `submit` on enter (core spec §4 "Checkout"). */
export const CheckoutPincodeEvents = {
  /** An edit of the pincode: the flow clears a refusal shown. */
  change: NoData,
  submit: z.object({ pincode: z.string().regex(/^\d+$/).describe('the digits typed (never empty)') }),
  back: NoData,
  home: NoData,
};
