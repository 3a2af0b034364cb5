import { z } from 'zod';
import { optionalText } from './common.ts';
import { Visitor } from './visitor.ts';

/**
 * Answer of POST /selfservicekiosks/{id}/validateeticket (core spec §7: "visitor plus
 * weighingInformation"). The spec names the results, not their field: the kiosk reads
 * `validationResult` and, for other results, the server's `message`. A valid ticket carries the
 * pre-registered visitor; a 403 is an error whose server message the kiosk shows (§8).
 */
export const EticketValidation = z.object({
  validationResult: z.string().min(1),
  message: optionalText(),
  visitor: Visitor.nullish().transform((v) => v ?? null),
  weighingInformation: z.unknown().transform((v) => v ?? null),
});
export type EticketValidation = z.infer<typeof EticketValidation>;
