import { createElement } from 'react';
import { Spinner } from '../../kit/Spinner.tsx';
import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { preparePhoneCountries } from './phone.ts';
import { validatePhone } from './validatePhone.ts';
import { kioskFont } from '../../kit/fonts.ts';

/**
 * PhoneNumber: country list and number, built in international form, checked by the server
 * through the flow (core spec §5); numbers plus '+' keyboard. The component and libphonenumber's
 * metadata load when the first phone question shows, or with the questionary's preload; the
 * country names are made ahead in an idle period (`prepare`), and its fonts opened (`fonts`).
 */
export const PhoneNumberField = defineField({
  type: 'PhoneNumber',
  code: fieldTypeCodes.PhoneNumber,
  load: () => import('./PhoneNumberInput.tsx').then((module) => module.default),
  loading: createElement('p', { className: 'kiosk-loading' }, createElement(Spinner, { size: 'small' })),
  validate: validatePhone,
  keyboard: 'phone',
  prepare: preparePhoneCountries,
  // the country button (fields.css `.kiosk-phone__country`) and the number as it will be called
  fonts: [kioskFont(600, 30), kioskFont(400, 26)],
});
