import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { HttpResponse } from 'msw';
import { defineRoute, problem } from './route.ts';

/**
 * Numbers the simulated site refuses although they are well formed, so a fixture can show the
 * server's refusal (core spec §5 "an invalid result shows the error flag"): Belgian mobile
 * numbers ending in 0000.
 */
export const REFUSED_PHONE_NUMBER = /^\+32\d{5}0000$/;

/**
 * GET /Validation/IsPhoneNumberValid?phoneNumber (core spec §7): a bare boolean, true when the
 * number in international form is a real number for its country (libphonenumber's rules) and
 * not one of the refused ones above.
 */
export const validationRoutes = [
  defineRoute({
    call: 'validation.isPhoneNumberValid',
    method: 'get',
    path: '/Validation/IsPhoneNumberValid',
    handle: ({ url }) => {
      const phoneNumber = url.searchParams.get('phoneNumber');
      if (phoneNumber === null) return problem(400, 'The phoneNumber query parameter is missing');
      const number = phoneNumber.trim();
      return HttpResponse.json(number.startsWith('+') && isValidPhoneNumber(number) && !REFUSED_PHONE_NUMBER.test(number));
    },
  }),
];
