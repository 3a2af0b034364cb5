import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/** A visitor allowed to check out (core spec §3 "Allowed visitor for checkout"). */
export const CheckoutVisitor = z.object({ id: z.union([z.string(), z.number()]).transform(String), displayName: z.string() });

/** Props of CheckoutDisplayName (core spec §2 "Display-name screen", §5, §9). */
export const CheckoutDisplayNameProps = z.object({
  visitors: withFallback(z.array(CheckoutVisitor), []),
  /** §5, §9: the list opens from 3 characters (a name list is not shown to anyone passing by). */
  minSearch: withFallback(z.number().int().min(0), 3),
  /** §9 "selection lists 4 per page". */
  perPage: withFallback(z.number().int().positive(), 4),
  keyboard: KeyboardProp,
  /** The list is still loading. */
  loading: withFallback(z.boolean(), false),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
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
