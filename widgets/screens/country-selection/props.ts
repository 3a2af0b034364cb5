import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/** Props of CountrySelection (core spec §2 `/profiles/{profileId}/countrySelection`, §3 keyboard type country). */
export const CountrySelectionProps = z.object({
  preferred: withFallback(z.array(z.string()), []).describe('ISO codes shown first as large tiles, in this order (kiosk configuration preferredCountries)'),
  countries: z.array(z.string()).nullish().describe('ISO codes of the countries offered; all when absent'),
  selected: z.string().nullish().describe('ISO code of the country chosen before, marked'),
  perPage: withFallback(z.number().int().positive(), 4).describe('search results per page (§9 "selection lists 4 per page")'),
  keyboard: KeyboardProp,
  title: serverText('the title'),
  titleKey: textKey('the title', 'country:title'),
  text: serverText('the text under the title'),
  textKey: textKey('the text under the title', 'country:text'),
});

/** Events of CountrySelection: `select` with the country tapped (core spec §2). */
export const CountrySelectionEvents = {
  select: z.object({
    isoCode: z
      .string()
      .regex(/^[a-z]{2}$/)
      .describe('ISO 3166-1 alpha-2 code of the country tapped, lower case'),
  }),
  back: NoData,
  home: NoData,
};
