import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of CheckoutOptions (core spec §2 "Checkout options", §3 checkoutConfiguration). */
export const CheckoutOptionsProps = z.object({
  pincodeEnabled: withFallback(z.boolean(), false),
  badgeEnabled: withFallback(z.boolean(), false),
  displayNameEnabled: withFallback(z.boolean(), false),
  /** Server texts win over the keys when non-empty. */
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});

/** Events of CheckoutOptions: `choose` with the method tapped (core spec §2). */
export const CheckoutOptionsEvents = {
  choose: z.object({ method: z.enum(['pincode', 'badge', 'displayname']).describe('the method tapped: the route names of core spec §2') }),
  back: NoData,
  home: NoData,
};
