import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/** A visitor allowed to check out (core spec §3 "Allowed visitor for checkout"). */
export const CheckoutVisitor = z.object({ id: z.union([z.string(), z.number()]).transform(String), displayName: z.string() });

/**
 * Props of CheckoutDisplayName (core spec §2 "Display-name screen", §5, §9). The weighing flow shows
 * it too (site-operations spec §2 "authenticateforweighing/displayname", §5: from 3 characters).
 */
export const CheckoutDisplayNameProps = z.object({
  visitors: withFallback(z.array(CheckoutVisitor), []).describe('the visitors allowed to check out (core spec §3), searched by display name'),
  minSearch: withFallback(z.number().int().min(0), 3).describe(
    'the list opens from this many characters (§5, §9: a name list is not shown to anyone passing by)',
  ),
  perPage: withFallback(z.number().int().positive(), 4).describe('names per page (§9 "selection lists 4 per page")'),
  keyboard: KeyboardProp,
  fullNames: withFallback(z.boolean(), false).describe(
    'show the full display names; by default the list shows first name and initial (a list passers-by can read, issue 12)',
  ),
  loading: withFallback(z.boolean(), false).describe('the list is still loading'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'checkout:displayNameTitle'),
  confirmKey: textKey('the confirm button', 'checkout:confirm'),
});

/** Events of CheckoutDisplayName: `select` once the visitor confirms their name (core spec §2). */
export const CheckoutDisplayNameEvents = {
  select: z.object({
    visitorId: z.string().describe('the id of the visitor confirmed (as text)'),
    displayName: z.string().describe('their display name'),
  }),
  back: NoData,
  home: NoData,
};
