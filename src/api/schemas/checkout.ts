import { z } from 'zod';
import { optionalText, StringId } from './common.ts';

/** A visitor allowed to check out at the kiosk (core spec §3 "Allowed visitor for checkout"). */
export const AllowedVisitor = z.object({ id: StringId, displayName: z.string().min(1) });
export type AllowedVisitor = z.infer<typeof AllowedVisitor>;

/** Answer of GET /visitors/id?pincode= or ?badge= (core spec §7: "answer id"). */
export const VisitorIdAnswer = z.object({ id: StringId });
export type VisitorIdAnswer = z.infer<typeof VisitorIdAnswer>;

/**
 * Answer of POST /visitors/{id}/checkout (core spec §7; the spec shows no answer). The kiosk only
 * needs to know it succeeded; the simulated site sends the visitor id and the time.
 */
export const CheckoutDone = z.object({ visitorId: StringId, checkedOutOn: optionalText() });
export type CheckoutDone = z.infer<typeof CheckoutDone>;
