import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/** Props of CountrySelection (core spec §2 `/profiles/{profileId}/countrySelection`, §3 keyboard type country). */
export const CountrySelectionProps = z.object({
  /** Shown first as large tiles (kiosk configuration `preferredCountries`), in this order. */
  preferred: withFallback(z.array(z.string()), []),
  /** The countries offered; all when absent. */
  countries: z.array(z.string()).nullish(),
  /** The country chosen before, marked. */
  selected: z.string().nullish(),
  /** §9 "selection lists 4 per page". */
  perPage: withFallback(z.number().int().positive(), 4),
  keyboard: KeyboardProp,
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  text: z.string().nullish(),
  textKey: z.string().nullish(),
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
