import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** Props of CheckoutOptions (core spec §2 "Checkout options", §3 checkoutConfiguration). */
export const CheckoutOptionsProps = z.object({
  pincodeEnabled: withFallback(z.boolean(), false).describe('offer checkout by pincode'),
  badgeEnabled: withFallback(z.boolean(), false).describe('offer checkout by badge'),
  displayNameEnabled: withFallback(z.boolean(), false).describe('offer checkout by display name'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'checkout:title'),
  text: serverText('the description'),
  textKey: textKey('the description', 'checkout:description'),
});

/** Events of CheckoutOptions: `choose` with the method tapped (core spec §2). */
export const CheckoutOptionsEvents = {
  choose: z.object({ method: z.enum(['pincode', 'badge', 'displayname']).describe('the method tapped: the route names of core spec §2') }),
  back: NoData,
  home: NoData,
};
