import { z } from 'zod';
import { defineCall } from '../defineCall.ts';

/**
 * The server's verdict on a phone number. The spec gives the answer only as "validity"; servers
 * answer a bare boolean or an object with `isValid`. Both become `{ isValid }`, so flows read one
 * shape (`event.data.isValid`, flows/parts/phoneCheck.part.json).
 */
export const PhoneNumberValidity = z
  .union([z.boolean(), z.object({ isValid: z.boolean() })])
  .transform((answer) => ({ isValid: typeof answer === 'boolean' ? answer : answer.isValid }));
export type PhoneNumberValidity = z.infer<typeof PhoneNumberValidity>;

/**
 * GET /Validation/IsPhoneNumberValid?phoneNumber: whether a number in international form exists
 * (core spec §5 "Phone: built in international form (+dialcode) and checked by a server call",
 * §7). The flow calls it after a phone question; widgets never do.
 */
export const validationIsPhoneNumberValid = defineCall({
  name: 'validation.isPhoneNumberValid',
  method: 'GET',
  args: z.object({ phoneNumber: z.string() }),
  path: (_: { readonly phoneNumber: string }) => '/Validation/IsPhoneNumberValid',
  query: (a) => ({ phoneNumber: a.phoneNumber }),
  response: PhoneNumberValidity,
  description: 'Phone number validity (core spec §5, §7)',
});
