import { lazy } from 'react';
import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validatePhone } from './validatePhone.ts';

/**
 * PhoneNumber: country list and number, built in international form, checked by the server
 * through the flow (core spec §5); numbers plus '+' keyboard. The component and libphonenumber's
 * metadata load when the first phone question shows.
 */
export const PhoneNumberField = defineField({
  type: 'PhoneNumber',
  code: fieldTypeCodes.PhoneNumber,
  component: lazy(() => import('./PhoneNumberInput.tsx')),
  validate: validatePhone,
  keyboard: 'phone',
});
