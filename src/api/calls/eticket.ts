import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { EticketValidation } from '../schemas/eticket.ts';

export interface ValidateEticketArgs {
  readonly kioskId: number;
  /** The code as the scanner typed it. */
  readonly code: string;
  readonly language: string;
}

/**
 * Validates a scanned e-ticket (core spec §7 POST /selfservicekiosks/{id}/validateeticket with
 * code and twoLetterLanguageIsoCode in the query). A 403 is an ApiError whose message is the
 * server's (§8 "a 403 passes the server message on").
 */
export const eticketValidate = defineCall({
  name: 'eticket.validate',
  method: 'POST',
  args: z.object({ kioskId: z.number(), code: z.string(), language: z.string() }),
  path: (a: ValidateEticketArgs) => `/selfservicekiosks/${a.kioskId}/validateeticket`,
  query: (a) => ({ code: a.code, twoLetterLanguageIsoCode: a.language }),
  response: EticketValidation,
  description: 'E-ticket validation: result, visitor, weighing information (core spec §4, §7)',
});
